import { useCallback } from 'react';
import type uPlot from 'uplot';
import { type UplotBuild, useUplot } from '../../../components/ui/use-uplot.ts';
import { chartOptions, type DailyPoint } from '../model/daily-chart-options.ts';

/**
 * Consultations per day as bars, drawn by uPlot (loaded here, with the dashboard, never in the first page).
 * The canvas says nothing to assistive technology: the same numbers are a table below it.
 */
export function DailyChart({ points, caption }: { points: readonly DailyPoint[]; caption: string }) {
  const build = useCallback<UplotBuild>(
    (UPlot, width) => ({ options: chartOptions(UPlot, points, width), data: dataOf(points) }),
    [points],
  );
  const { box, state } = useUplot(build, 240);

  const total = points.reduce((sum, point) => sum + point.count, 0);
  return (
    <figure className="m-0">
      <figcaption className="sr-only">{caption}</figcaption>
      <div aria-hidden="true" className="relative min-h-[220px] w-full overflow-hidden" ref={box}>
        {state === 'loading' ? (
          <div className="absolute inset-0 animate-pulse rounded-lg bg-slate-100" />
        ) : null}
      </div>
      {state === 'failed' ? (
        <p className="mt-2 text-slate-600 text-sm">
          Não foi possível desenhar o gráfico; os números estão na tabela abaixo.
        </p>
      ) : null}
      <details className="mt-3 text-sm" open={state === 'failed'}>
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-brand-800">
          Ver os números por dia ({total.toLocaleString('pt-BR')} no total)
        </summary>
        <div className="mt-2 max-h-72 overflow-y-auto">
          <table className="w-full text-left">
            <thead>
              <tr className="border-slate-200 border-b text-slate-600">
                <th scope="col" className="py-1.5 pr-4 font-medium">
                  Dia
                </th>
                <th scope="col" className="py-1.5 text-right font-medium">
                  Consultas
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.date} className="border-slate-100 border-b">
                  <td className="py-1.5 pr-4">{point.longLabel}</td>
                  <td className="py-1.5 text-right tabular-nums">{point.count.toLocaleString('pt-BR')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

function dataOf(points: readonly DailyPoint[]): uPlot.AlignedData {
  return [points.map((_, index) => index), points.map((point) => point.count)];
}
