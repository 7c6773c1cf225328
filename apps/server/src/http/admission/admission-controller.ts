import { type EventLoopUtilization, monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { Logger } from '../../logging/logger.ts';
import { acknowledgementWindow, perSecondWindow } from './acknowledgement-window.ts';
import {
  type AdmissionLimits,
  type AdmissionState,
  DEFAULT_ADMISSION_LIMITS,
  INITIAL_ADMISSION_STATE,
  type LoadSignals,
  nextAdmissionState,
  retryAfterSeconds,
} from './admission-state.ts';

export type Admission = { admitted: true } | { admitted: false; retryAfterSeconds: number };

export interface AdmissionController {
  /** Whether a new segment upload may come in now. */
  admit(): Admission;
  /** Counts an admitted upload until the returned release is called (once). */
  enter(): () => void;
  /**
   * One admitted upload's acknowledgement: the node's own time (ms, its body's reception left out) and
   * the whole time from the gate to the answer.
   */
  observe(ownMs: number, wholeMs?: number): void;
  /** Takes one sample of the signals now (the timer does it every `sampleMs`; tests call it). */
  sample(): void;
  readonly state: AdmissionState;
  readonly uploadsInFlight: number;
  stop(): void;
}

/** The event loop's delay over each sample window, from Node's own histogram. */
function eventLoopDelaySampler(): { takeMs(): number; stop(): void } {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  return {
    takeMs() {
      // The histogram counts the timer's resolution too; what is beyond it is the lag.
      const ms = histogram.count > 0 ? Math.max(0, histogram.percentile(99) / 1e6 - 10) : 0;
      histogram.reset();
      return ms;
    },
    stop: () => histogram.disable(),
  };
}

/** Samples in the utilisation's window: one second at the default 250 ms, steadier than one sample. */
const UTILISATION_WINDOW_SAMPLES = 4;

/** At most 2 s × 2.2² ≈ 10 s of Retry-After for an upload refused by the rate cap. */
const MAX_RATE_PRESSURE = 2.2;

interface UtilisationMark {
  loop: EventLoopUtilization;
  /** The process's CPU time (user + system), µs. */
  cpuMicros: number;
  wallMs: number;
}

const markNow = (): UtilisationMark => {
  const cpu = process.cpuUsage();
  return {
    loop: performance.eventLoopUtilization(),
    cpuMicros: cpu.user + cpu.system,
    wallMs: performance.now(),
  };
};

/**
 * The node's own busy share over the last few samples: the event loop's utilisation, capped by the CPU
 * time the process actually got. The loop's utilisation alone is wall-clock time outside its idle wait,
 * so on a machine starved by other processes it reads ~1 while the node does little (the first bench
 * run of decision 052, at load average 23, shed 99 % of uploads on it with the server at 13 % of a core);
 * the process's CPU alone counts worker threads and the collector's helpers, which delay no answer. The
 * smaller of the two is high only when this node's own thread is busy with its own work.
 */
export function ownUtilisationSampler(now: () => UtilisationMark = markNow): { take(): number } {
  const marks: UtilisationMark[] = [now()];
  return {
    take() {
      const current = now();
      const since = marks[0] as UtilisationMark;
      marks.push(current);
      if (marks.length > UTILISATION_WINDOW_SAMPLES) marks.shift();
      const wallMs = current.wallMs - since.wallMs;
      if (wallMs <= 0) return 0;
      const loop = performance.eventLoopUtilization(current.loop, since.loop).utilization;
      const cpu = (current.cpuMicros - since.cpuMicros) / 1000 / wallMs;
      return Math.max(0, Math.min(loop, cpu, 1));
    },
  };
}

/**
 * Load shedding for segment uploads (docs/decisions/041-admission-control.md, 052, 056). Every `sampleMs` it
 * reads the time the node took to acknowledge what it admitted, its event-loop delay and utilisation, the
 * transcriptions pending in this process and the uploads in flight, and sets how many new uploads a
 * second it admits, or none (503 + Retry-After; the browser keeps the audio and sends it again). Uploads in flight are also
 * checked at each arrival, so a burst inside one sample window is refused too.
 */
export interface AdmissionOptions {
  limits?: AdmissionLimits;
  /** 0: no timer (tests sample by hand). */
  sampleMs?: number;
  /** The lag signal; Node's event-loop delay histogram unless a test gives its own. */
  eventLoopDelayMs?: () => number;
  /** The busy-share signal (0–1); `ownUtilisationSampler` unless a test gives its own. */
  eventLoopUtilisation?: () => number;
  /** The clock (ms) of the rate cap's token bucket and of the per-second counts; `performance.now` by default. */
  now?: () => number;
}

export function createAdmissionController({
  pendingTranscriptions,
  onChange,
  limits = DEFAULT_ADMISSION_LIMITS,
  sampleMs = 250,
  eventLoopDelayMs,
  eventLoopUtilisation,
  now = () => performance.now(),
}: AdmissionOptions & {
  pendingTranscriptions: () => number;
  /** Called when the node starts or stops refusing (a log line each, not one per refusal). */
  onChange?: (state: AdmissionState) => void;
}): AdmissionController {
  const sampler = eventLoopDelayMs ? undefined : eventLoopDelaySampler();
  const readLag = eventLoopDelayMs ?? (() => sampler?.takeMs() ?? 0);
  const readUtilisation = eventLoopUtilisation ?? ownUtilisationSampler().take;
  const acknowledgements = acknowledgementWindow();
  let state = INITIAL_ADMISSION_STATE;
  let inFlight = 0;
  // Since the last sample: what was admitted and what the rate cap refused.
  let sampledAt = now();
  let admitted = 0;
  let refusedByRate = 0;
  // What arrived over what was admitted in the last sample: how far past the cap the node is.
  let ratePressure = 1;
  const admittedRate = perSecondWindow();
  // The rate cap as a token bucket holding at most one sample's worth of uploads: a burst is spread out.
  let tokens = 0;
  let filledAt = sampledAt;
  const takeToken = (rate: number): boolean => {
    const at = now();
    const burst = Math.max(1, (rate * Math.max(sampleMs, 250)) / 1000);
    tokens = Math.min(burst, tokens + ((at - filledAt) / 1000) * rate);
    filledAt = at;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };

  const signals = (): LoadSignals => {
    const at = now();
    const seconds = Math.max(0.001, (at - sampledAt) / 1000);
    const perSecond = {
      admittedPerSecond: admittedRate.add(admitted, seconds),
      refusedPerSecond: refusedByRate / seconds,
    };
    // Capped: a sample that let in only a few would otherwise send its refused away for the maximum 30 s, and
    // they would come back as a second surge long after the first one ended.
    ratePressure = Math.min(MAX_RATE_PRESSURE, (admitted + refusedByRate) / Math.max(1, admitted));
    sampledAt = at;
    admitted = 0;
    refusedByRate = 0;
    return {
      eventLoopDelayMs: readLag(),
      eventLoopUtilisation: readUtilisation(),
      pendingTranscriptions: pendingTranscriptions(),
      uploadsInFlight: inFlight,
      acknowledgementMs: acknowledgements.take(),
      ...perSecond,
    };
  };
  const sample = () => {
    const next = nextAdmissionState(state, signals(), limits);
    const changed = isRefusing(next) !== isRefusing(state);
    // A new cap starts with one sample's worth of room.
    if (next.admitRate !== null && state.admitRate === null) {
      tokens = Math.max(1, (next.admitRate * Math.max(sampleMs, 250)) / 1000);
      filledAt = now();
    }
    state = next;
    if (changed) onChange?.(state);
  };
  const timer = sampleMs > 0 ? setInterval(sample, sampleMs) : undefined;
  timer?.unref();

  return {
    admit() {
      if (state.shedding)
        return { admitted: false, retryAfterSeconds: retryAfterSeconds(state.pressure, limits) };
      if (inFlight >= limits.inFlightHigh) {
        return {
          admitted: false,
          retryAfterSeconds: retryAfterSeconds(inFlight / limits.inFlightHigh, limits),
        };
      }
      if (state.admitRate !== null && !takeToken(state.admitRate)) {
        refusedByRate += 1;
        return { admitted: false, retryAfterSeconds: retryAfterSeconds(ratePressure, limits) };
      }
      admitted += 1;
      return { admitted: true };
    },
    observe(ownMs, wholeMs = ownMs) {
      acknowledgements.add(ownMs, wholeMs);
    },
    enter() {
      inFlight += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        inFlight -= 1;
      };
    },
    sample,
    get state() {
      return state;
    },
    get uploadsInFlight() {
      return inFlight;
    },
    stop() {
      clearInterval(timer);
      sampler?.stop();
    },
  };
}

/** Whether the node refuses any new upload in this state (all of them, or those over its rate cap). */
export const isRefusing = (state: AdmissionState) => state.shedding || state.admitRate !== null;

/** One line when the node starts refusing and one when it admits again, never one per refusal. */
export const logAdmissionChange = (log: Logger) => (state: AdmissionState) =>
  isRefusing(state)
    ? log.warn(
        {
          pressure: Number(state.pressure.toFixed(2)),
          admitPerSecond: state.admitRate === null ? null : Number(state.admitRate.toFixed(1)),
          refusingAll: state.shedding,
        },
        'shedding load: refusing new segment uploads',
      )
    : log.info('load back to normal: admitting segment uploads');
