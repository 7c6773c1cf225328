import { checkNewPassword, MIN_PASSWORD_LENGTH, type NewPasswordErrors } from '@vetvoz/domain';
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api.ts';
import { resetPassword } from '../api/password-reset.ts';
import { FormNotice } from './form-notice.tsx';
import { PasswordStrengthHint } from './password-strength-hint.tsx';

export const INVALID_RESET_LINK_MESSAGE = 'O link expirou ou é inválido. Solicite um novo.';

interface ResetPasswordFormProps {
  token: string;
  onDone: () => void;
  /** The token was refused (expired, used, mistyped): the page offers a new link. */
  onInvalidToken: (message: string) => void;
}

/** New password twice, with the same rules and messages as the registration. */
export function ResetPasswordForm({ token, onDone, onInvalidToken }: ResetPasswordFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    const found = checkNewPassword(newPassword, confirmPassword);
    if (found.newPassword || found.confirmPassword) {
      flushSync(() => setErrors(found));
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await resetPassword(token, newPassword);
      onDone();
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError && error.status === 400 && error.message === INVALID_RESET_LINK_MESSAGE) {
        onInvalidToken(error.message);
        return;
      }
      setFailure(error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
      <PasswordField
        label="Nova senha"
        name="newPassword"
        autoComplete="new-password"
        value={newPassword}
        onChange={(event) => {
          setNewPassword(event.target.value);
          setErrors((current) => ({ ...current, newPassword: undefined }));
        }}
        error={errors.newPassword}
        hint={
          <PasswordStrengthHint
            password={newPassword}
            fallback={`Pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`}
          />
        }
      />
      <PasswordField
        label="Confirmar nova senha"
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(event) => {
          setConfirmPassword(event.target.value);
          setErrors((current) => ({ ...current, confirmPassword: undefined }));
        }}
        error={errors.confirmPassword}
      />
      {failure ? <FormNotice kind="error">{failure}</FormNotice> : null}
      <Button type="submit" size="lg" className="w-full" disabled={submitting} aria-busy={submitting}>
        {submitting ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
        {submitting ? 'Salvando...' : 'Salvar nova senha'}
      </Button>
    </form>
  );
}
