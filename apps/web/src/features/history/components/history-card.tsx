import { type HistoryItem, SPECIES_LABELS } from '@vetvoz/domain';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { documentCountLabel, formatConsultationDate, formatDuration } from '../format.ts';
import { StatusLabel } from './status-label.tsx';

interface HistoryCardProps {
  item: HistoryItem;
  onDelete: (item: HistoryItem) => void;
}

/**
 * One consultation. The whole card opens it (the name's link stretches over the card), and the
 * delete button sits above that link: two separate controls, never a button inside a link.
 */
export function HistoryCard({ item, onDelete }: HistoryCardProps) {
  const { patient } = item;
  const details = [formatConsultationDate(item.createdAt)];
  if (item.durationSeconds !== null) details.push(formatDuration(item.durationSeconds));
  if (item.documentCount > 0) details.push(documentCountLabel(item.documentCount));

  return (
    <li className="relative rounded-xl border border-slate-200 bg-white shadow-card transition-colors hover:border-brand-300 has-[a:focus-visible]:border-brand-600 has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-brand-600/20">
      <div className="flex items-start gap-2 p-4 sm:gap-4 sm:p-5">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <h2 className="min-w-0 break-words font-semibold text-base text-slate-900 sm:text-lg">
              <Link
                to={`/consultation?id=${encodeURIComponent(item.id)}`}
                data-history-link
                className="after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:outline-none"
              >
                {patient.name}
              </Link>
            </h2>
            <StatusLabel status={item.status} />
          </div>
          <p className="mt-1 text-slate-700 text-sm">
            {SPECIES_LABELS[patient.species]}
            {patient.breed ? ` · ${patient.breed}` : ''}
          </p>
          <p className="mt-1 text-slate-500 text-sm">
            <time dateTime={item.createdAt}>{details[0]}</time>
            {details.slice(1).map((detail) => (
              <span key={detail}> · {detail}</span>
            ))}
          </p>
          {item.excerpt ? (
            <p className="mt-3 line-clamp-2 text-slate-600 text-sm leading-relaxed">{item.excerpt}</p>
          ) : (
            <p className="mt-3 text-slate-500 text-sm italic">Sem transcrição ainda.</p>
          )}
        </div>
        <button
          type="button"
          onClick={() => onDelete(item)}
          aria-label={`Excluir a consulta de ${patient.name}`}
          title="Excluir consulta"
          className="relative z-10 -mt-1.5 -mr-1.5 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700"
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      </div>
    </li>
  );
}
