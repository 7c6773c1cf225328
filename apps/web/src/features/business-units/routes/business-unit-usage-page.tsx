import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Download } from 'lucide-react';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ApiError } from '../../../lib/api.ts';
import { unitUsageQuery } from '../api/business-units-query.ts';
import { UnitErrorNotice } from '../components/unit-error-notice.tsx';
import { UnitQuotaMeter } from '../components/unit-quota-meter.tsx';
import { MemberUsageTable, PreviousPeriods } from '../components/usage-tables.tsx';
import { periodText, planText } from '../model/format.ts';
import { downloadCsv, usageCsv, usageFileName } from '../model/usage-csv.ts';

const BACK = (
  <ButtonLink to="/business-units" variant="ghost" size="sm">
    <ArrowLeft aria-hidden="true" className="size-4" />
    Unidades
  </ButtonLink>
);

/** /business-units/{id}/usage: this period per member and in total, the pool, earlier periods, CSV. */
export function BusinessUnitUsagePage() {
  const { businessUnitId = '' } = useParams();
  const usage = useQuery(unitUsageQuery(businessUnitId));
  const description =
    'Quantas consultas a unidade já usou no período atual e quanto resta da cota da assinatura.';

  if (usage.isPending)
    return (
      <PageFrame title="Uso da Unidade" description={description} actions={BACK}>
        <LoadingState label="Carregando o uso da unidade…" className="py-12" />
      </PageFrame>
    );
  if (usage.isError) {
    const status = usage.error instanceof ApiError ? usage.error.status : 0;
    return (
      <PageFrame title="Uso da Unidade" description={description} actions={BACK}>
        {status === 403 || status === 404 ? (
          <Card className="p-6 text-slate-700 text-sm">
            {status === 403
              ? 'Só o proprietário e os administradores da unidade veem o uso da equipe.'
              : 'Unidade não encontrada. Confira o endereço ou abra a unidade pela lista de Unidades de Negócio.'}
          </Card>
        ) : (
          <UnitErrorNotice
            error={usage.error}
            prefix="Não foi possível carregar o uso da unidade."
            onRetry={() => void usage.refetch()}
          />
        )}
      </PageFrame>
    );
  }

  const data = usage.data;
  return (
    <PageFrame
      title="Uso da Unidade"
      eyebrow={data.unitName}
      description={`${planText(data.plan)} · período de ${periodText(data.quota.periodStart, data.quota.periodEnd)}.`}
      actions={
        <>
          {BACK}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => downloadCsv(usageCsv(data), usageFileName(data.unitName, new Date()))}
          >
            <Download aria-hidden="true" className="size-4" />
            Exportar CSV
          </Button>
        </>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
        <Card className="p-4 sm:p-6">
          <h2 className="mb-3 font-semibold text-slate-900">Cota do período</h2>
          <UnitQuotaMeter quota={data.quota} />
        </Card>
        <Card className="p-4 sm:p-6">
          <h2 className="mb-3 font-semibold text-slate-900">Consultas por membro</h2>
          {data.members.length === 0 ? (
            <p className="text-slate-600 text-sm">Nenhuma consulta da unidade neste período.</p>
          ) : (
            <MemberUsageTable members={data.members} total={data.total} />
          )}
        </Card>
        <Card className="p-4 sm:p-6 lg:col-span-2">
          <h2 className="mb-1 font-semibold text-slate-900">Períodos anteriores</h2>
          <PreviousPeriods periods={data.previousPeriods} />
        </Card>
      </div>
    </PageFrame>
  );
}
