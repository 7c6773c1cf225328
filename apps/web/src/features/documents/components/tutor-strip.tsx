import type { DocumentRecord } from '@vetvoz/domain';
import { ChevronDown, UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { useIssueDraft } from './delivery/issue-draft.tsx';
import { ResponsavelPanel } from './delivery/responsavel-panel.tsx';
import { SendAllToTutor } from './delivery/send-all-to-tutor.tsx';
import { TutorLinksPanel } from './delivery/tutor-links-panel.tsx';

/**
 * Once for every document of the visit: who the responsável is (folded to one line once typed) and
 * "Enviar tudo ao tutor"; below, the private links already sent, each revocable.
 */
export function TutorStrip({
  consultationId,
  documents,
}: {
  consultationId: string;
  documents: DocumentRecord[];
}) {
  const panelId = useId();
  const { draft } = useIssueDraft();
  const name = draft.responsavelNome.trim();
  const [open, setOpen] = useState(false);
  return (
    <div className="border-slate-200 border-b bg-white px-4 py-2 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex min-h-11 min-w-0 items-center gap-2 rounded-xl px-2 text-left text-sm hover:bg-slate-50"
        >
          <UserRound aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          <span className="min-w-0 truncate">
            <span className="text-slate-600">Responsável: </span>
            <span className={cn('font-medium', name ? 'text-slate-900' : 'text-slate-500 italic')}>
              {name || 'não informado'}
            </span>
          </span>
          <ChevronDown
            aria-hidden="true"
            className={cn(
              'size-4 shrink-0 text-slate-500 transition-transform motion-reduce:transition-none',
              open && 'rotate-180',
            )}
          />
        </button>
        <div className="max-sm:w-full max-sm:[&_button]:h-11 max-sm:[&_button]:w-full">
          <SendAllToTutor consultationId={consultationId} documents={documents} />
        </div>
      </div>
      <div id={panelId} hidden={!open} className="pt-2 pb-3">
        {open ? <ResponsavelPanel /> : null}
      </div>
      <TutorLinksPanel consultationId={consultationId} canRevoke />
    </div>
  );
}
