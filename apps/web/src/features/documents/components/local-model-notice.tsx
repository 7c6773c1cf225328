import { Cpu, Download } from 'lucide-react';
import { type LocalModelStatus, localModelMessage } from '../hooks/use-local-model.ts';

/**
 * Tells the vet the server drafts with its embedded model: the first time it downloads it (with a bar),
 * then that local mode takes minutes. Screen readers hear the stage once, not every percent.
 */
export function LocalModelNotice({ status }: { status: LocalModelStatus }) {
  const percent = status.downloadPercent;
  const Icon = percent === null ? Cpu : Download;
  return (
    <div className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-slate-600 text-sm">
      <span className="sr-only" role="status">
        {percent === null ? localModelMessage(status) : 'Baixando o modelo local'}
      </span>
      <span aria-hidden="true" className="inline-flex items-start gap-1.5">
        <Icon className="mt-0.5 size-4 shrink-0 text-brand-700" />
        {localModelMessage(status)}
      </span>
      {percent === null ? null : (
        <div
          role="progressbar"
          aria-label="Baixando o modelo local"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-1.5 w-40 max-w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
      )}
    </div>
  );
}
