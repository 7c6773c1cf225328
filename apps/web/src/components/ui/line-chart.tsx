import { lazy, Suspense, useId, useState } from 'react';
import { cn } from '../../lib/cn.ts';

export interface ChartSeries {
  label: string;
  /** One value per label, in the labels' order. */
  values: readonly number[];
  /** A canvas colour (hex); the second series is also dashed, so colour is never the only cue. */
  color: string;
  dashed?: boolean;
}

interface LineChartProps {
  /** The figure's caption and accessible name. */
  title: string;
  /** The x values (e.g. days "2026-11-24"), oldest first. */
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** Keep these two stable (module-level functions): a new function redraws the chart. */
  formatLabel: (label: string) => string;
  formatValue: (value: number) => string;
  height?: number;
  className?: string;
}

// uPlot lands in its own chunk, fetched when the first chart renders (admin, dashboard).
const LineChartCanvas = lazy(() => import('./line-chart-canvas.tsx'));

/**
 * A line chart that every reader can use: the drawing for the eyes, a one-line summary per series (total
 * and peak) read by screen readers, the hovered point's values in text, and the full data in a table
 * behind "Ver dados em tabela". Without ResizeObserver (jsdom, very old browsers) the table is the chart.
 */
export function LineChart({
  title,
  labels,
  series,
  formatLabel,
  formatValue,
  height = 220,
  className,
}: LineChartProps) {
  const titleId = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const canDraw = typeof ResizeObserver !== 'undefined';
  const hoveredLabel = hovered === null ? undefined : labels[hovered];

  return (
    <figure aria-labelledby={titleId} className={cn('min-w-0', className)}>
      <figcaption id={titleId} className="font-medium text-slate-800 text-sm">
        {title}
      </figcaption>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-slate-700 text-xs">
        {series.map((s) => (
          <li key={s.label} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="inline-block h-0 w-5 border-t-2"
              style={{ borderColor: s.color, borderStyle: s.dashed ? 'dashed' : 'solid' }}
            />
            {summaryOf(s, labels, formatLabel, formatValue)}
          </li>
        ))}
      </ul>
      {canDraw ? (
        <>
          <p aria-hidden="true" className="mt-1 h-4 text-slate-600 text-xs tabular-nums">
            {hoveredLabel === undefined || hovered === null
              ? null
              : `${formatLabel(hoveredLabel)}: ${series
                  .map((s) => `${s.label} ${formatValue(s.values[hovered] ?? 0)}`)
                  .join(' · ')}`}
          </p>
          <div className="mt-1" style={{ minHeight: height }}>
            <Suspense fallback={null}>
              <LineChartCanvas
                labels={labels}
                series={series}
                formatLabel={formatLabel}
                formatValue={formatValue}
                height={height}
                onHover={setHovered}
              />
            </Suspense>
          </div>
        </>
      ) : null}
      <details className="mt-2 text-sm" open={!canDraw}>
        <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-lg font-medium text-brand-800 hover:underline">
          Ver dados em tabela
        </summary>
        <div className="max-h-72 overflow-auto rounded-lg border border-slate-200">
          <table className="w-full text-left text-sm tabular-nums">
            <caption className="sr-only">{title}</caption>
            <thead className="sticky top-0 bg-slate-50 text-slate-600 text-xs">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Dia
                </th>
                {series.map((s) => (
                  <th key={s.label} scope="col" className="px-3 py-2 text-right font-medium">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {labels.map((label, i) => (
                <tr key={label}>
                  <th scope="row" className="px-3 py-1.5 font-normal text-slate-700">
                    {formatLabel(label)}
                  </th>
                  {series.map((s) => (
                    <td key={s.label} className="px-3 py-1.5 text-right text-slate-900">
                      {formatValue(s.values[i] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

/** "Consultas: 120 no período, pico de 9 em 21/11" — the gist of a series in words ("0" fits every gender). */
function summaryOf(
  series: ChartSeries,
  labels: readonly string[],
  formatLabel: (label: string) => string,
  formatValue: (value: number) => string,
): string {
  const total = series.values.reduce((sum, value) => sum + value, 0);
  if (total === 0) return `${series.label}: 0 no período`;
  let peak = 0;
  series.values.forEach((value, i) => {
    if (value > (series.values[peak] ?? 0)) peak = i;
  });
  const peakLabel = labels[peak];
  return `${series.label}: ${formatValue(total)} no período, pico de ${formatValue(series.values[peak] ?? 0)}${
    peakLabel === undefined ? '' : ` em ${formatLabel(peakLabel)}`
  }`;
}
