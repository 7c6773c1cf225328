import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';

export type UplotState = 'loading' | 'ready' | 'failed';

/** What a chart draws at a given width: uPlot's options and data. */
export type UplotBuild = (
  UPlot: typeof uPlot,
  width: number,
) => { options: uPlot.Options; data: uPlot.AlignedData };

/**
 * One uPlot canvas in the returned box: uPlot (~50 KB) and its stylesheet load with the first chart, the
 * drawing follows the box's width (window, phone rotation), and it is destroyed with the component or
 * redrawn when `build` changes — keep `build` stable (useCallback) so it is drawn once.
 */
export function useUplot(build: UplotBuild, minWidth = 200) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<UplotState>('loading');

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    const widthOf = () => Math.max(element.clientWidth, minWidth);
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (cancelled) return;
        const { options, data } = build(UPlot, widthOf());
        chart = new UPlot(options, data, element);
        setState('ready');
        observer = new ResizeObserver(() => {
          const next = widthOf();
          if (chart && Math.abs(chart.width - next) > 1) chart.setSize({ width: next, height: chart.height });
        });
        observer.observe(element);
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [build, minWidth]);

  return { box, state };
}
