import { describe, expect, it } from 'vitest';
import {
  type AdmissionState,
  DEFAULT_ADMISSION_LIMITS,
  INITIAL_ADMISSION_STATE,
  type LoadSignals,
  nextAdmissionState,
  retryAfterSeconds,
  UTILISATION_SHEDDING_MARKS,
} from './admission-state.ts';

// The default limits with the optional utilisation marks on, so every signal is exercised.
const LIMITS = { ...DEFAULT_ADMISSION_LIMITS, ...UTILISATION_SHEDDING_MARKS };

const quiet: LoadSignals = {
  eventLoopDelayMs: 5,
  eventLoopUtilisation: 0.3,
  pendingTranscriptions: 30,
  uploadsInFlight: 3,
  acknowledgementMs: 20,
  admittedPerSecond: 40,
  refusedPerSecond: 0,
};
const lagging: LoadSignals = { ...quiet, eventLoopDelayMs: 400 };

function run(signals: LoadSignals[], from: AdmissionState = INITIAL_ADMISSION_STATE) {
  const states: AdmissionState[] = [];
  let state = from;
  for (const sample of signals) {
    state = nextAdmissionState(state, sample, LIMITS);
    states.push(state);
  }
  return states;
}

describe('admission state', () => {
  it('admits while every signal is under its limit', () => {
    expect(run([quiet, quiet, quiet]).every((state) => !state.shedding)).toBe(true);
  });

  it('ignores one slow sample (a garbage collection) and sheds on a sustained lag', () => {
    expect(run([lagging, quiet, lagging, quiet]).some((state) => state.shedding)).toBe(false);
    expect(run([lagging, lagging]).map((state) => state.shedding)).toEqual([false, true]);
  });

  it('does not blame its own work for a machine slowed by others while it has little of it', () => {
    const idleButSlow = {
      eventLoopDelayMs: 900,
      eventLoopUtilisation: 0.99,
      pendingTranscriptions: 2,
      uploadsInFlight: 1,
      acknowledgementMs: 2_000,
      admittedPerSecond: 4,
      refusedPerSecond: 0,
    };
    const states = run([idleButSlow, idleButSlow, idleButSlow]);
    expect(states.some((state) => state.shedding || state.admitRate !== null)).toBe(false);
  });

  it('sheds on each signal: event-loop delay, pending transcriptions, uploads in flight', () => {
    const pending = { ...quiet, pendingTranscriptions: LIMITS.pendingHigh + 1 };
    const inFlight = { ...quiet, uploadsInFlight: LIMITS.inFlightHigh + 1 };
    for (const signals of [lagging, pending, inFlight])
      expect(run([signals, signals]).at(-1)?.shedding).toBe(true);
  });

  it('does not shed on a busy thread alone by default: the bench found it refused what the node could take', () => {
    const busy = { ...quiet, eventLoopUtilisation: 0.99 };
    let state = INITIAL_ADMISSION_STATE;
    for (let i = 0; i < 5; i += 1) state = nextAdmissionState(state, busy, DEFAULT_ADMISSION_LIMITS);
    expect(state.shedding).toBe(false);
  });

  it('sheds on a busy thread before its delay shows, with its own hysteresis marks', () => {
    const busy = { ...quiet, eventLoopUtilisation: 0.95 };
    expect(run([busy, quiet, busy]).some((state) => state.shedding)).toBe(false);
    const shedding = run([busy, busy]).at(-1) as AdmissionState;
    expect(shedding.shedding).toBe(true);
    expect(shedding.pressure).toBeGreaterThan(1);
    const between = { ...quiet, eventLoopUtilisation: (LIMITS.utilisationLow + LIMITS.utilisationHigh) / 2 };
    expect(run([between, between, between, between, between], shedding).every((s) => s.shedding)).toBe(true);
    const calmRun = Array.from({ length: LIMITS.calmSamples }, () => quiet);
    expect(run(calmRun, shedding).at(-1)?.shedding).toBe(false);
    // Under the high mark it never starts, however long it stays there.
    expect(run([between, between, between, between]).some((state) => state.shedding)).toBe(false);
  });

  it('admits again only after calm samples in a row (hysteresis): not on a dip, not between the marks', () => {
    const shedding = run([lagging, lagging]).at(-1) as AdmissionState;
    const between = { ...quiet, eventLoopDelayMs: (LIMITS.lagLowMs + LIMITS.lagHighMs) / 2 };
    // Between the low and high marks the node keeps refusing: no flapping around one threshold.
    expect(
      run([between, between, between, between, between, between], shedding).every((s) => s.shedding),
    ).toBe(true);
    const calmRun = Array.from({ length: LIMITS.calmSamples }, () => quiet);
    // A calm run broken by one busy sample starts counting again.
    const broken = run([...calmRun.slice(1), between, ...calmRun.slice(1)], shedding);
    expect(broken.every((state) => state.shedding)).toBe(true);
    expect(run(calmRun, shedding).at(-1)?.shedding).toBe(false);
  });

  it('asks refused clients to come back later the further past the limit the node is, within bounds', () => {
    expect(retryAfterSeconds(1.1, LIMITS)).toBe(LIMITS.minRetryAfterSeconds + 1);
    expect(retryAfterSeconds(0.5, LIMITS)).toBe(LIMITS.minRetryAfterSeconds);
    expect(retryAfterSeconds(2, LIMITS)).toBeGreaterThan(retryAfterSeconds(1.1, LIMITS));
    expect(retryAfterSeconds(100, LIMITS)).toBe(LIMITS.maxRetryAfterSeconds);
  });
});
