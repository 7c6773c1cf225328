import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { LogoMark } from '../../../components/ui/logo.tsx';
import { ResendConfirmation } from '../../../components/ui/resend-confirmation.tsx';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api.ts';
import { ME_QUERY_KEY } from '../../../lib/auth/me-query.ts';
import { rememberedInvitationLink } from '../../../lib/auth/pending-invitation.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { confirmEmail } from '../api/email-verification.ts';
import { FormNotice } from '../components/form-notice.tsx';

export const INVALID_CONFIRMATION_LINK_MESSAGE =
  'O link de confirmação é inválido. Peça um novo e-mail de confirmação.';

type Step = { kind: 'confirming' } | { kind: 'done' } | { kind: 'failed'; message: string };

/** /verificar-email?token=… — where the confirmation e-mail leads. */
export function VerifyEmailPage() {
  useDocumentTitle('Confirmar e-mail');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { user, refresh } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // An invitation opened on this device is where the vet was going: confirming brings them back to it.
  const [invitation] = useState(rememberedInvitationLink);
  const [step, setStep] = useState<Step>(
    token ? { kind: 'confirming' } : { kind: 'failed', message: INVALID_CONFIRMATION_LINK_MESSAGE },
  );

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    confirmEmail(token, controller.signal).then(
      async () => {
        setStep({ kind: 'done' });
        if (invitation && (await refresh())) {
          await navigate(invitation, { replace: true });
          return;
        }
        void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setStep({
          kind: 'failed',
          message: error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE,
        });
      },
    );
    return () => controller.abort();
  }, [token, queryClient, invitation, refresh, navigate]);

  return (
    <Container className="flex justify-center py-8 sm:py-14">
      <div className="w-full max-w-md">
        <div className="text-center">
          <LogoMark className="mx-auto size-12" />
          <h1 className="mt-4 font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
            Confirmar e-mail
          </h1>
        </div>
        <Card className="mt-8 p-5 sm:p-8">
          {step.kind === 'confirming' ? (
            <p role="status" className="flex items-center justify-center gap-2 text-slate-700">
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-700" />
              Confirmando seu e-mail…
            </p>
          ) : step.kind === 'done' ? (
            <div className="text-center">
              <CircleCheck aria-hidden="true" className="mx-auto size-10 text-emerald-600" />
              <p role="status" className="mt-3 font-semibold text-slate-900">
                E-mail confirmado!
              </p>
              <p className="mt-1 text-slate-600 text-sm">
                Obrigado. Agora você já pode enviar documentos aos tutores por e-mail.
              </p>
              {invitation ? (
                <ButtonLink
                  to={user ? invitation : '/login'}
                  state={user ? undefined : { from: invitation }}
                  size="lg"
                  className="mt-6 w-full"
                >
                  {user ? 'Voltar ao convite' : 'Entrar e ver o convite'}
                </ButtonLink>
              ) : (
                <ButtonLink to={user ? '/consultation' : '/login'} size="lg" className="mt-6 w-full">
                  {user ? 'Ir para o VetVoz' : 'Entrar'}
                </ButtonLink>
              )}
            </div>
          ) : (
            <div className="space-y-5">
              <FormNotice kind="error">{step.message}</FormNotice>
              {user && !user.emailVerified ? (
                <ResendConfirmation variant="primary" size="md" />
              ) : (
                <p className="text-slate-600 text-sm">
                  {user
                    ? 'Seu e-mail já está confirmado: nada mais a fazer.'
                    : 'Entre na sua conta para pedir um novo e-mail de confirmação.'}
                </p>
              )}
              {user ? null : (
                <ButtonLink to="/login" variant="secondary" size="lg" className="w-full">
                  Entrar
                </ButtonLink>
              )}
            </div>
          )}
        </Card>
      </div>
    </Container>
  );
}
