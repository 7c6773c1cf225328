import { MailWarning } from 'lucide-react';
import { ResendConfirmation } from '../../../components/ui/resend-confirmation.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';

/** A discreet bar under the header while the signed-in user's address is not confirmed. */
export function ConfirmEmailBanner() {
  const { user } = useAuth();
  if (!user || user.emailVerified) return null;
  return (
    <section
      aria-label="Confirme seu e-mail"
      className="border-amber-200 border-b bg-amber-50 text-amber-950"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 sm:px-6">
        <p className="flex min-w-0 flex-1 items-start gap-2 text-sm">
          <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
          <span>
            <strong className="font-semibold">Confirme seu e-mail.</strong> Enviamos um link para{' '}
            <span className="break-all">{user.email}</span>. Sem a confirmação, não é possível enviar
            documentos por e-mail.
          </span>
        </p>
        <ResendConfirmation variant="ghost" />
      </div>
    </section>
  );
}
