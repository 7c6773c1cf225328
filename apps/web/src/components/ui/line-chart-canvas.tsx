import { useCallback, useRef } from 'react';
import type uPlot from 'uplot';
import type { ChartSeries } from './line-chart.tsx';
import { type UplotBuild, useUplot } from './use-uplot.ts';

interface LineChartCanvasProps {
  labels: readonly string[];
  series: readonly ChartSeries[];
  formatLabel: (label: string) => string;
  formatValue: (value: number) => string;
  height: number;
  /** The hovered point's index, or null when the pointer leaves: the parent shows the values in text. */
  onHover: (index: number | null) => void;
}

const COUNT_STEPS = [
  1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000,
  1_000_000,
];

const AXIS = { stroke: '#475569', grid: { stroke: '#e2e8f0', width: 1 }, ticks: { show: false } };

/**
 * The uPlot drawing of a LineChart (loaded by `useUplot` with the first chart).
 * X is the label's index: days are calendar days of the server, and a time axis would shift them into
 * the browser's time zone.
 */
export default function LineChartCanvas({
  labels,
  series,
  formatLabel,
  formatValue,
  height,
  onHover,
}: LineChartCanvasProps) {
  const hover = useRef(onHover);
  hover.current = onHover;
  const build = useCallback<UplotBuild>(
    (_UPlot, width) => ({
      options: {
        width,
        height,
        legend: { show: false },
        cursor: { drag: { x: false, y: false }, points: { size: 8 } },
        scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] } },
        axes: [
          {
            ...AXIS,
            incrs: [1, 2, 5, 7, 10, 14, 15, 30, 60, 90],
            space: 48,
            values: (_u, splits) =>
              splits.map((i) => (labels[i] === undefined ? '' : formatLabel(labels[i]))),
          },
          // Whole steps only: the charts count things (consultations, views), never 0,2 of one.
          {
            ...AXIS,
            size: 48,
            incrs: COUNT_STEPS,
            values: (_u, splits) => splits.map((v) => formatValue(v)),
          },
        ],
        series: [
          {},
          ...series.map((s) => ({
            label: s.label,
            stroke: s.color,
            width: 2,
            dash: s.dashed ? [6, 4] : undefined,
            points: { show: labels.length <= 31, size: 4 },
          })),
        ],
        hooks: { setCursor: [(u: uPlot) => hover.current(u.cursor.idx ?? null)] },
      },
      data: [labels.map((_, i) => i), ...series.map((s) => [...s.values])],
    }),
    [labels, series, formatLabel, formatValue, height],
  );
  const { box } = useUplot(build);

  return <div ref={box} aria-hidden="true" className="w-full" onMouseLeave={() => hover.current(null)} />;
}
