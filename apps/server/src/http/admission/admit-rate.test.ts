import { describe, expect, it } from 'vitest';
import { DEFAULT_ADMISSION_LIMITS } from './admission-state.ts';
import {
  NO_RATE_CAP,
  nextAdmitRate,
  type RateSignals,
  type RateState,
  RELEASE_SAMPLES,
} from './admit-rate.ts';

const LIMITS = DEFAULT_ADMISSION_LIMITS;
const TARGET = LIMITS.acknowledgementTargetMs;

/** A busy node admitting 100 uploads a second, acknowledged in `ms` (90th percentile). */
const at = (ms: number | undefined, extra: Partial<RateSignals> = {}): RateSignals => ({
  acknowledgementMs: ms,
  admittedPerSecond: 100,
  refusedPerSecond: 0,
  ownWork: 80,
  ...extra,
});

function run(samples: RateSignals[], from: RateState = NO_RATE_CAP) {
  const states: RateState[] = [];
  let state = from;
  for (const sample of samples) {
    state = nextAdmitRate(state, sample, LIMITS);
    states.push(state);
  }
  return states;
}
const repeat = (signals: RateSignals, times: number) => Array.from({ length: times }, () => signals);
const capped = run(repeat(at(TARGET * 2), LIMITS.rateOverSamples)).at(-1) as RateState;

describe('the cap on admitted uploads per second', () => {
  it('does not exist while acknowledgements are within the target', () => {
    expect(run(repeat(at(TARGET * 0.95), 40)).every((state) => state.admitRate === null)).toBe(true);
  });

  it('ignores one slow sample, then caps at what the node was admitting, cut by how slow it is', () => {
    expect(run([at(TARGET * 5), at(TARGET / 2), at(TARGET * 5)]).every((s) => s.admitRate === null)).toBe(
      true,
    );
    // Twice the target: the largest cut.
    expect(capped.admitRate).toBeCloseTo(100 * (1 - LIMITS.rateCutGain), 5);
    const slightly = run(repeat(at(TARGET * 1.1), LIMITS.rateOverSamples)).at(-1) as RateState;
    expect(slightly.admitRate).toBeGreaterThan(capped.admitRate as number);
  });

  it('holds the cap while a queue drains, and cuts again if it does not', () => {
    const slowAgain = at(TARGET * 4, { admittedPerSecond: 60, refusedPerSecond: 60 });
    // Cut, then one sample of grace: the window still shows the queue from before the cut.
    const cooled = run([slowAgain, slowAgain, slowAgain], capped).at(-1) as RateState;
    // Falling fast: the queue is draining, the cap holds.
    const draining = run([at(TARGET * 2, { admittedPerSecond: 60, refusedPerSecond: 60 })], cooled).at(-1);
    expect(draining?.admitRate).toBe(cooled.admitRate);
    // Still as slow: cut again.
    const stuck = run([slowAgain], cooled).at(-1);
    expect(stuck?.admitRate).toBeLessThan(cooled.admitRate as number);
  });

  it('keeps cutting while acknowledgements stay slow, never under its floor', () => {
    const rates = run(
      repeat(at(TARGET * 3, { admittedPerSecond: 30, refusedPerSecond: 60 }), 40),
      capped,
    ).map((state) => state.admitRate as number);
    for (let i = 1; i < rates.length; i += 1) expect(rates[i]).toBeLessThanOrEqual(rates[i - 1] as number);
    expect(rates.at(-1)).toBe(LIMITS.minAdmitRate);
  });

  it('raises the cap gently at fast samples, only while it binds', () => {
    const binding = { admittedPerSecond: 80, refusedPerSecond: 40 };
    const raised = run([at(TARGET * 0.5, binding)], capped).at(-1)?.admitRate as number;
    expect(raised).toBeCloseTo((capped.admitRate as number) * (1 + LIMITS.rateRaise), 5);
    // Never far above what it admits: a cap raised without bound would let the next surge through.
    const idle = run(repeat(at(TARGET * 0.1, { admittedPerSecond: 10, refusedPerSecond: 1 }), 30), capped);
    expect(idle.at(-1)?.admitRate).toBeLessThanOrEqual(12.5);
  });

  it('lets go once it has refused nothing for a while and acknowledgements are on time (hysteresis)', () => {
    const unbound = at(TARGET * 0.5, { refusedPerSecond: 0 });
    const states = run(repeat(unbound, RELEASE_SAMPLES), capped);
    expect(states.slice(0, -1).every((state) => state.admitRate !== null)).toBe(true);
    expect(states.at(-1)?.admitRate).toBeNull();
    // A refusal in between starts the count again.
    const broken = run(
      [...repeat(unbound, RELEASE_SAMPLES - 1), at(TARGET * 0.5, { refusedPerSecond: 3 }), unbound],
      capped,
    );
    expect(broken.every((state) => state.admitRate !== null)).toBe(true);
  });

  it('never caps a node with little work of its own, or with nothing answered to measure', () => {
    const slowMachine = at(TARGET * 10, { ownWork: LIMITS.busyFloor - 1 });
    expect(run(repeat(slowMachine, 5)).every((state) => state.admitRate === null)).toBe(true);
    expect(run([slowMachine], capped).at(-1)?.admitRate).toBeNull();
    expect(run([at(undefined)], capped).at(-1)?.admitRate).toBeNull();
  });
});
