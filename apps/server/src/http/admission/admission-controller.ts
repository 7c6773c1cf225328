import { type EventLoopUtilization, monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { Logger } from '../../logging/logger.ts';
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
 * Load shedding for segment uploads (docs/decisions/041-admission-control.md, 052). Every `sampleMs` it
 * reads the node's event-loop delay and utilisation, the transcriptions pending in this process and the uploads in flight, and
 * decides with hysteresis whether to refuse new uploads (503 + Retry-After; the browser keeps the audio
 * and sends it again). Uploads in flight are also checked at each arrival, so a burst inside one sample
 * window is refused too.
 */
export interface AdmissionOptions {
  limits?: AdmissionLimits;
  /** 0: no timer (tests sample by hand). */
  sampleMs?: number;
  /** The lag signal; Node's event-loop delay histogram unless a test gives its own. */
  eventLoopDelayMs?: () => number;
  /** The busy-share signal (0–1); `ownUtilisationSampler` unless a test gives its own. */
  eventLoopUtilisation?: () => number;
}

export function createAdmissionController({
  pendingTranscriptions,
  onChange,
  limits = DEFAULT_ADMISSION_LIMITS,
  sampleMs = 250,
  eventLoopDelayMs,
  eventLoopUtilisation,
}: AdmissionOptions & {
  pendingTranscriptions: () => number;
  /** Called when the node starts or stops refusing (a log line each, not one per refusal). */
  onChange?: (state: AdmissionState) => void;
}): AdmissionController {
  const sampler = eventLoopDelayMs ? undefined : eventLoopDelaySampler();
  const readLag = eventLoopDelayMs ?? (() => sampler?.takeMs() ?? 0);
  const readUtilisation = eventLoopUtilisation ?? ownUtilisationSampler().take;
  let state = INITIAL_ADMISSION_STATE;
  let inFlight = 0;

  const signals = (): LoadSignals => ({
    eventLoopDelayMs: readLag(),
    eventLoopUtilisation: readUtilisation(),
    pendingTranscriptions: pendingTranscriptions(),
    uploadsInFlight: inFlight,
  });
  const sample = () => {
    const next = nextAdmissionState(state, signals(), limits);
    const changed = next.shedding !== state.shedding;
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
      return { admitted: true };
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

/** One line when the node starts refusing and one when it admits again, never one per refusal. */
export const logAdmissionChange = (log: Logger) => (state: AdmissionState) =>
  state.shedding
    ? log.warn({ pressure: Number(state.pressure.toFixed(2)) }, 'shedding load: refusing new segment uploads')
    : log.info('load back to normal: admitting segment uploads');
