import { CircleCheck, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { LogoMark } from '../../../components/ui/logo.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { FormNotice } from '../components/form-notice.tsx';
import { RequestResetLinkForm } from '../components/request-reset-link-form.tsx';
import { INVALID_RESET_LINK_MESSAGE, ResetPasswordForm } from '../components/reset-password-form.tsx';

type Step = { kind: 'form' } | { kind: 'done' } | { kind: 'invalid'; message: string };

/** /reset-password?token=… — where the recovery e-mail leads. */
export function ResetPasswordPage() {
  useDocumentTitle('Redefinir senha');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [step, setStep] = useState<Step>(
    token ? { kind: 'form' } : { kind: 'invalid', message: INVALID_RESET_LINK_MESSAGE },
  );

  return (
    <Container className="flex justify-center py-8 sm:py-14">
      <div className="w-full max-w-md">
        <div className="text-center">
          <LogoMark className="mx-auto size-12" />
          <h1 className="mt-4 font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
            Redefinir senha
          </h1>
          <p className="mt-2 text-slate-600">
            {step.kind === 'form'
              ? 'Escolha uma nova senha para entrar no VetVoz.'
              : step.kind === 'done'
                ? 'Tudo certo com o seu acesso.'
                : 'Este link não pode mais ser usado.'}
          </p>
        </div>
        <Card className="mt-8 p-5 sm:p-8">
          {step.kind === 'form' ? (
            <ResetPasswordForm
              token={token}
              onDone={() => setStep({ kind: 'done' })}
              onInvalidToken={(message) => setStep({ kind: 'invalid', message })}
            />
          ) : step.kind === 'done' ? (
            <div className="text-center">
              <CircleCheck aria-hidden="true" className="mx-auto size-10 text-emerald-600" />
              <p role="status" className="mt-3 font-semibold text-slate-900">
                Senha redefinida!
              </p>
              <p className="mt-1 text-slate-600 text-sm">
                Por segurança, encerramos as sessões abertas. Entre com a nova senha.
              </p>
              <ButtonLink to="/login" size="lg" className="mt-6 w-full">
                Entrar
              </ButtonLink>
            </div>
          ) : (
            <div className="space-y-6">
              <FormNotice kind="error">{step.message}</FormNotice>
              <div>
                <h2 className="flex items-center gap-2 font-semibold text-slate-900">
                  <LinkIcon aria-hidden="true" className="size-4 text-brand-700" />
                  Solicitar um novo link
                </h2>
                <p className="mt-1 mb-4 text-slate-600 text-sm">
                  Enviaremos um novo link para o seu e-mail. Ele vale por 1 hora.
                </p>
                <RequestResetLinkForm />
              </div>
            </div>
          )}
        </Card>
      </div>
    </Container>
  );
}
