import { INVITABLE_UNIT_ROLES, type InvitableUnitRole, type Member, UNIT_ROLE_LABELS } from '@vetvoz/domain';
import { ChevronDown, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { removeMember, updateMemberRole } from '../api/business-units-api.ts';
import { personName } from '../model/format.ts';
import { useUnitAction } from '../model/use-action.ts';
import { UnitErrorNotice } from './unit-error-notice.tsx';

/** A member's role, changed in place (no owner: there is one, the creator). */
export function RoleSelect({ unitId, member }: { unitId: string; member: Member }) {
  const id = useId();
  const update = useUnitAction((role: InvitableUnitRole) =>
    updateMemberRole(unitId, member.userID, { role }),
  );
  const name = personName(member);
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        Papel de {name}
      </label>
      <div className="relative w-fit">
        <select
          id={id}
          value={member.role}
          disabled={update.busy}
          onChange={(event) => void update.run(event.target.value as InvitableUnitRole)}
          className="block h-11 w-full min-w-40 appearance-none rounded-xl border border-slate-300 bg-white pr-9 pl-3 text-slate-900 text-sm shadow-sm focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-600/20 disabled:bg-slate-50"
        >
          {INVITABLE_UNIT_ROLES.map((role) => (
            <option key={role} value={role}>
              {UNIT_ROLE_LABELS[role]}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
        />
      </div>
      {update.error ? <UnitErrorNotice error={update.error} className="mt-2" /> : null}
    </div>
  );
}

/** "Remover", confirmed first: the person loses the unit's pool; their consultations stay theirs. */
export function RemoveMemberButton({ unitId, member }: { unitId: string; member: Member }) {
  const [open, setOpen] = useState(false);
  const remove = useUnitAction(() => removeMember(unitId, member.userID));
  const name = personName(member);
  return (
    <>
      <Button variant="danger" size="sm" onClick={() => setOpen(true)} aria-label={`Remover ${name}`}>
        <Trash2 aria-hidden="true" className="size-4" />
        Remover
      </Button>
      <ConfirmDialog
        open={open}
        title={`Remover ${name} da unidade?`}
        description={
          member.status === 'pending'
            ? 'O convite deixa de valer.'
            : 'A pessoa deixa de usar a cota da unidade. As consultas que ela já fez continuam com ela.'
        }
        confirmLabel="Remover"
        busy={remove.busy}
        error={remove.error ? <UnitErrorNotice error={remove.error} /> : null}
        onCancel={() => {
          setOpen(false);
          remove.reset();
        }}
        onConfirm={async () => {
          if ((await remove.run()).ok) setOpen(false);
        }}
      />
    </>
  );
}
