import { whatsappLink } from '@vetvoz/domain';
import { Mail, MessageCircle } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

interface ContactLinksProps {
  email: string | null | undefined;
  whatsappNumber: string | null | undefined;
  className?: string;
}

/** E-mail and WhatsApp (with the prefilled greeting) as two large, tappable links. */
export function ContactLinks({ email, whatsappNumber, className }: ContactLinksProps) {
  const item =
    'flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 font-medium text-slate-800 shadow-card transition-colors hover:border-brand-300 hover:bg-brand-50';
  return (
    <ul className={cn('flex flex-col gap-3 sm:flex-row sm:flex-wrap', className)}>
      {email ? (
        <li>
          <a href={`mailto:${email}`} className={item}>
            <Mail aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            <span className="break-all">{email}</span>
          </a>
        </li>
      ) : null}
      {whatsappNumber ? (
        <li>
          <a href={whatsappLink(whatsappNumber)} target="_blank" rel="noopener noreferrer" className={item}>
            <MessageCircle aria-hidden="true" className="size-5 shrink-0 text-emerald-600" />
            Conversar pelo WhatsApp
            <span className="sr-only"> (abre em nova aba)</span>
          </a>
        </li>
      ) : null}
    </ul>
  );
}
