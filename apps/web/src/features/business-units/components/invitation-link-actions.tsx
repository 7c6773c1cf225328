import type { CurrentUser } from '@vetvoz/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { ResendConfirmation } from '../../../components/ui/resend-confirmation.tsx';
import { toast } from '../../../components/ui/toast/index.ts';
import { forgetInvitationLink } from '../../../lib/auth/pending-invitation.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { acceptInvitationLink } from '../api/business-units-api.ts';
import { useUnitAction } from '../model/use-action.ts';
import { UnitErrorNotice } from './unit-error-notice.tsx';

const notice = 'rounded-xl border border-amber-200 bg-amber-50 px-3.5 py-3 text-amber-950 text-sm';

/**
 * The one step the invitation page offers, by who is looking: signed out → create the account with the
 * invited address (or sign in), both coming back here; another account → sign in with the invited one;
 * unconfirmed → confirm (the page follows by itself once it is); confirmed → accept.
 */
export function InvitationLinkActions({
  token,
  invitedEmail,
  path,
  user,
}: {
  token: string;
  /** From the link; empty when the link lost it (the server still decides). */
  invitedEmail: string;
  path: string;
  user: CurrentUser | null;
}) {
  const navigate = useNavigate();
  const { refresh, signOut } = useAuth();
  const accept = useUnitAction(() => acceptInvitationLink(token));
  const [leaving, setLeaving] = useState(false);
  const unconfirmed = user !== null && !user.emailVerified;

  // Confirming happens in another tab or device: look again whenever the vet comes back to this one.
  useEffect(() => {
    if (!unconfirmed) return;
    const again = () => void refresh();
    window.addEventListener('focus', again);
    const timer = window.setInterval(again, 15_000);
    return () => {
      window.removeEventListener('focus', again);
      window.clearInterval(timer);
    };
  }, [unconfirmed, refresh]);

  const forAddress = invitedEmail ? (
    <p className="text-slate-700 text-sm">
      Convite para <strong className="break-all">{invitedEmail}</strong>.
    </p>
  ) : null;
  const loginState = { from: path, email: invitedEmail || undefined };

  if (!user) {
    return (
      <div className="space-y-3">
        {forAddress}
        <ButtonLink to="/login" state={{ ...loginState, registering: true }} size="lg" className="w-full">
          Criar conta e aceitar
        </ButtonLink>
        <ButtonLink to="/login" state={loginState} variant="secondary" size="lg" className="w-full">
          Já tenho conta: entrar
        </ButtonLink>
        <p className="text-slate-600 text-sm">Use este mesmo e-mail: o convite vale só para ele.</p>
      </div>
    );
  }

  if (invitedEmail && user.email.trim().toLowerCase() !== invitedEmail) {
    return (
      <div className="space-y-3">
        <p className={notice}>
          Você entrou como <strong className="break-all">{user.email}</strong>, mas o convite é para{' '}
          <strong className="break-all">{invitedEmail}</strong>. Entre com esse e-mail para aceitar.
        </p>
        <Button
          size="lg"
          className="w-full"
          disabled={leaving}
          onClick={async () => {
            setLeaving(true);
            await signOut();
            await navigate('/login', { state: loginState });
          }}
        >
          Sair e entrar com o e-mail do convite
        </Button>
      </div>
    );
  }

  if (unconfirmed) {
    return (
      <div className="space-y-3">
        {forAddress}
        <p className={notice}>
          Confirme seu e-mail para aceitar: enviamos um link para{' '}
          <strong className="break-all">{user.email}</strong>. Ao confirmar, você volta para este convite.
        </p>
        <ResendConfirmation variant="primary" size="md" />
      </div>
    );
  }

  return (
    <div className="space-y-3">
      {forAddress}
      {accept.error ? (
        <UnitErrorNotice error={accept.error} prefix="Não foi possível aceitar o convite." />
      ) : null}
      <Button
        size="lg"
        className="w-full"
        disabled={accept.busy}
        onClick={async () => {
          const result = await accept.run();
          if (!result.ok) return;
          forgetInvitationLink();
          toast.success(`Convite aceito: você agora faz parte de ${result.value.name}.`);
          await navigate('/business-units', { replace: true });
        }}
      >
        Aceitar convite
      </Button>
      <ButtonLink to="/business-units" variant="ghost" size="lg" className="w-full">
        Ver meus convites
      </ButtonLink>
    </div>
  );
}
