import { useQuery } from '@tanstack/react-query';
import { Building2, ChartColumn, Users } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { dashboardQuery } from '../api/business-units-query.ts';
import {
  MembersCard,
  PendingInvitationsCard,
  PerDayCard,
  RecentConsultationsCard,
} from '../components/dashboard-sections.tsx';
import { UnitErrorNotice } from '../components/unit-error-notice.tsx';
import { UnitQuotaMeter } from '../components/unit-quota-meter.tsx';
import { planText } from '../model/format.ts';

const TITLE = 'Painel da Unidade';
const DESCRIPTION =
  'Um resumo das unidades que você administra: equipe, consultas realizadas e situação da assinatura.';

/** /business-unit-dashboard: for the owner and active admins (the server refuses anyone else). */
export function BusinessUnitDashboardPage() {
  const [search, setSearch] = useSearchParams();
  const unitId = search.get('unidade') ?? undefined;
  const dashboard = useQuery(dashboardQuery(unitId));
  const switcherId = useId();

  if (dashboard.isPending)
    return (
      <PageFrame title={TITLE} description={DESCRIPTION}>
        <LoadingState label="Carregando o painel…" className="py-12" />
      </PageFrame>
    );
  if (dashboard.isError) {
    const status = dashboard.error instanceof ApiError ? dashboard.error.status : 0;
    return (
      <PageFrame title={TITLE} description={DESCRIPTION}>
        {status === 403 || status === 404 ? (
          <Card className="flex flex-col items-center gap-3 p-8 text-center">
            <Building2 aria-hidden="true" className="size-8 text-slate-400" />
            <p className="max-w-md text-slate-700">
              {unitId
                ? 'Este painel é só para o proprietário e os administradores desta unidade.'
                : 'O painel mostra as unidades que você criou ou administra. Você ainda não administra nenhuma.'}
            </p>
            <ButtonLink to="/business-units" variant="secondary">
              Ver Unidades de Negócio
            </ButtonLink>
          </Card>
        ) : (
          <UnitErrorNotice
            error={dashboard.error}
            prefix="Não foi possível carregar o painel."
            onRetry={() => void dashboard.refetch()}
          />
        )}
      </PageFrame>
    );
  }

  const data = dashboard.data;
  return (
    <PageFrame
      title={TITLE}
      eyebrow={data.unit.name}
      description={`${planText(data.unit.plan)}. Equipe, consultas e cota da unidade.`}
      actions={
        <>
          <ButtonLink to="/business-units" variant="secondary" size="sm">
            <Users aria-hidden="true" className="size-4" />
            Membros
          </ButtonLink>
          <ButtonLink
            to={`/business-units/${encodeURIComponent(data.unit.id)}/usage`}
            variant="secondary"
            size="sm"
          >
            <ChartColumn aria-hidden="true" className="size-4" />
            Uso e CSV
          </ButtonLink>
        </>
      }
    >
      {data.units.length > 1 ? (
        <SelectField
          id={switcherId}
          label="Unidade"
          className="mb-6 max-w-sm"
          value={data.unit.id}
          options={data.units.map((unit) => ({ value: unit.id, label: unit.name }))}
          onChange={(event) => setSearch({ unidade: event.target.value }, { replace: true })}
        />
      ) : null}
      <div className="grid gap-6">
        <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
          <Card className="p-4 sm:p-6">
            <h2 className="mb-3 font-semibold text-slate-900">Cota do período</h2>
            <UnitQuotaMeter quota={data.quota} />
          </Card>
          <PerDayCard perDay={data.perDay} />
        </div>
        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <MembersCard dashboard={data} />
          <div className="grid min-w-0 gap-6">
            <RecentConsultationsCard consultations={data.recentConsultations} />
            <PendingInvitationsCard invitations={data.pendingInvitations} />
          </div>
        </div>
      </div>
    </PageFrame>
  );
}
