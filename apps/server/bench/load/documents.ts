import { SEGMENTS } from './audio.ts';
import type { HttpClient } from './http-client.ts';
import { Tally } from './stats.ts';

/** Segments each consultation records before its documents: enough words (≥ 20) for a grounded draft. */
const SEGMENTS_EACH = 3;
const PREPARE_CONCURRENCY = 8;

export interface DocumentsResult {
  count: number;
  /** From the POST to the first event carrying content (a `patch`, or a `document` with content), ms. */
  firstContent: number[];
  /** From the POST to the event that ends the generation (ready or failed), ms. */
  completion: number[];
  ready: number;
  errors: Tally;
  /** Events and bytes the SSE clients received during the run. */
  events: number;
  startedAt: number;
  endedAt: number;
}

interface Prepared {
  id: string;
  cookie: string;
}

/**
 * Consultations with a real recorded transcript (segments through the STT stand-in, then finished), each
 * with its document stream open as the documents page keeps it.
 */
export async function prepareConsultations(
  client: HttpClient,
  cookieFor: () => string,
  count: number,
): Promise<Prepared[]> {
  const prepared: Prepared[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      const cookie = cookieFor();
      const created = await client.send('POST', '/api/consultations', {
        cookie,
        json: { patient: { name: 'Mia', species: 'gato' } },
      });
      if (created.status !== 201) throw new Error(`create consultation: HTTP ${created.status}`);
      const { id } = JSON.parse(created.body.toString('utf8')) as { id: string };
      // Without `Prefer: respond-async` the upload waits for its transcription: the transcript is whole after.
      for (let index = 0; index < SEGMENTS_EACH; index++) {
        const answer = await client.send('POST', `/api/consultations/${id}/segments/${index}`, {
          cookie,
          body: SEGMENTS[index % SEGMENTS.length],
          headers: { 'content-type': 'audio/webm' },
        });
        if (answer.status !== 200) throw new Error(`segment: HTTP ${answer.status}`);
      }
      const finished = await client.send('POST', `/api/consultations/${id}/finish`, {
        cookie,
        json: { lastSegmentIndex: SEGMENTS_EACH - 1 },
      });
      if (finished.status !== 200) throw new Error(`finish: HTTP ${finished.status}`);
      prepared.push({ id, cookie });
    }
  };
  await Promise.all(Array.from({ length: PREPARE_CONCURRENCY }, worker));
  // The last transcriptions settle in the background: wait until every consultation is ready.
  for (const { id, cookie } of prepared) {
    for (let tries = 0; ; tries++) {
      const answer = await client.send('GET', `/api/consultations/${id}`, { cookie });
      const view = JSON.parse(answer.body.toString('utf8')) as {
        status: string;
        transcriptTooShort: boolean;
      };
      if (view.status === 'ready' && !view.transcriptTooShort) break;
      if (tries > 100) throw new Error(`consultation ${id} never got ready: ${view.status}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return prepared;
}

/**
 * All documents requested at the same moment (one anamnese per consultation), each followed on its
 * consultation's document stream: first content, completion, and the events delivered.
 */
export async function runDocuments({
  client,
  consultations,
  timeoutMs,
  onStart,
}: {
  client: HttpClient;
  consultations: Prepared[];
  timeoutMs: number;
  onStart: () => void;
}): Promise<DocumentsResult> {
  const result: DocumentsResult = {
    count: consultations.length,
    firstContent: [],
    completion: [],
    ready: 0,
    errors: new Tally(),
    events: 0,
    startedAt: 0,
    endedAt: 0,
  };
  const followers = await Promise.all(
    consultations.map(async ({ id, cookie }) => {
      let requestedAt = Number.POSITIVE_INFINITY;
      let sawContent = false;
      // Later edits of a finished document arrive as events too: only the first end counts.
      let ended = false;
      let finish = () => {};
      const finished = new Promise<void>((resolve) => {
        finish = resolve;
      });
      let snapshot = () => {};
      const gotSnapshot = new Promise<void>((resolve) => {
        snapshot = resolve;
      });
      const stream = await client.openEvents(
        `/api/consultations/${id}/documents/events`,
        cookie,
        (event, data) => {
          result.events += 1;
          if (event === 'snapshot') snapshot();
          const now = performance.now();
          // The growing content arrives as patches; a run's first one sets it whole.
          if (event === 'patch') {
            if (!sawContent && now >= requestedAt) {
              sawContent = true;
              result.firstContent.push(now - requestedAt);
            }
            return;
          }
          if (event !== 'document') return;
          const { document } = JSON.parse(data) as { document: { status: string; content: unknown } };
          if (!sawContent && document.content !== null && now >= requestedAt) {
            sawContent = true;
            result.firstContent.push(now - requestedAt);
          }
          if (document.status !== 'generating' && now >= requestedAt && !ended) {
            ended = true;
            result.completion.push(now - requestedAt);
            if (document.status === 'ready') result.ready += 1;
            else result.errors.add(`document ${document.status}`);
            finish();
          }
        },
      );
      if (stream.status !== 200) throw new Error(`document stream: HTTP ${stream.status}`);
      await gotSnapshot;
      return {
        id,
        cookie,
        stream,
        finished,
        markRequested: () => {
          requestedAt = performance.now();
        },
      };
    }),
  );

  result.events = 0;
  client.takeEventBytes();
  onStart();
  result.startedAt = performance.now();
  await Promise.all(
    followers.map(async (follower) => {
      follower.markRequested();
      const answer = await client.send('POST', `/api/consultations/${follower.id}/documents`, {
        cookie: follower.cookie,
        json: { types: ['anamnese'] },
      });
      if (answer.status !== 202) {
        result.errors.add(`generate HTTP ${answer.status}`);
        return;
      }
      const timedOut = await Promise.race([
        follower.finished.then(() => false),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(true), timeoutMs).unref()),
      ]);
      if (timedOut) result.errors.add('not finished in time');
    }),
  );
  result.endedAt = performance.now();
  for (const follower of followers) follower.stream.close();
  return result;
}
