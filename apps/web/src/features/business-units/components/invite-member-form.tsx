import {
  INVITABLE_UNIT_ROLES,
  type InvitableUnitRole,
  inviteMemberRequestSchema,
  UNIT_ROLE_LABELS,
} from '@vetvoz/domain';
import { LoaderCircle, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { inviteMember } from '../api/business-units-api.ts';
import { useUnitAction } from '../model/use-action.ts';
import { UnitErrorNotice } from './unit-error-notice.tsx';

const ROLE_OPTIONS = INVITABLE_UNIT_ROLES.map((role) => ({ value: role, label: UNIT_ROLE_LABELS[role] }));

/**
 * Invites a colleague by e-mail; they stay "Convite pendente" until they accept (signing up first if
 * needed). Only the owner invites admins (decision 035): an admin's form offers "Membro" alone.
 */
export function InviteMemberForm({ unitId, isOwner = true }: { unitId: string; isOwner?: boolean }) {
  const invite = useUnitAction((email: string, role: InvitableUnitRole) =>
    inviteMember(unitId, { email, role }),
  );
  const [sent, setSent] = useState<string | null>(null);
  const form = useZodForm({
    initialValues: { email: '', role: 'member' as InvitableUnitRole },
    schema: inviteMemberRequestSchema,
    onSubmit: async (values) => {
      const outcome = await invite.run(values.email.trim(), values.role);
      if (!outcome.ok) return;
      setSent(
        outcome.value.emailSent
          ? `Convite enviado para ${values.email.trim()}.`
          : `Convite registrado para ${values.email.trim()}, mas o e-mail não pôde ser enviado agora. A pessoa pode abrir Unidades de Negócio no VetVoz para aceitar.`,
      );
      form.reset({ email: '', role: values.role });
    },
  });

  return (
    <form
      ref={form.formRef}
      onSubmit={form.handleSubmit}
      noValidate
      aria-label="Convidar para a unidade"
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-start"
    >
      <TextField
        label="E-mail"
        type="email"
        name="email"
        autoComplete="off"
        inputMode="email"
        value={form.values.email}
        error={form.errors.email}
        onChange={(event) => {
          form.set('email', event.target.value);
          setSent(null);
        }}
      />
      <SelectField
        label="Papel"
        name="role"
        value={form.values.role}
        options={isOwner ? ROLE_OPTIONS : ROLE_OPTIONS.filter((option) => option.value === 'member')}
        error={form.errors.role}
        onChange={(event) => form.set('role', event.target.value as InvitableUnitRole)}
      />
      <Button type="submit" disabled={form.submitting} className="sm:mt-7 max-sm:w-full">
        {form.submitting ? (
          <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
        ) : (
          <UserPlus aria-hidden="true" className="size-4" />
        )}
        Convidar
      </Button>
      <div className="sm:col-span-3">
        {invite.error ? <UnitErrorNotice error={invite.error} /> : null}
        <p role="status" className="text-emerald-800 text-sm empty:hidden">
          {sent ?? ''}
        </p>
      </div>
    </form>
  );
}
