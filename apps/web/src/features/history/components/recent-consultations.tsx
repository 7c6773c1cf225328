import { type HistoryItem, SPECIES_LABELS } from '@vetvoz/domain';
import { ArrowRight, ChevronRight, RotateCw, Stethoscope } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useHistory } from '../api/history-query.ts';
import { formatConsultationDate } from '../format.ts';
import { EMPTY_FILTERS } from '../history-filters.ts';
import { StatusLabel } from './status-label.tsx';

/** Enough to pick up where the vet left off without turning the home page into the history. */
export const RECENT_CONSULTATIONS_SHOWN = 4;

const HEADING_ID = 'consultas-recentes';

/**
 * The vet's latest consultations, for the signed-in home. It reads the same query as the unfiltered
 * /history, so opening the history afterwards shows the list at once.
 */
export function RecentConsultations() {
  const history = useHistory(EMPTY_FILTERS, true);
  const items = history.data?.pages[0]?.items.slice(0, RECENT_CONSULTATIONS_SHOWN) ?? [];

  return (
    <Card className="flex flex-col p-5 sm:p-6" role="region" aria-labelledby={HEADING_ID}>
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <h2 id={HEADING_ID} className="font-semibold text-lg text-slate-900">
          Consultas recentes
        </h2>
        {items.length > 0 ? (
          <Link
            to="/history"
            className="-my-2 -mr-2 inline-flex min-h-11 shrink-0 items-center gap-1 whitespace-nowrap rounded-lg px-2 font-medium text-brand-800 text-sm underline-offset-2 hover:underline"
          >
            Ver histórico
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </div>
      <div className="mt-4 flex-1">
        {history.isPending ? (
          <RecentSkeleton />
        ) : history.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 text-slate-700 text-sm">
            <p>Não foi possível carregar as consultas recentes.</p>
            <Button variant="secondary" size="md" onClick={() => void history.refetch()}>
              <RotateCw aria-hidden="true" className="size-4" />
              Tentar de novo
            </Button>
          </div>
        ) : items.length === 0 ? (
          <div className="flex items-start gap-3 rounded-lg bg-slate-50 p-4 text-slate-600 text-sm">
            <Stethoscope aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <p>Nenhuma consulta ainda. As consultas que você gravar aparecem aqui, com os documentos.</p>
          </div>
        ) : (
          <ul className="-mx-2 grid grid-cols-[minmax(0,1fr)] gap-1">
            {items.map((item) => (
              <RecentItem key={item.id} item={item} />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

function RecentItem({ item }: { item: HistoryItem }) {
  return (
    <li>
      <Link
        to={`/consultation?id=${encodeURIComponent(item.id)}`}
        className="flex min-h-14 items-center gap-3 rounded-lg px-2 py-2 hover:bg-slate-50"
      >
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 font-semibold text-brand-800"
        >
          {item.patient.name.trim().charAt(0).toLocaleUpperCase('pt-BR') || '?'}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5">
            <span className="min-w-0 max-w-full truncate font-medium text-slate-900">
              {item.patient.name}
            </span>
            <StatusLabel status={item.status} />
          </span>
          <span className="mt-0.5 block truncate text-slate-500 text-sm">
            {SPECIES_LABELS[item.patient.species]} ·{' '}
            <time dateTime={item.createdAt}>{formatConsultationDate(item.createdAt)}</time>
          </span>
        </span>
        <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
      </Link>
    </li>
  );
}

function RecentSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Carregando consultas…</span>
      <ul aria-hidden="true" className="grid gap-3">
        {[0, 1, 2].map((key) => (
          <li key={key} className="flex animate-pulse items-center gap-3">
            <span className="size-10 rounded-full bg-slate-200" />
            <span className="grid flex-1 gap-2">
              <span className="h-4 w-32 rounded bg-slate-200" />
              <span className="h-3 w-44 rounded bg-slate-100" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
