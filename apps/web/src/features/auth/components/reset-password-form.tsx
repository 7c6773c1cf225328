import { checkNewPassword, ERROR_MESSAGES, MIN_PASSWORD_LENGTH } from '@vetvoz/domain';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { resetPassword } from '../api/password-reset.ts';
import { FormNotice } from './form-notice.tsx';
import { PasswordStrengthHint } from './password-strength-hint.tsx';

export const INVALID_RESET_LINK_MESSAGE = ERROR_MESSAGES.INVALID_RESET_LINK;

interface ResetPasswordFormProps {
  token: string;
  onDone: () => void;
  /** The token was refused (expired, used, mistyped): the page offers a new link. */
  onInvalidToken: (message: string) => void;
}

/** New password twice, with the same rules and messages as the registration. */
export function ResetPasswordForm({ token, onDone, onInvalidToken }: ResetPasswordFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, values, set, errors, submitting, handleSubmit } = useZodForm({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: ({ newPassword, confirmPassword }) => checkNewPassword(newPassword, confirmPassword),
    onSubmit: async ({ newPassword }) => {
      await resetPassword(token, newPassword);
      onDone();
    },
    onFailure: (error) => {
      if (error instanceof ApiError && error.code === 'INVALID_RESET_LINK') onInvalidToken(error.message);
      else setFailure(error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE);
    },
  });
  const { newPassword, confirmPassword } = values;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        setFailure(null);
        void handleSubmit(event);
      }}
      className="space-y-5"
    >
      <PasswordField
        label="Nova senha"
        name="newPassword"
        autoComplete="new-password"
        value={newPassword}
        onChange={(event) => set('newPassword', event.target.value)}
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
        onChange={(event) => set('confirmPassword', event.target.value)}
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
