import { useQuery } from '@tanstack/react-query';
import type { MyUnitInvitation, UnitSummary } from '@vetvoz/domain';
import { MailWarning } from 'lucide-react';
import { ResendConfirmation } from '../../../components/ui/resend-confirmation.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { myInvitationsQuery } from '../api/business-units-query.ts';
import { InvitationCard } from './invitation-card.tsx';
import { UnitErrorNotice } from './unit-error-notice.tsx';

/**
 * Invitations waiting for me, the one the e-mail's link named first and highlighted. Pending member records
 * in my unit list count too (the same invitation, seen from the unit's side). The server shows them only
 * to a confirmed holder of the address (decision 035): until then the page asks for the confirmation.
 */
export function InvitationsSection({
  convite,
  units,
  onAccepted,
}: {
  convite: string | null;
  units: readonly UnitSummary[];
  onAccepted: (unitName: string) => void;
}) {
  const { user } = useAuth();
  const invitations = useQuery(myInvitationsQuery);
  if (invitations.isPending) return null;
  if (invitations.isError)
    return (
      <UnitErrorNotice
        error={invitations.error}
        prefix="Não foi possível carregar seus convites."
        onRetry={() => void invitations.refetch()}
      />
    );

  const list: MyUnitInvitation[] = [...invitations.data.invitations];
  for (const unit of units) {
    if (unit.myStatus === 'pending' && !list.some((item) => item.unitId === unit.id))
      list.push({
        unitId: unit.id,
        unitName: unit.name,
        role: unit.myRole === 'admin' ? 'admin' : 'member',
        invitedAt: unit.createdAt,
        ownerName: unit.ownerName,
      });
  }
  list.sort((a, b) => Number(b.unitId === convite) - Number(a.unitId === convite));
  const alreadyIn = convite
    ? units.find((unit) => unit.id === convite && unit.myStatus === 'active')
    : undefined;
  const unverified = !invitations.data.emailVerified;
  const missing =
    convite !== null && !unverified && !alreadyIn && !list.some((item) => item.unitId === convite);
  if (list.length === 0 && !convite) return null;

  return (
    <section aria-labelledby="convites-titulo" className="grid gap-3">
      <h2 id="convites-titulo" className="font-semibold text-lg text-slate-900">
        Convites
      </h2>
      {alreadyIn ? (
        <p
          role="status"
          className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900 text-sm"
        >
          Você já faz parte de {alreadyIn.name}.
        </p>
      ) : null}
      {missing ? (
        <p
          role="status"
          className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900 text-sm"
        >
          Não encontramos um convite pendente para {user?.email ?? 'o seu e-mail'} nesta unidade. Ele pode ter
          sido cancelado ou enviado para outro e-mail: peça um novo a quem convidou você.
        </p>
      ) : null}
      {unverified && !alreadyIn ? (
        <div
          data-testid="convite-confirmar"
          className="flex flex-col items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900 text-sm"
        >
          <p className="flex items-start gap-2">
            <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Para ver e aceitar convites, confirme seu e-mail pelo link que enviamos para {user?.email}.
          </p>
          <ResendConfirmation />
        </div>
      ) : null}
      {list.map((invitation) => (
        <InvitationCard
          key={invitation.unitId}
          invitation={invitation}
          highlighted={invitation.unitId === convite}
          canAccept={invitations.data.emailVerified}
          onAccepted={onAccepted}
        />
      ))}
    </section>
  );
}
