import {
  canManageUnitRole,
  MEMBER_STATUS_LABELS,
  type Member,
  UNIT_ROLE_LABELS,
  type UnitDetail,
} from '@vetvoz/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { cn } from '../../../lib/cn.ts';
import { cancelInvitation } from '../api/business-units-api.ts';
import { formatUnitDate, personName } from '../model/format.ts';
import { useUnitAction } from '../model/use-action.ts';
import { RemoveMemberButton, RoleSelect } from './member-actions.tsx';
import { UnitErrorNotice } from './unit-error-notice.tsx';

// On a phone each row becomes a small card: the header row hides and each cell names its column.
const table = 'w-full text-left text-sm max-md:block';
const row = 'border-slate-100 border-b align-middle max-md:block max-md:py-3';
const cell = 'px-3 py-3 max-md:flex max-md:items-center max-md:gap-3 max-md:px-0 max-md:py-1';
const cellLabel = 'font-medium text-slate-500 text-xs md:hidden min-w-20';

function StatusBadge({ status }: { status: Member['status'] }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1',
        status === 'active'
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
          : 'bg-amber-50 text-amber-900 ring-amber-200',
      )}
    >
      {MEMBER_STATUS_LABELS[status]}
    </span>
  );
}

/** The unit's people: role and status, and for the owner and active admins the ways to change them. */
export function MembersTable({ unit }: { unit: UnitDetail }) {
  const { user } = useAuth();
  return (
    <table className={table}>
      <caption className="sr-only">Membros de {unit.name}</caption>
      <thead className="max-md:sr-only">
        <tr className="border-slate-200 border-b text-slate-600">
          <th scope="col" className="px-3 py-2 font-medium">
            Pessoa
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            Papel
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            Situação
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            Desde
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            <span className="sr-only">Ações</span>
          </th>
        </tr>
      </thead>
      <tbody className="max-md:block">
        {unit.members.map((member) => {
          // Nobody changes or removes the owner here; one's own place is left with "Sair da unidade".
          // Roles are the owner's to change; an admin removes members, never admins (decision 035).
          const other = member.role !== 'owner' && member.userID !== user?.id;
          const roleEditable = other && unit.myRole === 'owner';
          const editable = other && canManageUnitRole(managerOf(unit), member.role);
          return (
            <tr key={member.userID} className={row}>
              <th scope="row" className={cn(cell, 'font-normal')}>
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">{personName(member)}</span>
                  {member.name.trim() ? (
                    <span className="block break-all text-slate-500 text-xs">{member.email}</span>
                  ) : null}
                </span>
              </th>
              <td className={cell}>
                <span className={cellLabel}>Papel</span>
                {roleEditable ? (
                  <RoleSelect unitId={unit.id} member={member} />
                ) : (
                  UNIT_ROLE_LABELS[member.role]
                )}
              </td>
              <td className={cell}>
                <span className={cellLabel}>Situação</span>
                <StatusBadge status={member.status} />
              </td>
              <td className={cn(cell, 'whitespace-nowrap text-slate-600')}>
                <span className={cellLabel}>Desde</span>
                {formatUnitDate(member.joinedAt)}
              </td>
              <td className={cn(cell, 'md:text-right')}>
                {editable ? <RemoveMemberButton unitId={unit.id} member={member} /> : null}
              </td>
            </tr>
          );
        })}
        {unit.invitations.map((invitation) => (
          <InvitationRow
            key={invitation.id}
            unitId={unit.id}
            invitation={invitation}
            canManage={canManageUnitRole(managerOf(unit), invitation.role)}
          />
        ))}
      </tbody>
    </table>
  );
}

function managerOf(unit: UnitDetail) {
  return { isOwner: unit.myRole === 'owner', canManage: unit.canManage };
}

/** An invited address: pending until its holder (signing up first if needed) confirms it and accepts. */
function InvitationRow({
  unitId,
  invitation,
  canManage,
}: {
  unitId: string;
  invitation: UnitDetail['invitations'][number];
  canManage: boolean;
}) {
  const cancel = useUnitAction(() => cancelInvitation(unitId, invitation.id));
  const [asked, setAsked] = useState(false);
  return (
    <tr className={row}>
      <th scope="row" className={cn(cell, 'font-normal')}>
        <span className="min-w-0">
          <span className="block break-all font-medium text-slate-900">{invitation.email}</span>
          <span className="block text-slate-500 text-xs">Aguardando o aceite</span>
        </span>
      </th>
      <td className={cell}>
        <span className={cellLabel}>Papel</span>
        {UNIT_ROLE_LABELS[invitation.role]}
      </td>
      <td className={cell}>
        <span className={cellLabel}>Situação</span>
        <StatusBadge status="pending" />
      </td>
      <td className={cn(cell, 'whitespace-nowrap text-slate-600')}>
        <span className={cellLabel}>Convidado</span>
        {formatUnitDate(invitation.invitedAt)}
      </td>
      <td className={cn(cell, 'md:text-right')}>
        {canManage ? (
          asked ? (
            <span className="flex flex-wrap gap-2 md:justify-end">
              <Button variant="ghost" size="sm" onClick={() => setAsked(false)} disabled={cancel.busy}>
                Manter
              </Button>
              <Button variant="danger" size="sm" onClick={() => void cancel.run()} disabled={cancel.busy}>
                Confirmar cancelamento
              </Button>
            </span>
          ) : (
            <Button variant="ghost" size="sm" onClick={() => setAsked(true)}>
              Cancelar convite
            </Button>
          )
        ) : null}
        {cancel.error ? <UnitErrorNotice error={cancel.error} className="mt-2" /> : null}
      </td>
    </tr>
  );
}
