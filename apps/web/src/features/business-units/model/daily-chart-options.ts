import type uPlot from 'uplot';

/** One day of the chart: its ISO date, the short axis label ("24/11"), the table's long one, the count. */
export interface DailyPoint {
  date: string;
  shortLabel: string;
  longLabel: string;
  count: number;
}

// The canvas needs plain colours: brand-700 and slate tones of the theme, in hex.
const BAR = '#0f766e';
const AXIS = '#475569';
const GRID = '#e2e8f0';

/**
 * Bars on an index axis (one per day, labelled by date): the days are calendar days of São Paulo already
 * counted by the server, so no time-zone arithmetic happens in the browser.
 */
export function chartOptions(
  UPlot: typeof uPlot,
  points: readonly DailyPoint[],
  width: number,
): uPlot.Options {
  const narrow = width < 480;
  const bars = UPlot.paths.bars?.({ size: [0.7, 24], gap: 1 });
  return {
    width,
    height: 220,
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { show: false } },
    scales: {
      x: { time: false, range: [-0.5, points.length - 0.5] },
      y: { range: (_chart, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] },
    },
    axes: [
      {
        stroke: AXIS,
        grid: { show: false },
        ticks: { show: false },
        font: '12px system-ui, sans-serif',
        // Every 3rd day on a wide card, every 7th on a phone (labels never overlap), counted back from today
        // so that the last bar is always labelled.
        splits: () =>
          points
            .map((_, index) => index)
            .filter((index) => (points.length - 1 - index) % (narrow ? 7 : 3) === 0),
        values: (_chart, splits) => splits.map((index) => points[index]?.shortLabel ?? ''),
      },
      {
        stroke: AXIS,
        grid: { stroke: GRID, width: 1 },
        ticks: { show: false },
        font: '12px system-ui, sans-serif',
        size: 36,
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000],
        values: (_chart, splits) => splits.map((value) => value.toLocaleString('pt-BR')),
      },
    ],
    series: [
      {},
      { label: 'Consultas', fill: BAR, stroke: BAR, width: 0, paths: bars, points: { show: false } },
    ],
  };
}
