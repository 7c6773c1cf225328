import { MailWarning, X } from 'lucide-react';
import { useState } from 'react';
import { ResendConfirmation } from '../../../components/ui/resend-confirmation.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { dismissConfirmEmail, isConfirmEmailDismissed } from '../confirm-email-dismissal.ts';

/**
 * A discreet bar under the header while the signed-in user's address is not confirmed. On phones it
 * keeps to one line (the explanation stays for screen readers; the outcome of a resend adds a second);
 * the vet may put it away for the session, and the profile page still offers the new e-mail.
 */
export function ConfirmEmailBanner() {
  const { user } = useAuth();
  const [dismissedNow, setDismissedNow] = useState(false);
  if (!user || user.emailVerified) return null;
  if (dismissedNow || isConfirmEmailDismissed(user.id)) return null;

  function dismiss() {
    if (!user) return;
    dismissConfirmEmail(user.id);
    setDismissedNow(true);
  }

  return (
    <section
      aria-label="Confirme seu e-mail"
      className="border-amber-200 border-b bg-amber-50 text-amber-950"
    >
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-x-1 py-0.5 pr-1 pl-4 sm:flex sm:gap-x-4 sm:py-1.5 sm:pr-3 sm:pl-6">
        <p className="flex min-w-0 flex-1 items-start gap-2 text-sm">
          <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
          <span>
            <strong className="font-semibold">Confirme seu e-mail.</strong>
            <span className="max-sm:sr-only">
              {' '}
              Enviamos um link para <span className="break-all">{user.email}</span>. Sem a confirmação, não é
              possível enviar documentos por e-mail.
            </span>
          </span>
        </p>
        <ResendConfirmation variant="ghost" compact />
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dispensar aviso"
          title="Dispensar aviso até a próxima sessão"
          className="inline-flex size-11 shrink-0 max-sm:col-start-3 max-sm:row-start-1 items-center justify-center rounded-lg text-amber-800 hover:bg-amber-100"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}
