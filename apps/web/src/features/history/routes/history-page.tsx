import { useQueryClient } from '@tanstack/react-query';
import type { HistoryItem } from '@vetvoz/domain';
import { FileSearch, LoaderCircle, Mic, RotateCw, Stethoscope, X } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { DeleteConsultationDialog } from '../../../components/ui/delete-consultation-dialog.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { toast } from '../../../components/ui/toast/index.ts';
import { useConfirm } from '../../../components/ui/use-confirm.ts';
import { cn } from '../../../lib/cn.ts';
import { deleteConsultation } from '../../../lib/delete-consultation.ts';
import { WeekFollowUps } from '../../follow-ups/index.ts';
import { HISTORY_QUERY_ROOT, removeFromHistory, useHistory } from '../api/history-query.ts';
import { FilterBar, SEARCH_INPUT_ID } from '../components/filter-bar.tsx';
import { HistoryCard } from '../components/history-card.tsx';
import { HistorySkeleton } from '../components/history-skeleton.tsx';
import { formatConsultationDate } from '../format.ts';
import {
  EMPTY_FILTERS,
  filterErrors,
  filtersFromParams,
  type HistoryFilters,
  hasFilters,
  paramsWithFilters,
} from '../history-filters.ts';

/**
 * /history: the vet's consultations, newest first, filtered by animal name, species and dates (kept in
 * the address, so back and forward walk through searches), a page at a time with "Carregar mais".
 * Each opens on the consultation page; each can be deleted after a confirmation.
 */
