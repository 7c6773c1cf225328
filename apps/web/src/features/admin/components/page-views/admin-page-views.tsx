import { useQuery } from '@tanstack/react-query';
import type { AdminPageViews } from '@vetvoz/domain';
import { useId, useMemo, useState } from 'react';
import { type ChartSeries, LineChart } from '../../../../components/ui/line-chart.tsx';
import { cn } from '../../../../lib/cn.ts';
import { pageViewsQuery } from '../../api/admin-queries.ts';
import { formatDayMonth, formatInteger } from '../../model/format.ts';
import { AdminTable, cell, numericCell } from '../admin-table.tsx';
import { SectionEmpty, SectionError, SectionLoading } from '../section-states.tsx';

const PERIODS = [7, 30, 90] as const;
const COLUMNS = [
  { label: 'Rota' },
  { label: 'Visualizações', numeric: true },
  { label: 'Visitantes', numeric: true },
] as const;

/** The Page views section: views per day over a chosen period, and the most viewed routes. */
export function AdminPageViewsSection() {
  const [days, setDays] = useState<number>(30);
  const views = useQuery(pageViewsQuery(days));
  const groupId = useId();

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend id={groupId} className="sr-only">
          Período
        </legend>
        {PERIODS.map((period) => (
          <label
            key={period}
            className={cn(
              'inline-flex min-h-11 cursor-pointer items-center rounded-full border px-4 text-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
              period === days
                ? 'border-brand-700 bg-brand-700 font-semibold text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name={groupId}
              value={period}
              checked={period === days}
              onChange={() => setDays(period)}
              className="sr-only"
            />
            {period} dias
          </label>
        ))}
      </fieldset>
      {views.isPending ? (
        <SectionLoading label="Carregando acessos…" />
      ) : views.isError ? (
        <SectionError
          what="Não foi possível carregar os acessos."
          error={views.error}
          onRetry={() => views.refetch()}
        />
      ) : views.data.total === 0 ? (
        <SectionEmpty title="Nenhuma visualização no período.">
          Só contam as visitas de quem aceitou os cookies.
        </SectionEmpty>
      ) : (
        <PageViewFigures data={views.data} stale={views.isPlaceholderData} />
      )}
    </div>
  );
}

function PageViewFigures({ data, stale }: { data: AdminPageViews; stale: boolean }) {
  const labels = useMemo(() => data.byDay.map((d) => d.day), [data.byDay]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: 'Visualizações', values: data.byDay.map((d) => d.views), color: '#0f766e' },
      { label: 'Visitantes', values: data.byDay.map((d) => d.visitors), color: '#b45309', dashed: true },
    ],
    [data.byDay],
  );
  return (
    <div className={cn('flex flex-col gap-6', stale && 'opacity-60')} aria-busy={stale || undefined}>
      <p className="text-slate-700 text-sm">
        <span className="font-bold text-2xl text-slate-900 tabular-nums">{formatInteger(data.total)}</span>{' '}
        visualizações em {formatInteger(data.days)} dias
      </p>
      <LineChart
        title={`Visualizações e visitantes por dia (últimos ${data.days} dias)`}
        labels={labels}
        series={series}
        formatLabel={formatDayMonth}
        formatValue={formatInteger}
      />
      <div>
        <h3 className="mb-3 font-medium text-slate-800 text-sm">Por rota</h3>
        <AdminTable caption="Visualizações por rota" columns={COLUMNS}>
          {data.byRoute.map((route) => (
            <tr key={route.path}>
              <th scope="row" className={cn(cell, 'font-mono font-normal text-xs')}>
                {route.path}
              </th>
              <td className={numericCell}>{formatInteger(route.views)}</td>
              <td className={numericCell}>{formatInteger(route.visitors)}</td>
            </tr>
          ))}
        </AdminTable>
      </div>
    </div>
  );
}
