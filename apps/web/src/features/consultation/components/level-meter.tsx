import { useEffect, useRef } from 'react';

/**
 * The microphone's live level, drawn without re-rendering React 60 times a second: the bar's width is
 * set directly on each animation frame. Screen readers get a coarse, rarely updated value instead.
 */
export function LevelMeter({ read, active }: { read: () => number; active: boolean }) {
  const bar = useRef<HTMLDivElement>(null);
  const meter = useRef<HTMLMeterElement>(null);

  useEffect(() => {
    if (!active) {
      if (bar.current) bar.current.style.width = '0%';
      return;
    }
    let frame = 0;
    let smoothed = 0;
    let lastAnnounced = -1;
    const draw = () => {
      const level = read();
      // Fast attack, slow release, like a mixer's meter: speech doesn't make the bar flicker.
      smoothed = level > smoothed ? level : smoothed * 0.9 + level * 0.1;
      if (bar.current) bar.current.style.width = `${Math.round(smoothed * 100)}%`;
      const step = Math.round(smoothed * 10) * 10;
      if (meter.current && step !== lastAnnounced) {
        lastAnnounced = step;
        meter.current.value = step;
      }
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [read, active]);

  return (
    <div>
      <meter
        ref={meter}
        className="sr-only"
        min={0}
        max={100}
        defaultValue={0}
        aria-label="Nível do microfone"
      />
      <div aria-hidden="true" className="h-3 w-full overflow-hidden rounded-full bg-slate-200">
        <div
          ref={bar}
          data-testid="nivel-microfone"
          className="h-full w-0 rounded-full bg-gradient-to-r from-emerald-500 via-emerald-500 to-amber-500 transition-[width] duration-75"
        />
      </div>
    </div>
  );
}
