import { TriangleAlert } from 'lucide-react';
import { useContext } from 'react';
import { ResendConfirmation } from '../../../../components/ui/resend-confirmation.tsx';
import { AuthContext } from '../../../../lib/auth/auth-context.ts';

/** The server refuses document e-mail until the vet's own address is confirmed (decision 014). */
export function EmailConfirmationNotice() {
  const user = useContext(AuthContext)?.user ?? null;
  return (
    <div className="grid gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3">
      <p role="alert" className="flex items-start gap-2 text-amber-900 text-sm">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
        <span>
          Confirme seu e-mail antes de enviar documentos por e-mail. Abra o link que enviamos para{' '}
          <span className="break-all font-semibold">{user?.email}</span> ou peça um novo.
        </span>
      </p>
      <ResendConfirmation />
    </div>
  );
}
