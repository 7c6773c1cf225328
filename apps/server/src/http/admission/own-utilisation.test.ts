import { describe, expect, it } from 'vitest';
import { ownUtilisationSampler } from './admission-controller.ts';

/** Marks one second apart: the loop active for `activeMs` of it, the process given `cpuMs` of CPU. */
function marks(samples: { activeMs: number; cpuMs: number }[]) {
  let wallMs = 0;
  let active = 0;
  let cpuMicros = 0;
  const all = [{ activeMs: 0, cpuMs: 0 }, ...samples];
  let i = 0;
  return () => {
    const step = all[i] ?? { activeMs: 0, cpuMs: 0 };
    i += 1;
    wallMs += i === 1 ? 0 : 1000;
    active += step.activeMs;
    cpuMicros += step.cpuMs * 1000;
    const idle = wallMs - active;
    return {
      loop: { idle, active, utilization: wallMs > 0 ? active / wallMs : 0 },
      cpuMicros,
      wallMs,
    };
  };
}

describe("the node's own utilisation", () => {
  it('is high when its thread is busy with its own work', () => {
    expect(ownUtilisationSampler(marks([{ activeMs: 950, cpuMs: 1100 }])).take()).toBeCloseTo(0.95);
  });

  it('stays low on a machine starved by other processes (the loop is "active" while it waits for a core)', () => {
    expect(ownUtilisationSampler(marks([{ activeMs: 990, cpuMs: 130 }])).take()).toBeCloseTo(0.13);
  });

  it('stays low when worker threads use the CPU but the event loop is free', () => {
    expect(ownUtilisationSampler(marks([{ activeMs: 200, cpuMs: 1500 }])).take()).toBeCloseTo(0.2);
  });

  it('reads the real counters within 0–1', () => {
    const sampler = ownUtilisationSampler();
    const value = sampler.take();
    expect(value).toBeGreaterThanOrEqual(0);
    expect(value).toBeLessThanOrEqual(1);
  });
});
