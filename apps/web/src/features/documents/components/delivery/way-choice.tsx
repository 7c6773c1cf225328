import { FileDown, Mail, MessageCircle } from 'lucide-react';
import { cn } from '../../../../lib/cn.ts';
import type { SendAllWay } from './use-send-all.ts';

const WAYS = [
  { value: 'email', label: 'E-mail', Icon: Mail },
  { value: 'whatsapp', label: 'WhatsApp', Icon: MessageCircle },
  { value: 'pdf', label: 'PDF', Icon: FileDown },
] as const;

/** How to send, as a segmented control of native radios (arrow keys move between them). */
export function WayChoice({
  value,
  onChange,
  disabled,
}: {
  value: SendAllWay;
  onChange: (way: SendAllWay) => void;
  disabled: boolean;
}) {
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="font-medium text-slate-800 text-sm">Como enviar</legend>
      <div className="mt-1.5 grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1">
        {WAYS.map(({ value: way, label, Icon }) => (
          <label
            key={way}
            className={cn(
              'flex min-h-11 cursor-pointer items-center justify-center gap-1.5 rounded-lg px-2 text-center font-medium text-sm',
              'has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-600/30',
              value === way ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            <input
              type="radio"
              name="send-all-way"
              value={way}
              checked={value === way}
              onChange={() => onChange(way)}
              className="sr-only"
            />
            <Icon aria-hidden="true" className="size-4 shrink-0 max-[340px]:hidden" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
