import { CircleCheck, CloudAlert, LoaderCircle, PencilLine } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import type { DocumentSaveState } from '../hooks/use-document-autosave.ts';

const LABELS: Record<DocumentSaveState, string> = {
  saved: 'Alterações salvas',
  pending: 'Alterações não salvas',
  saving: 'Salvando...',
  error: 'Não foi possível salvar. Tentando de novo...',
  invalid: 'Não salvo',
};

const ICONS = {
  saved: CircleCheck,
  pending: PencilLine,
  saving: LoaderCircle,
  error: CloudAlert,
  invalid: CloudAlert,
} satisfies Record<DocumentSaveState, unknown>;

/** The autosave's state in words; a refusal shows the server's reason. Not a live region: it changes as one types. */
export function SaveIndicator({ state, error }: { state: DocumentSaveState; error: string | null }) {
  const Icon = ICONS[state];
  const bad = state === 'error' || state === 'invalid';
  return (
    <p className={cn('flex items-center gap-1.5 text-sm', bad ? 'text-red-700' : 'text-slate-600')}>
      <Icon aria-hidden="true" className={cn('size-4 shrink-0', state === 'saving' && 'animate-spin')} />
      <span>
        {LABELS[state]}
        {state === 'invalid' && error ? `: ${error}` : ''}
      </span>
    </p>
  );
}
