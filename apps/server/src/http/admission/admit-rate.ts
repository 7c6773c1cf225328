/**
 * The admitted rate of segment uploads, steered by how long the node takes to acknowledge them
 * (docs/decisions/056-admission-by-acknowledgement-time.md). Pure: the controller feeds it one sample at a
 * time. While acknowledgements are fast there is no limit at all. Once they stay slow, the node caps the
 * uploads it admits per second at what it was admitting, then cuts the cap while they are still slow and
 * raises it a little at every fast sample (additive-increase, multiplicative-decrease, as TCP finds a
 * link's capacity): past capacity it refuses the surplus, and only the surplus. A cap on the rate, not on
 * a share, is what a surge of re-sent uploads cannot push through.
 */

export interface RateSignals {
  /** The 90th percentile of the node's own time to acknowledge the uploads it admitted, ms (undefined: none). */
  acknowledgementMs: number | undefined;
  /** Uploads admitted per second over the last sample. */
  admittedPerSecond: number;
  /** Uploads refused by the cap per second over the last sample. */
  refusedPerSecond: number;
  /** Pending transcriptions + uploads in flight: the node's own work. */
  ownWork: number;
}

export interface RateLimits {
  /** The acknowledgement time (90th percentile, ms) the cap steers to. */
  acknowledgementTargetMs: number;
  /** The most the cap is cut by in one slow sample (a share of it, reached at twice the target). */
  rateCutGain: number;
  /** The share the cap is raised by in each fast sample. */
  rateRaise: number;
  /** The cap never goes under this many uploads per second: some keep measuring the node. */
  minAdmitRate: number;
  /**
   * Slow samples in a row before a cap is set: more than the last resort's two, since a node at capacity
   * has brief slow spells (a garbage collection, a burst of re-sends) that a cap would only make worse.
   */
  rateOverSamples: number;
  calmSamples: number;
  busyFloor: number;
}

export interface RateState {
  /** Uploads admitted per second at most; null while there is no cap. */
  admitRate: number | null;
  /** Slow samples in a row while there was no cap. */
  slow: number;
  /** Samples in a row in which the cap refused nothing. */
  unbound: number;
  /** Samples since the cap was last cut. */
  sinceCut: number;
  /** The acknowledgement time read at the last sample, ms. */
  lastMs: number;
}

export const NO_RATE_CAP: RateState = { admitRate: null, slow: 0, unbound: 0, sinceCut: 0, lastMs: 0 };

/**
 * A cap goes only after it refused nothing for this many samples (5 s): past capacity, arrivals dip for a
 * second between waves of re-sends, and a cap let go in such a dip let the next wave in whole (the bench's
 * trace at 1.5× capacity: admitted 150–190 a second within a second of letting go, acknowledgements 1.5 s).
 */
export const RELEASE_SAMPLES = 20;

/** Falling by this share or more since the last sample, the time shows a queue draining: no cut then. */
const DRAINING = 0.8;

/**
 * After a cut, the acknowledgement time still shows the queue from before it for the length of its
 * window (two samples): cutting again meanwhile would answer the same queue twice.
 */
const SAMPLES_BETWEEN_CUTS = 2;

/** The cap is never raised past this multiple of what the node admitted over the last second. */
const CEILING_OVER_ADMITTED = 1.25;

export function nextAdmitRate(state: RateState, signals: RateSignals, limits: RateLimits): RateState {
  const measured = signals.acknowledgementMs;
  // Little work of its own (a machine slowed by others) or nothing answered: nothing to steer by.
  if (signals.ownWork < limits.busyFloor || measured === undefined) return NO_RATE_CAP;
  const target = limits.acknowledgementTargetMs;
  const cut = 1 - limits.rateCutGain * Math.min(1, Math.max(0, (measured - target) / target));
  if (state.admitRate === null) {
    // One slow sample (a garbage collection, a burst) is not overload.
    const slow = measured > target ? state.slow + 1 : 0;
    if (slow < limits.rateOverSamples) return { ...NO_RATE_CAP, slow, lastMs: measured };
    const admitRate = Math.max(limits.minAdmitRate, signals.admittedPerSecond * cut);
    return { admitRate, slow: 0, unbound: 0, sinceCut: 0, lastMs: measured };
  }
  const unbound = signals.refusedPerSecond === 0 ? state.unbound + 1 : 0;
  // A cap that has refused nothing for a while is not needed.
  if (unbound >= RELEASE_SAMPLES && measured <= target) return { ...NO_RATE_CAP, lastMs: measured };
  const sinceCut = state.sinceCut + 1;
  const slowNow = measured > target;
  // Slow but no cut: the window still shows the queue before the last cut, or the queue is draining.
  const draining = measured < state.lastMs * DRAINING;
  if (slowNow && (sinceCut < SAMPLES_BETWEEN_CUTS || draining))
    return { admitRate: state.admitRate, slow: 0, unbound, sinceCut, lastMs: measured };
  const cutting = slowNow;
  // Raised gently: near capacity the acknowledgement time jumps from tens of ms to seconds within a few
  // percent more uploads (the bench saw 10 ms at 100 a second and 1.4 s at 150), so the cap creeps up.
  const moved = cutting ? state.admitRate * cut : state.admitRate * (1 + limits.rateRaise);
  // Raised only while it binds: a cap well above what arrives would let the next surge through.
  const ceiling = Math.max(limits.minAdmitRate, CEILING_OVER_ADMITTED * signals.admittedPerSecond);
  const admitRate = Math.max(limits.minAdmitRate, Math.min(moved, ceiling));
  return { admitRate, slow: 0, unbound, sinceCut: cutting ? 0 : sinceCut, lastMs: measured };
}
