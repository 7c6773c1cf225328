import { type AdminUser, adminBanInputSchema, MAX_BAN_REASON_CHARS } from '@vetvoz/domain';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { textareaClasses } from '../../../../components/ui/textarea-classes.ts';
import { toast } from '../../../../components/ui/toast/index.ts';
import { ApiError } from '../../../../lib/api.ts';
import { useZodForm } from '../../../../lib/use-zod-form.ts';
import { useBanUser } from '../../api/admin-queries.ts';

interface BanUserDialogProps {
  /** The user to ban or unban (by their current state); null keeps the dialog closed. */
  user: AdminUser | null;
  onClose: () => void;
}

/** Suspending or reactivating an account, always with a reason: it goes to the audit log. */
export function BanUserDialog({ user, onClose }: BanUserDialogProps) {
  const banning = !user?.banned;
  return (
    <Dialog
      open={user !== null}
      onClose={onClose}
      title={banning ? 'Suspender usuário?' : 'Reativar usuário?'}
      description={
        user ? (
          banning ? (
            <>
              {user.name} ({user.email}) sai de todas as sessões e não consegue entrar até ser reativado.
            </>
          ) : (
            <>
              {user.name} ({user.email}) volta a poder entrar.
              {user.banReason ? <> Motivo da suspensão: “{user.banReason}”.</> : null}
            </>
          )
        ) : null
      }
    >
      {user ? <BanForm user={user} banning={banning} onDone={onClose} /> : null}
    </Dialog>
  );
}

function BanForm({ user, banning, onDone }: { user: AdminUser; banning: boolean; onDone: () => void }) {
  const ban = useBanUser();
  const form = useZodForm({
    initialValues: { reason: '' },
    schema: adminBanInputSchema,
    onSubmit: async ({ reason }) => {
      await ban.mutateAsync({ id: user.id, ban: banning, reason });
      toast.success(banning ? 'Usuário suspenso.' : 'Usuário reativado.', { message: user.email });
      onDone();
    },
    onFailure: (error) =>
      toast.error(
        banning ? 'Não foi possível suspender o usuário.' : 'Não foi possível reativar o usuário.',
        {
          message: error instanceof ApiError ? error.message : undefined,
        },
      ),
  });
  return (
    <form ref={form.formRef} onSubmit={form.handleSubmit} noValidate className="flex flex-col gap-4">
      <FormField label="Motivo" hint="Fica no registro de auditoria." error={form.errors.reason}>
        {(control) => (
          <textarea
            {...control}
            data-autofocus
            value={form.values.reason}
            rows={3}
            maxLength={MAX_BAN_REASON_CHARS}
            onChange={(event) => form.set('reason', event.target.value)}
            className={textareaClasses({ height: 'min-h-24' })}
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={form.submitting}>
          Cancelar
        </Button>
        <Button type="submit" variant={banning ? 'danger' : 'primary'} disabled={form.submitting}>
          {form.submitting ? 'Salvando…' : banning ? 'Suspender usuário' : 'Reativar usuário'}
        </Button>
      </div>
    </form>
  );
}
