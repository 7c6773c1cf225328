import { CircleAlert, LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api.ts';
import { signInWithEmail } from '../api/sign-in.ts';
import { TextField } from './text-field.tsx';

export const MISSING_CREDENTIALS_MESSAGE = 'Por favor, preencha e-mail e senha.';
const NO_SESSION_MESSAGE = 'Não foi possível iniciar a sessão. Verifique se o navegador aceita cookies.';

interface LoginFormProps {
  /** Re-reads the session; resolves true when a user is now signed in. */
  onSignedIn: () => Promise<boolean>;
}

/** E-mail and password sign-in. The spec's message on failure: "Erro ao fazer login: {message}". */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const missing = error === MISSING_CREDENTIALS_MESSAGE;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (!email.trim() || !password) {
      setError(MISSING_CREDENTIALS_MESSAGE);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await signInWithEmail({ email: email.trim(), password });
      if (!(await onSignedIn())) setError(`Erro ao fazer login: ${NO_SESSION_MESSAGE}`);
    } catch (caught) {
      const message = caught instanceof ApiError ? caught.message : NETWORK_ERROR_MESSAGE;
      setError(`Erro ao fazer login: ${message}`);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    // noValidate: our pt-BR message replaces the browser's own bubbles, which vary by browser.
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-describedby={error ? 'login-error' : undefined}
    >
      <TextField
        label="E-mail"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        aria-invalid={missing && !email.trim() ? true : undefined}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label="Senha"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        aria-invalid={missing && !password ? true : undefined}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {error ? (
        <p
          id="login-error"
          role="alert"
          className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-3.5 py-3 text-red-800 text-sm"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={submitting} aria-busy={submitting}>
        {submitting ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
        Entrar
      </Button>
    </form>
  );
}
