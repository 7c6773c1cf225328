import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { usePasswordResetRequest } from '../api/use-password-reset-request.ts';
import { FormNotice } from './form-notice.tsx';

/** Asks for a fresh reset link right where the old one failed, instead of a trip back to /login. */
export function RequestResetLinkForm() {
  const [email, setEmail] = useState('');
  const { state, request } = usePasswordResetRequest();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.status === 'sending') return;
    await request(email);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label="E-mail da sua conta"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-invalid={state.status === 'missing-email' ? true : undefined}
      />
      {state.status === 'sent' ? <FormNotice kind="success">{state.message}</FormNotice> : null}
      {state.status === 'missing-email' || state.status === 'failed' ? (
        <FormNotice kind="error">{state.message}</FormNotice>
      ) : null}
      <Button type="submit" variant="secondary" className="w-full" disabled={state.status === 'sending'}>
        {state.status === 'sending' ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : null}
        Enviar novo link
      </Button>
    </form>
  );
}
