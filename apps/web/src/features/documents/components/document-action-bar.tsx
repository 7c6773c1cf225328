import type { DocumentRecord } from '@vetvoz/domain';
import { cn } from '../../../lib/cn.ts';
import type { Content } from '../model/content-path.ts';
import { DeliveryActions } from './delivery/delivery-actions.tsx';

/**
 * PDF, copy, WhatsApp and e-mail for the document in view, kept in reach while the vet reads it: stuck
 * to the bottom of the screen on a phone (icon over word, four across, like an app's bar) and floating
 * at the bottom of the sheet on a desktop. Sticky works inside its parent, so it must be a direct child
 * of the document's article.
 */
export function DocumentActionBar({
  record,
  content,
  ensureSaved,
}: {
  record: DocumentRecord;
  content: Content;
  ensureSaved: () => Promise<boolean>;
}) {
  return (
    <div
      className={cn(
        'sticky bottom-0 z-10 -mx-4 mt-4 border-slate-200 border-t bg-white/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] backdrop-blur',
        'sm:bottom-3 sm:mx-auto sm:w-fit sm:rounded-2xl sm:border sm:px-3 sm:py-2 sm:shadow-lg',
        // Phones: four equal buttons, icon over label, each at least 44 px tall.
        'max-sm:[&_[role=group]]:grid-cols-4 max-sm:[&_[role=group]]:gap-1.5 max-sm:[&_[role=group]_button]:h-14 max-sm:[&_[role=group]_button]:flex-col',
        'max-sm:[&_[role=group]_button]:gap-1 max-sm:[&_[role=group]_button]:px-0.5 max-sm:[&_[role=group]_button]:text-xs',
        'max-sm:[&_[role=group]_button]:whitespace-normal max-sm:[&_[role=group]_button]:leading-tight',
        // Under 22rem (folded phones at 280 px) four words no longer fit across: two rows of two.
        'max-[22rem]:[&_[role=group]]:grid-cols-2 max-[22rem]:[&_[role=group]_button]:h-11 max-[22rem]:[&_[role=group]_button]:flex-row',
      )}
    >
      <DeliveryActions document={record} content={content} ensureSaved={ensureSaved} />
    </div>
  );
}
