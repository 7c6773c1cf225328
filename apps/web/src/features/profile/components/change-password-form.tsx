import { checkNewPassword, MIN_PASSWORD_LENGTH } from '@vetvoz/domain';
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { toast } from '../../../components/ui/toast/index.ts';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api.ts';
import { changePassword, WRONG_PASSWORD_MESSAGE } from '../api/account.ts';

interface Errors {
  currentPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
}

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current password, new one twice; other devices signed out by default (a lost phone is the usual reason). */
export function ChangePasswordForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [revokeOtherSessions, setRevokeOtherSessions] = useState(true);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  function set(field: keyof typeof EMPTY, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  function showErrors(found: Errors) {
    flushSync(() => setErrors(found));
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const found: Errors = {
      currentPassword: values.currentPassword ? undefined : 'Informe sua senha atual.',
      ...checkNewPassword(values.newPassword, values.confirmPassword),
    };
    if (found.currentPassword || found.newPassword || found.confirmPassword) {
      showErrors(found);
      return;
    }
    setSaving(true);
    try {
      await changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
        revokeOtherSessions,
      });
      setValues(EMPTY);
      setErrors({});
      toast.success('Senha alterada.', {
        message: revokeOtherSessions ? 'As sessões em outros dispositivos foram encerradas.' : undefined,
      });
    } catch (error) {
      const message = error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE;
      if (message === WRONG_PASSWORD_MESSAGE) showErrors({ currentPassword: message });
      else toast.error('Não foi possível alterar a senha.', { message });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
      <PasswordField
        label="Senha atual"
        name="currentPassword"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={(event) => set('currentPassword', event.target.value)}
        error={errors.currentPassword}
        className="sm:max-w-[calc(50%-0.5rem)]"
      />
      <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
        <PasswordField
          label="Nova senha"
          name="newPassword"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={(event) => set('newPassword', event.target.value)}
          error={errors.newPassword}
          hint={`Pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`}
        />
        <PasswordField
          label="Confirmar nova senha"
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(event) => set('confirmPassword', event.target.value)}
          error={errors.confirmPassword}
        />
      </div>
      <Checkbox
        name="revokeOtherSessions"
        checked={revokeOtherSessions}
        onChange={(event) => setRevokeOtherSessions(event.target.checked)}
        label="Encerrar a sessão nos outros dispositivos"
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={saving} aria-busy={saving} className="w-full sm:w-auto">
          {saving ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          {saving ? 'Alterando...' : 'Alterar senha'}
        </Button>
      </div>
    </form>
  );
}
