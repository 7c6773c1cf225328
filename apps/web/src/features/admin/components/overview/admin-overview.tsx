import { useQuery } from '@tanstack/react-query';
import { type AdminOverview, DOCUMENT_TYPE_LABELS, formatBrl, PLAN_DISPLAY_NAMES } from '@vetvoz/domain';
import { useMemo } from 'react';
import { BarList } from '../../../../components/ui/bar-list.tsx';
import { type ChartSeries, LineChart } from '../../../../components/ui/line-chart.tsx';
import { overviewQuery } from '../../api/admin-queries.ts';
import { formatDateTime, formatDayMonth, formatInteger, formatPercent } from '../../model/format.ts';
import { SectionError, SectionLoading } from '../section-states.tsx';
import { StatCard } from '../stat-card.tsx';

// Teal (the brand) and amber, the second dashed: told apart without colour too.
const CONSULTATIONS_COLOR = '#0f766e';
const DOCUMENTS_COLOR = '#b45309';

/** The Overview section: headline figures, the 30-day activity chart, documents and subscriptions. */
export function AdminOverviewSection() {
  const overview = useQuery(overviewQuery);
  if (overview.isPending) return <SectionLoading label="Carregando a visão geral…" />;
  if (overview.isError)
    return (
      <SectionError
        what="Não foi possível carregar a visão geral."
        error={overview.error}
        onRetry={() => overview.refetch()}
      />
    );
  return <OverviewFigures overview={overview.data} />;
}

function OverviewFigures({ overview }: { overview: AdminOverview }) {
  const { users, daily, documentsByType, activeSubscriptions, trialConversion } = overview;
  const labels = useMemo(() => daily.map((d) => d.day), [daily]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: 'Consultas', values: daily.map((d) => d.consultations), color: CONSULTATIONS_COLOR },
      { label: 'Documentos', values: daily.map((d) => d.documents), color: DOCUMENTS_COLOR, dashed: true },
    ],
    [daily],
  );
  const paid = activeSubscriptions.filter((s) => s.plan !== 'gratis').reduce((sum, s) => sum + s.count, 0);

  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <StatCard
          label="Usuários"
          value={formatInteger(users.total)}
          detail={`${formatInteger(users.newThisWeek)} novos nos últimos 7 dias`}
        />
        <StatCard
          label="Receita recorrente mensal"
          value={formatBrl(overview.monthlyRecurringRevenueCents)}
          detail={`${formatInteger(paid)} ${paid === 1 ? 'assinatura paga ativa' : 'assinaturas pagas ativas'}`}
        />
        <StatCard
          label="Conversão grátis → pago"
          value={formatPercent(trialConversion.rate)}
          detail={`${formatInteger(trialConversion.converted)} de ${formatInteger(trialConversion.trials)} períodos grátis`}
        />
        <StatCard
          label="Consultas em 30 dias"
          value={formatInteger(daily.reduce((sum, d) => sum + d.consultations, 0))}
          detail={`${formatInteger(daily.reduce((sum, d) => sum + d.documents, 0))} documentos`}
        />
      </dl>
      <LineChart
        title="Consultas e documentos por dia (últimos 30 dias)"
        labels={labels}
        series={series}
        formatLabel={formatDayMonth}
        formatValue={formatInteger}
      />
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="mb-3 font-medium text-slate-800 text-sm">Documentos por tipo</h3>
          <BarList
            title="Documentos por tipo"
            items={documentsByType.map((d) => ({ label: DOCUMENT_TYPE_LABELS[d.type], value: d.count }))}
            formatValue={formatInteger}
            emptyText="Nenhum documento ainda."
          />
        </div>
        <div>
          <h3 className="mb-3 font-medium text-slate-800 text-sm">Assinaturas ativas por plano</h3>
          <BarList
            title="Assinaturas ativas por plano"
            items={activeSubscriptions.map((s) => ({ label: PLAN_DISPLAY_NAMES[s.plan], value: s.count }))}
            formatValue={formatInteger}
            emptyText="Nenhuma assinatura ativa."
          />
        </div>
      </div>
      <p className="text-slate-500 text-xs">
        Atualizado em {formatDateTime(overview.generatedAt)}. Dias no fuso de São Paulo.
      </p>
    </div>
  );
}
