import { BarList } from '../../../components/ui/bar-list.tsx';
import { type ChartSeries, LineChart } from '../../../components/ui/line-chart.tsx';

const DAYS = Array.from({ length: 14 }, (_, i) => `2026-11-${String(i + 11).padStart(2, '0')}`);
const SERIES: ChartSeries[] = [
  { label: 'Consultas', values: [3, 5, 4, 6, 8, 2, 1, 7, 9, 6, 5, 8, 3, 2], color: '#0f766e' },
  {
    label: 'Documentos',
    values: [9, 14, 12, 17, 22, 6, 3, 20, 26, 18, 15, 23, 9, 6],
    color: '#b45309',
    dashed: true,
  },
];
const formatDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
const formatNumber = (value: number) => new Intl.NumberFormat('pt-BR').format(value);

/** The charts of the admin area and the unit dashboard: a line chart (uPlot, lazy) and HTML bars. */
export function ChartDemos() {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <LineChart
        title="Consultas e documentos por dia (exemplo)"
        labels={DAYS}
        series={SERIES}
        formatLabel={formatDay}
        formatValue={formatNumber}
      />
      <BarList
        title="Documentos por tipo (exemplo)"
        items={[
          { label: 'Anamnese', value: 120 },
          { label: 'Receita', value: 86 },
          { label: 'Orientações ao tutor', value: 40 },
          { label: 'Atestado de saúde', value: 12 },
        ]}
        formatValue={formatNumber}
        emptyText="Nenhum documento."
      />
    </div>
  );
}
