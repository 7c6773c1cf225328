import { loginErrorMessage } from '@vetvoz/domain';
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { signInWithEmail } from '../api/sign-in.ts';
import { usePasswordResetRequest } from '../api/use-password-reset-request.ts';
import { FormNotice } from './form-notice.tsx';

export const MISSING_CREDENTIALS_MESSAGE = 'Por favor, preencha e-mail e senha.';
const NO_SESSION_MESSAGE = 'Não foi possível iniciar a sessão. Verifique se o navegador aceita cookies.';

interface LoginFormProps {
  /** Re-reads the session and moves on; resolves false when no user is signed in after all. */
  onSignedIn: () => Promise<boolean>;
  /** The address to start with (the one an invitation was sent to). */
  initialEmail?: string;
}

/**
 * E-mail and password sign-in ("Erro ao fazer login: {message}" on failure) and the forgot-password
 * action, which uses the e-mail typed here.
 */
export function LoginForm({ onSignedIn, initialEmail = '' }: LoginFormProps) {
  const emailRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<{ text: string; missing?: boolean } | null>(null);
  const reset = usePasswordResetRequest();
  const { values, set, submitting, handleSubmit } = useZodForm({
    initialValues: { email: initialEmail, password: '' },
    onSubmit: async ({ email, password }) => {
      await signInWithEmail({ email: email.trim(), password });
      if (!(await onSignedIn())) setError({ text: loginErrorMessage(NO_SESSION_MESSAGE) });
    },
    // The spec shows every refusal in the notice, after "Erro ao fazer login: ".
    serverFieldErrors: false,
    onFailure: (caught) =>
      setError({
        text: loginErrorMessage(caught instanceof ApiError ? caught.message : NETWORK_ERROR_MESSAGE),
      }),
  });
  const { email, password } = values;
  const missing = error?.missing === true;
  const resetWithoutEmail = reset.state.status === 'missing-email';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (submitting) {
      event.preventDefault();
      return;
    }
    reset.clear();
    if (!email.trim() || !password) {
      event.preventDefault();
      setError({ text: MISSING_CREDENTIALS_MESSAGE, missing: true });
      return;
    }
    setError(null);
    void handleSubmit(event);
  }

  async function onForgotPassword() {
    setError(null);
    if (!email.trim()) emailRef.current?.focus();
    await reset.request(email);
  }

  const notice =
    error !== null
      ? ({ kind: 'error', text: error.text } as const)
      : reset.state.status === 'sent'
        ? ({ kind: 'success', text: reset.state.message } as const)
        : reset.state.status === 'missing-email' || reset.state.status === 'failed'
          ? ({ kind: 'error', text: reset.state.message } as const)
          : null;

  return (
    // noValidate: our pt-BR message replaces the browser's own bubbles, which vary by browser.
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-describedby={notice ? 'login-notice' : undefined}
    >
      <TextField
        ref={emailRef}
        label="E-mail"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        aria-invalid={(missing || resetWithoutEmail) && !email.trim() ? true : undefined}
        value={email}
        onChange={(event) => set('email', event.target.value)}
      />
      <div>
        <PasswordField
          label="Senha"
          name="password"
          autoComplete="current-password"
          required
          aria-invalid={missing && !password ? true : undefined}
          value={password}
          onChange={(event) => set('password', event.target.value)}
        />
        <div className="mt-2 flex justify-end">
          <button
            type="button"
            onClick={() => void onForgotPassword()}
            disabled={reset.state.status === 'sending'}
            className="-mx-1 inline-flex items-center gap-1.5 rounded px-1 py-1 font-medium text-brand-800 text-sm underline-offset-2 hover:underline disabled:opacity-60"
          >
            {reset.state.status === 'sending' ? (
              <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
            ) : null}
            Esqueci minha senha
          </button>
        </div>
      </div>
      {notice ? (
        <FormNotice id="login-notice" kind={notice.kind}>
          {notice.text}
        </FormNotice>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={submitting} aria-busy={submitting}>
        {submitting ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
        Entrar
      </Button>
    </form>
  );
}
