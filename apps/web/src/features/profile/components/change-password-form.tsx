import { checkNewPassword, MIN_PASSWORD_LENGTH } from '@vetvoz/domain';
import { LoaderCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { fieldBinder } from '../../../components/ui/field-binding.ts';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { toast } from '../../../components/ui/toast/index.ts';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { changePassword } from '../api/account.ts';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current password, new one twice; other devices signed out by default (a lost phone is the usual reason). */
export function ChangePasswordForm() {
  const {
    formRef,
    values,
    set,
    errors,
    submitting: saving,
    handleSubmit,
    reset,
  } = useZodForm({
    initialValues: { ...EMPTY, revokeOtherSessions: true },
    validate: (current) => ({
      currentPassword: current.currentPassword ? undefined : 'Informe sua senha atual.',
      ...checkNewPassword(current.newPassword, current.confirmPassword),
    }),
    onSubmit: async ({ currentPassword, newPassword, revokeOtherSessions }) => {
      await changePassword({ currentPassword, newPassword, revokeOtherSessions });
      reset({ ...EMPTY, revokeOtherSessions });
      toast.success('Senha alterada.', {
        message: revokeOtherSessions ? 'As sessões em outros dispositivos foram encerradas.' : undefined,
      });
    },
    // A wrong current password comes back with its field and lands under it.
    onFailure: (error) =>
      toast.error('Não foi possível alterar a senha.', {
        message: error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE,
      }),
  });
  const field = fieldBinder({ values, set, errors });

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="space-y-5">
      <PasswordField
        label="Senha atual"
        {...field('currentPassword')}
        autoComplete="current-password"
        className="sm:max-w-[calc(50%-0.5rem)]"
      />
      <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
        <PasswordField
          label="Nova senha"
          {...field('newPassword')}
          autoComplete="new-password"
          hint={`Pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`}
        />
        <PasswordField
          label="Confirmar nova senha"
          {...field('confirmPassword')}
          autoComplete="new-password"
        />
      </div>
      <Checkbox
        {...field.checkbox('revokeOtherSessions')}
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
