import { NO_RATE_CAP, nextAdmitRate, type RateLimits, type RateState } from './admit-rate.ts';

/**
 * The pure half of load shedding (docs/decisions/041-admission-control.md, 056): from the node's own lag
 * signals, which new segment uploads are refused. Two parts:
 * - a cap on the uploads admitted per second, steered by the time the node takes to acknowledge what it
 *   admits (admit-rate.ts): past capacity the node refuses just the surplus and keeps the admitted fast;
 * - a last resort that refuses every upload while a cap (pending transcriptions, uploads in flight) or the
 *   event loop's delay is past its limit, with hysteresis so it does not flap on every sample.
 */

/** What the node measures of itself, once per sample. */
export interface LoadSignals {
  /** The event loop's delay over the last sample window (its 99th percentile), in ms. */
  eventLoopDelayMs: number;
  /**
   * The share of the last second the event loop's thread spent on the node's own work (0–1): its
   * utilisation (`performance.eventLoopUtilization`), capped by the CPU time the process got
   * (`process.cpuUsage`), so time stolen by other processes does not count (admission-controller.ts).
   */
  eventLoopUtilisation: number;
  /** Segments acknowledged and still being transcribed in this process. */
  pendingTranscriptions: number;
  /** Segment uploads inside the server right now (waiting on the database pool among other things). */
  uploadsInFlight: number;
  /**
   * How long the node took to acknowledge the uploads it admitted lately (their 90th percentile, ms), its
   * own time only: the time spent receiving the body is left out, so a phone on a slow network is not
   * taken for overload. Undefined when no upload was answered.
   */
  acknowledgementMs: number | undefined;
  /** Uploads admitted, and refused by the rate cap, per second over the last sample. */
  admittedPerSecond: number;
  refusedPerSecond: number;
}

export interface AdmissionLimits extends RateLimits {
  /** Above any "high" figure for `overSamples` samples in a row the node starts refusing. */
  lagHighMs: number;
  utilisationHigh: number;
  pendingHigh: number;
  inFlightHigh: number;
  /** Below every "low" figure, for `calmSamples` samples in a row, it admits again. */
  lagLowMs: number;
  utilisationLow: number;
  pendingLow: number;
  inFlightLow: number;
  calmSamples: number;
  /** A single slow sample (a garbage collection, a burst) is not overload. */
  overSamples: number;
  /**
   * The event loop's delay and utilisation count only while this node has at least this much of its own upload work
   * (pending transcriptions + uploads in flight): a machine slowed by other processes while the node is
   * nearly idle is not the node's overload, and refusing its few uploads would help nobody.
   */
  busyFloor: number;
  /** Bounds of the Retry-After sent with a refusal, in seconds. */
  minRetryAfterSeconds: number;
  maxRetryAfterSeconds: number;
}

/**
 * Set from the open-loop bench (decisions 041 and 052): past capacity a 2-core node's event loop is the
 * first to saturate, well before the background transcription cap (400) or memory. Shedding by the
 * thread's busy share (utilisation) is off by default: on the bench it refused 47 % of segments at 1,500
 * recordings that the node admits in full without it (admitted p95 86 ms), and the refused segments'
 * re-sends cost more than they saved. The marks below are kept for a node where the bench says otherwise.
 */
export const UTILISATION_SHEDDING_MARKS = { utilisationHigh: 0.9, utilisationLow: 0.75 } as const;

export const DEFAULT_ADMISSION_LIMITS: AdmissionLimits = {
  lagHighMs: 150,
  // Off (see above): no utilisation is past an infinite mark, and every one is under it.
  utilisationHigh: Number.POSITIVE_INFINITY,
  pendingHigh: 320,
  // Uploads in flight include slow phones still sending their bytes: a cap on memory, set high.
  inFlightHigh: 400,
  lagLowMs: 50,
  utilisationLow: Number.POSITIVE_INFINITY,
  pendingLow: 200,
  inFlightLow: 200,
  calmSamples: 4,
  overSamples: 2,
  busyFloor: 16,
  // A node at capacity acknowledges its p90 well under this; past it the cap holds the admitted p95 under 500 ms
  // (bench/load, decision 056).
  acknowledgementTargetMs: 150,
  rateOverSamples: 2,
  rateCutGain: 0.2,
  rateRaise: 0.02,
  minAdmitRate: 2,
  minRetryAfterSeconds: 2,
  maxRetryAfterSeconds: 30,
};

export interface AdmissionState extends RateState {
  /** Every new upload is refused (a cap or the event loop's delay is past its limit). */
  shedding: boolean;
  /** Calm samples seen in a row while shedding. */
  calm: number;
  /** Samples past a limit seen in a row while admitting. */
  over: number;
  /** How far past its limit the worst signal was at the last sample (1 = at the limit). */
  pressure: number;
}

export const INITIAL_ADMISSION_STATE: AdmissionState = {
  ...NO_RATE_CAP,
  shedding: false,
  calm: 0,
  over: 0,
  pressure: 0,
};

/** The worst signal as a share of its limit. */
export function pressureOf(signals: LoadSignals, limits: AdmissionLimits): number {
  const ownWork = signals.pendingTranscriptions + signals.uploadsInFlight;
  const busy = ownWork >= limits.busyFloor;
  return Math.max(
    busy ? signals.eventLoopDelayMs / limits.lagHighMs : 0,
    busy ? signals.eventLoopUtilisation / limits.utilisationHigh : 0,
    signals.pendingTranscriptions / limits.pendingHigh,
    signals.uploadsInFlight / limits.inFlightHigh,
  );
}

function isCalm(signals: LoadSignals, limits: AdmissionLimits): boolean {
  return (
    signals.eventLoopDelayMs < limits.lagLowMs &&
    signals.eventLoopUtilisation < limits.utilisationLow &&
    signals.pendingTranscriptions < limits.pendingLow &&
    signals.uploadsInFlight < limits.inFlightLow
  );
}

/** The state after one sample. */
export function nextAdmissionState(
  state: AdmissionState,
  signals: LoadSignals,
  limits: AdmissionLimits,
): AdmissionState {
  const ownWork = signals.pendingTranscriptions + signals.uploadsInFlight;
  return {
    ...nextLastResort(state, signals, limits),
    ...nextAdmitRate(state, { ...signals, ownWork }, limits),
  };
}

type LastResort = Pick<AdmissionState, 'shedding' | 'calm' | 'over' | 'pressure'>;

function nextLastResort(state: AdmissionState, signals: LoadSignals, limits: AdmissionLimits): LastResort {
  const pressure = pressureOf(signals, limits);
  if (!state.shedding) {
    const over = pressure > 1 ? state.over + 1 : 0;
    return over >= limits.overSamples
      ? { shedding: true, calm: 0, over: 0, pressure }
      : { shedding: false, calm: 0, over, pressure };
  }
  const calm = isCalm(signals, limits) ? state.calm + 1 : 0;
  return calm >= limits.calmSamples
    ? { shedding: false, calm: 0, over: 0, pressure }
    : { shedding: true, calm, over: 0, pressure };
}

/**
 * When to ask again: longer the further past the limit the node is, so the refused clients come back
 * spread over the time the node needs (the browser adds its own jitter).
 */
export function retryAfterSeconds(pressure: number, limits: AdmissionLimits): number {
  const seconds = Math.ceil(limits.minRetryAfterSeconds * Math.max(1, pressure) ** 2);
  return Math.min(limits.maxRetryAfterSeconds, Math.max(limits.minRetryAfterSeconds, seconds));
}