export function HistoryPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(searchParams), [searchParams]);
  const errors = filterErrors(filters);
  const valid = Object.keys(errors).length === 0;
  const history = useHistory(filters, valid);
  const queryClient = useQueryClient();

  const paramsRef = useRef(searchParams);
  paramsRef.current = searchParams;
  const changeFilters = useCallback(
    (next: HistoryFilters, options: { typing?: boolean } = {}) => {
      const current = paramsRef.current;
      setSearchParams(paramsWithFilters(current, next), {
        // Typing refines one search: one history entry per search, not one per pause in the typing.
        replace: options.typing === true && filtersFromParams(current).q !== '',
      });
    },
    [setSearchParams],
  );

  const clearFilters = () => {
    changeFilters(EMPTY_FILTERS);
    // The button that was pressed goes away with the filters.
    document.getElementById(SEARCH_INPUT_ID)?.focus();
  };

  const items = useMemo(() => history.data?.pages.flatMap((page) => page.items) ?? [], [history.data]);
  const filtered = hasFilters(filters);

  // Every loaded consultation deleted while older ones remain: bring the next page in.
  const { isSuccess, hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  useEffect(() => {
    if (isSuccess && items.length === 0 && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [isSuccess, items.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  // Deleting: the dialog's consultation, its request, and where focus goes once the card is gone.
  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);

  useEffect(() => {
    if (focusIndex === null) return;
    // After the dialog has handed focus back (to a button that no longer exists).
    const timer = window.setTimeout(() => {
      const links = listRef.current?.querySelectorAll<HTMLElement>('[data-history-link]') ?? [];
      const target = links[Math.min(focusIndex, links.length - 1)] ?? headingRef.current;
      target?.focus();
      setFocusIndex(null);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [focusIndex]);

  const remove = useConfirm(
    async (toDelete: HistoryItem) => {
      const index = items.findIndex((item) => item.id === toDelete.id);
      await deleteConsultation(toDelete.id);
      removeFromHistory(queryClient, toDelete.id);
      // Lists under other filters may hold it too: read again when next shown.
      void queryClient.invalidateQueries({ queryKey: [HISTORY_QUERY_ROOT], refetchType: 'none' });
      toast.success('Consulta excluída.', { message: `A consulta de ${toDelete.patient.name} foi apagada.` });
      setFocusIndex(Math.max(0, index));
    },
    {
      describeFailure: (failure) =>
        failure instanceof Error ? failure.message : 'Não foi possível excluir a consulta.',
    },
  );
  const toDelete = remove.subject;

  const neverConsulted =
    !filtered && isSuccess && !history.isPlaceholderData && items.length === 0 && !hasNextPage;

  return (
    <PageFrame
      title="Histórico de consultas"
      description="As suas consultas anteriores, com a transcrição e os documentos gerados em cada uma."
    >
      <div className="grid gap-6">
        {neverConsulted ? null : <WeekFollowUps />}
        {neverConsulted ? null : <FilterBar filters={filters} errors={errors} onChange={changeFilters} />}

        {!valid ? null : history.isPending ? (
          <HistorySkeleton />
        ) : history.isError && items.length === 0 ? (
          <LoadError message={history.error.message} onRetry={() => void history.refetch()} />
        ) : neverConsulted ? (
          <NoConsultations />
        ) : items.length === 0 && hasNextPage ? (
          <HistorySkeleton />
        ) : items.length === 0 ? (
          <NoResults onClear={clearFilters} />
        ) : (
          <section aria-labelledby="historico-resultados" aria-busy={history.isPlaceholderData}>
            <h2 id="historico-resultados" ref={headingRef} tabIndex={-1} className="sr-only">
              {filtered ? 'Consultas encontradas' : 'Suas consultas'}
            </h2>
            <div className="mb-3 flex min-h-9 items-center justify-between gap-3">
              <p aria-live="polite" className="text-slate-500 text-sm">
                {hasNextPage
                  ? `Mostrando as ${items.length} mais recentes`
                  : items.length === 1
                    ? '1 consulta'
                    : `${items.length} consultas`}
                {history.isPlaceholderData ? ' · Atualizando…' : ''}
              </p>
              {filtered ? (
                <Button variant="ghost" size="sm" onClick={clearFilters}>
                  <X aria-hidden="true" className="size-4" />
                  Limpar filtros
                </Button>
              ) : null}
            </div>
            <ul
              ref={listRef}
              className={cn('grid gap-3 transition-opacity', history.isPlaceholderData && 'opacity-60')}
            >
              {items.map((item) => (
                <HistoryCard key={item.id} item={item} onDelete={remove.askAbout} />
              ))}
            </ul>
            {history.isFetchNextPageError ? (
              <div role="alert" className="mt-4 text-red-700 text-sm">
                Não foi possível carregar mais consultas. {history.error?.message}
              </div>
            ) : null}
            {hasNextPage ? (
              <div className="mt-6 flex justify-center">
                <Button
                  variant="secondary"
                  onClick={() => void history.fetchNextPage()}
                  disabled={history.isFetchingNextPage}
                  className="w-full sm:w-auto"
                >
                  {history.isFetchingNextPage ? (
                    <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                  ) : null}
                  {history.isFetchingNextPage ? 'Carregando…' : 'Carregar mais'}
                </Button>
              </div>
            ) : null}
          </section>
        )}
      </div>
      <DeleteConsultationDialog
        description={
          toDelete
            ? `A consulta de ${toDelete.patient.name} de ${formatConsultationDate(toDelete.createdAt)}, com a transcrição e os documentos, será apagada. Não é possível desfazer.`
            : undefined
        }
        {...remove.dialog}
      />
    </PageFrame>
  );
}

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-5 text-amber-900 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <p>Não foi possível carregar o histórico. {message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        Tentar de novo
      </Button>
    </div>
  );
}

function EmptyPanel({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof Stethoscope;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col items-center rounded-xl border border-slate-300 border-dashed bg-white/60 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 font-semibold text-lg text-slate-900">{title}</h2>
      <div className="mt-2 flex max-w-md flex-col items-center gap-5 text-slate-600 text-sm leading-relaxed">
        {children}
      </div>
    </section>
  );
}

function NoConsultations() {
  return (
    <EmptyPanel icon={Stethoscope} title="Nenhuma consulta ainda">
      <p>Grave ou digite a sua primeira consulta: ela aparece aqui, com a transcrição e os documentos.</p>
      <ButtonLink to="/consultation">
        <Mic aria-hidden="true" className="size-4" />
        Nova consulta
      </ButtonLink>
    </EmptyPanel>
  );
}

function NoResults({ onClear }: { onClear: () => void }) {
  return (
    <EmptyPanel icon={FileSearch} title="Nenhuma consulta encontrada">
      <p>Nenhuma consulta corresponde a estes filtros. Confira o nome do animal, a espécie ou as datas.</p>
      <Button variant="secondary" onClick={onClear}>
        Limpar filtros
      </Button>
    </EmptyPanel>
  );
}
