import { SEGMENTS } from './audio.ts';
import type { HttpClient } from './http-client.ts';
import { percentile, Tally } from './stats.ts';

/** A recording sends one segment per period: the capture page cuts the audio every 20 s. */
export const PERIOD_MS = 20_000;
/** After its scheduled time a segment has this long to be acknowledged and shown on the stream. */
const SETTLE_MS = 30_000;
/**
 * A segment admitted late in that window (after 503s) still gets this long to show on its stream: one
 * admitted a moment before the window closed is not lost, it is being transcribed.
 */
const SHOW_AFTER_ADMISSION_MS = 10_000;
/** The upload queue's confirmation gaps after a 202 (async-segments contract): 3, 6, 12, 24… up to 30 s. */
const FIRST_CONFIRM_MS = 3000;
const MAX_CONFIRM_MS = 30_000;

export interface StepResult {
  n: number;
  segmentsPerRecording: number;
  scheduled: number;
  /** Acknowledgement latency (202, or 200 done) from each segment's scheduled time, ms. */
  ack: number[];
  /** Each acknowledged segment's scheduled time (same order as `ack`), for latency over time. */
  ackScheduledAt: number[];
  accepted202: number;
  answered200: number;
  /** 503 answers (back-pressure: the browser keeps the audio and retries after Retry-After). */
  refused503: number;
  /** Latency of the attempt that was admitted, from that attempt's own send time (a retry after a 503
   * starts its clock when it is sent): what admission control keeps fast. */
  admittedAck: number[];
  /** Segments refused at least once (shed), and those still refused when their window ended (the
   * browser would go on trying: kept, not lost). */
  shed: number;
  stillRefused: number;
  errors: Tally;
  /** From the scheduled upload to the stream's `segment` event with status done, ms. */
  visible: number[];
  /** Status polls sent by the simulated upload queues (GET /api/consultations/:id). */
  polls: number;
  createMs: number[];
  /** How late the generator's timers fired (its own health), ms. */
  lagMs: number[];
  /** The segment phase: first scheduled upload → last answer. */
  windowStartedAt: number;
  windowEndedAt: number;
}

/** Ack p95 per window of the segment phase: a steady queue and periodic stalls look different. */
export function ackP95ByWindow(
  result: StepResult,
  windowMs: number,
): { from: number; p95: number; count: number }[] {
  const windows = new Map<number, number[]>();
  result.ackScheduledAt.forEach((at, i) => {
    const slot = Math.floor((at - result.windowStartedAt) / windowMs);
    windows.set(slot, [...(windows.get(slot) ?? []), result.ack[i] as number]);
  });
  return [...windows]
    .sort((a, b) => a[0] - b[0])
    .map(([slot, values]) => ({
      from: (slot * windowMs) / 1000,
      p95: percentile(values, 95),
      count: values.length,
    }));
}

