import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { unitQuery } from '../api/business-units-query.ts';
import { InviteMemberForm } from './invite-member-form.tsx';
import { MembersTable } from './members-table.tsx';
import { UnitErrorNotice } from './unit-error-notice.tsx';

/** "Gerenciar membros" of one unit: the table, and the invitation form for the owner and active admins. */
export function MembersPanel({ unitId, headingId }: { unitId: string; headingId: string }) {
  const unit = useQuery(unitQuery(unitId));
  if (unit.isPending) return <LoadingState label="Carregando os membros…" className="py-8" />;
  if (unit.isError)
    return (
      <UnitErrorNotice
        error={unit.error}
        prefix="Não foi possível carregar os membros."
        onRetry={() => void unit.refetch()}
      />
    );
  const detail = unit.data;
  return (
    <div className="grid gap-6">
      {detail.canManage ? (
        <section aria-labelledby={`${headingId}-convite`}>
          <h4 id={`${headingId}-convite`} className="mb-2 font-semibold text-slate-900 text-sm">
            Convidar por e-mail
          </h4>
          <InviteMemberForm unitId={detail.id} isOwner={detail.myRole === 'owner'} />
        </section>
      ) : null}
      <section aria-labelledby={`${headingId}-membros`}>
        <h4
          id={`${headingId}-membros`}
          className="mb-1 flex items-center gap-2 font-semibold text-slate-900 text-sm"
        >
          <Users aria-hidden="true" className="size-4 text-slate-500" />
          Membros
        </h4>
        {detail.members.length === 0 && detail.invitations.length === 0 ? (
          <p className="text-slate-600 text-sm">Ninguém na equipe ainda.</p>
        ) : (
          <div className="md:-mx-3">
            <MembersTable unit={detail} />
          </div>
        )}
      </section>
    </div>
  );
}
