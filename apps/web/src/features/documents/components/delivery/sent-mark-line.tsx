import { CircleCheck } from 'lucide-react';
import { cn } from '../../../../lib/cn.ts';
import { sentMarkText } from '../../model/sent-mark.ts';
import { useIssueDraft } from './issue-draft.tsx';

/** "Enviado por e-mail às 14:32" for a document sent during this visit; nothing before the first send. */
export function SentMarkLine({ documentId, className }: { documentId: string; className?: string }) {
  const mark = useIssueDraft().sent[documentId];
  if (!mark) return null;
  return (
    <p role="status" className={cn('flex items-center gap-1.5 text-emerald-800 text-sm', className)}>
      <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-emerald-600" />
      {sentMarkText(mark.channel, mark.at)}
    </p>
  );
}