const sleepUntil = (at: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

/**
 * One step of the open-loop test: N recordings start staggered uniformly over the first period (creating
 * their consultation and opening its event stream as the page does), then each uploads one segment per
 * period for `segmentsPerRecording` periods. Every upload is scheduled by the clock at the start, never by
 * the previous answer, so a slow server meets the same arrival rate (no coordinated omission: latency is
 * counted from the scheduled time, not from when the request could be sent).
 * `onSegmentPhase` is called when the first segment is due (to mark the server's CPU), `onMeasured` when
 * the last one is settled; the recordings are finished after that, outside the figures.
 */
export async function runStep({
  client,
  cookieFor,
  n,
  segmentsPerRecording,
  onSegmentPhase,
  onMeasured,
}: {
  client: HttpClient;
  cookieFor: () => string;
  n: number;
  segmentsPerRecording: number;
  onSegmentPhase: () => void;
  /** Called when every segment is settled, before the recordings are finished (not measured). */
  onMeasured: () => void;
}): Promise<StepResult> {
  const result: StepResult = {
    n,
    segmentsPerRecording,
    scheduled: n * segmentsPerRecording,
    ack: [],
    ackScheduledAt: [],
    accepted202: 0,
    answered200: 0,
    refused503: 0,
    admittedAck: [],
    shed: 0,
    stillRefused: 0,
    errors: new Tally(),
    visible: [],
    polls: 0,
    createMs: [],
    lagMs: [],
    windowStartedAt: 0,
    windowEndedAt: 0,
  };
  const cookies = Array.from({ length: n }, () => cookieFor());
  const t0 = performance.now() + 500;
  result.windowStartedAt = t0 + PERIOD_MS;
  const phaseTimer = setTimeout(onSegmentPhase, t0 + PERIOD_MS - performance.now());
  const recordings = cookies.map((cookie, i) =>
    runRecording({
      client,
      cookie,
      startAt: t0 + ((i + Math.random()) / n) * PERIOD_MS,
      segments: segmentsPerRecording,
      result,
    }),
  );
  const ended = await Promise.all(recordings);
  clearTimeout(phaseTimer);
  onMeasured();
  await finishRecordings(client, ended, segmentsPerRecording);
  return result;
}

async function runRecording({
  client,
  cookie,
  startAt,
  segments,
  result,
}: {
  client: HttpClient;
  cookie: string;
  startAt: number;
  segments: number;
  result: StepResult;
}): Promise<{ consultationId: string | undefined; cookie: string; closeEvents: () => void }> {
  const scheduledAt = Array.from({ length: segments }, (_, k) => startAt + (k + 1) * PERIOD_MS);
  const settled = new Set<number>();
  const unconfirmed = new Set<number>();
  let allSettled = () => {};
  const done = new Promise<void>((resolve) => {
    allSettled = resolve;
  });
  const settle = (index: number) => {
    if (settled.has(index)) return;
    settled.add(index);
    unconfirmed.delete(index);
    if (settled.size === segments) allSettled();
  };

  // The uploads are on the clock from now on, whatever happens to the creation.
  let consultationId: string | undefined;
  let ready = () => {};
  const created = new Promise<void>((resolve) => {
    ready = resolve;
  });
  let closeEvents = () => {};
  let lastAnswered = 0;
  let lastAdmitted = 0;

  // The upload queue's status check: one GET per recording, with growing gaps, while a 202'd segment is
  // not confirmed (here the stream's event confirms too, as the page may).
  let confirmTimer: NodeJS.Timeout | undefined;
  let confirmGap = FIRST_CONFIRM_MS;
  const scheduleConfirm = () => {
    if (confirmTimer || unconfirmed.size === 0) return;
    confirmTimer = setTimeout(async () => {
      confirmTimer = undefined;
      if (unconfirmed.size === 0 || !consultationId) return;
      result.polls += 1;
      try {
        const answer = await client.send('GET', `/api/consultations/${consultationId}`, { cookie });
        if (answer.status === 200) {
          const view = JSON.parse(answer.body.toString('utf8')) as {
            segments: { index: number; status: string }[];
          };
          for (const segment of view.segments) {
            if (!unconfirmed.has(segment.index)) continue;
            if (segment.status === 'done') unconfirmed.delete(segment.index);
            if (segment.status === 'failed') {
              result.errors.add('segment failed');
              settle(segment.index);
            }
          }
        } else result.errors.add(`GET consultation HTTP ${answer.status}`);
      } catch {
        result.errors.add('GET consultation: network');
      }
      confirmGap = Math.min(confirmGap * 2, MAX_CONFIRM_MS);
      if (unconfirmed.size > 0) scheduleConfirm();
      else confirmGap = FIRST_CONFIRM_MS;
    }, confirmGap);
  };

  const upload = async (index: number) => {
    const due = scheduledAt[index] as number;
    await sleepUntil(due);
    result.lagMs.push(performance.now() - due);
    await created;
    if (!consultationId) {
      result.errors.add('no consultation');
      settle(index);
      return;
    }
    let attemptAt = due;
    let refused = false;
    for (;;) {
      let answer: Awaited<ReturnType<HttpClient['send']>>;
      try {
        answer = await client.send('POST', `/api/consultations/${consultationId}/segments/${index}`, {
          cookie,
          body: SEGMENTS[index % SEGMENTS.length],
          headers: { 'content-type': 'audio/webm', prefer: 'respond-async' },
        });
      } catch {
        result.errors.add('upload: network');
        settle(index);
        return;
      }
      const now = performance.now();
      lastAnswered = Math.max(lastAnswered, now);
      if (answer.status === 202 || answer.status === 200) {
        result.admittedAck.push(now - attemptAt);
        lastAdmitted = Math.max(lastAdmitted, now);
      }
      if (answer.status === 202) {
        result.ack.push(now - due);
        result.ackScheduledAt.push(due);
        result.accepted202 += 1;
        if (!settled.has(index)) {
          unconfirmed.add(index);
          scheduleConfirm();
        }
        return;
      }
      if (answer.status === 200) {
        const view = JSON.parse(answer.body.toString('utf8')) as { status: string };
        if (view.status === 'done') {
          result.ack.push(now - due);
          result.ackScheduledAt.push(due);
          result.answered200 += 1;
        } else {
          result.errors.add(`200 ${view.status}`);
          settle(index);
        }
        return;
      }
      if (answer.status === 503) {
        result.refused503 += 1;
        if (!refused) result.shed += 1;
        refused = true;
        const retryAfter = Number(answer.headers['retry-after'] ?? 1);
        // As the browser does: no sooner than asked, up to half as long again.
        const waitMs = (Number.isFinite(retryAfter) ? retryAfter : 1) * 1000 * (1 + Math.random() * 0.5);
        if (now + waitMs < due + SETTLE_MS) {
          await sleepUntil(now + waitMs);
          attemptAt = performance.now();
          continue;
        }
        result.stillRefused += 1;
        settle(index);
        return;
      }
      const code = /"code":"([A-Z_]+)"/.exec(answer.body.toString('utf8'))?.[1];
      result.errors.add(`upload HTTP ${answer.status}${code ? ` ${code}` : ''}`);
      settle(index);
      return;
    }
  };
  const uploads = scheduledAt.map((_, index) => upload(index));

  await sleepUntil(startAt);
  const createStarted = performance.now();
  try {
    const answer = await client.send('POST', '/api/consultations', {
      cookie,
      json: { patient: { name: 'Thor', species: 'cao', breed: 'SRD' } },
    });
    if (answer.status === 201) {
      consultationId = (JSON.parse(answer.body.toString('utf8')) as { id: string }).id;
      result.createMs.push(performance.now() - createStarted);
    } else result.errors.add(`create HTTP ${answer.status}`);
  } catch {
    result.errors.add('create: network');
  }
  if (consultationId) {
    try {
      const stream = await client.openEvents(
        `/api/consultations/${consultationId}/events`,
        cookie,
        (event, data) => {
          if (event !== 'segment') return;
          const segment = (JSON.parse(data) as { segment?: { index: number; status: string } }).segment;
          if (!segment || settled.has(segment.index)) return;
          if (segment.status === 'done') {
            result.visible.push(performance.now() - (scheduledAt[segment.index] as number));
            settle(segment.index);
          } else if (segment.status === 'failed') {
            result.errors.add('segment failed');
            settle(segment.index);
          }
        },
      );
      if (stream.status !== 200) result.errors.add(`events HTTP ${stream.status}`);
      closeEvents = stream.close;
    } catch {
      result.errors.add('events: network');
    }
  }
  ready();

  await Promise.all(uploads);
  const deadline = Math.max(
    (scheduledAt.at(-1) as number) + SETTLE_MS,
    lastAdmitted + SHOW_AFTER_ADMISSION_MS,
  );
  await Promise.race([done, sleepUntil(deadline)]);
  const unseen = segments - settled.size;
  if (unseen > 0) result.errors.add('never shown on SSE', unseen);
  if (confirmTimer) clearTimeout(confirmTimer);
  result.windowEndedAt = Math.max(result.windowEndedAt, lastAnswered);
  return { consultationId, cookie, closeEvents };
}

/**
 * Ends the step's recordings once it is measured. A step is a slice of recordings that go on for a whole
 * consultation (~60 segments): finishing them inside the slice would add a finish and a final transcript
 * per 3 segments instead of per 60 — a rate the compression must not raise.
 */
async function finishRecordings(
  client: HttpClient,
  recordings: { consultationId: string | undefined; cookie: string; closeEvents: () => void }[],
  segments: number,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < recordings.length) {
      const recording = recordings[next++];
      if (!recording) break;
      recording.closeEvents();
      if (!recording.consultationId) continue;
      await client
        .send('POST', `/api/consultations/${recording.consultationId}/finish`, {
          cookie: recording.cookie,
          json: { lastSegmentIndex: segments - 1, durationSeconds: (segments * PERIOD_MS) / 1000 },
        })
        .catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}
