import 'fake-indexeddb/auto';
import type { TranscriptSegmentView } from '@vetvoz/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getRecording,
  type LocalRecording,
  listSegments,
  putRecording,
  putSegment,
  resetCaptureStoreForTests,
} from './capture-store.ts';
import { UploadQueue } from './upload-queue.ts';

/**
 * The server answers 202 as soon as it holds a segment (Prefer: respond-async): the queue keeps
 * the audio, goes on with the next segments, and confirms the acknowledged ones by reading the
 * consultation. The clock is the queue's own, moved by hand; `wake()` stands for its timer.
 */

const USER = 'user-1';
const ID = '0b6f3c1e-2f4e-4a8a-9a3b-4f7d2d1c9e10';
const OTHER = '5d1f0c2a-8b3e-4c6d-9e7f-1a2b3c4d5e6f';

interface Call {
  method: string;
  path: string;
  prefer: string | null;
}

type Status = TranscriptSegmentView['status'];

let calls: Call[];
/** What POST …/segments/:index answers: 202 (pending) or 200 (done). */
let uploadAnswer: (index: number, id: string) => 200 | 202 | Response;
/** The segments GET /api/consultations/:id lists, by index. */
let serverSegments: (id: string) => Record<number, Status>;
let clock: number;
let queue: UploadQueue;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const segmentView = (index: number, status: Status): TranscriptSegmentView => ({
  index,
  status,
  text: status === 'done' ? `Trecho ${index}.` : '',
  attempts: 1,
  errorCode: status === 'failed' ? 'provider' : null,
  errorMessage: status === 'failed' ? 'O serviço de transcrição está indisponível.' : null,
});

function consultationView(id: string) {
  const segments = Object.entries(serverSegments(id)).map(([index, status]) =>
    segmentView(Number(index), status),
  );
  return {
    id,
    status: 'transcribing',
    patient: { name: 'Thor', species: 'cao' },
    transcript: '',
    transcriptTooShort: true,
    transcriptEditedAt: null,
    lastSegmentIndex: 2,
    durationSeconds: 60,
    sttProvider: null,
    sttModel: null,
    segments,
    pendingSegments: segments.filter((s) => s.status !== 'done').length,
    createdAt: '2026-11-21T12:00:00.000Z',
    updatedAt: '2026-11-21T12:00:00.000Z',
  };
}

function answer(call: Call): Response {
  const upload = /\/consultations\/([^/]+)\/segments\/(\d+)$/.exec(call.path);
  if (upload) {
    const result = uploadAnswer(Number(upload[2]), upload[1] as string);
    if (result instanceof Response) return result;
    return json(result, segmentView(Number(upload[2]), result === 202 ? 'pending' : 'done'));
  }
  const read = /\/consultations\/([^/]+)$/.exec(call.path);
  if (call.method === 'GET' && read) return json(200, consultationView(read[1] as string));
  return json(500, { code: 'INTERNAL', message: 'inesperado' });
}

const recording = (id = ID, patch: Partial<LocalRecording> = {}): LocalRecording => ({
  id,
  userId: USER,
  patient: { name: 'Thor', species: 'cao' },
  created: true,
  state: 'stopped',
  lastSegmentIndex: 2,
  lastSavedIndex: 2,
  finished: true,
  heartbeatAt: Date.now(),
  startedAt: Date.now(),
  ...patch,
});

const segment = (index: number, id = ID) =>
  putSegment({
    recordingId: id,
    index,
    audio: new TextEncoder().encode(`audio ${index}`).buffer as ArrayBuffer,
    mimeType: 'audio/webm;codecs=opus',
    complete: true,
  });

const settle = (check: () => void | Promise<void>) => vi.waitFor(check, { timeout: 4000, interval: 20 });
const summary = () => calls.map((c) => `${c.method} ${c.path.replace(`/api/consultations/${ID}`, '')}`);
const acknowledgedIndexes = async (id = ID) =>
  (await listSegments(id)).filter((s) => s.acknowledgedAt !== undefined).map((s) => s.index);

/** Moves the queue's clock on and lets it look again, as its timer would. */
function advance(ms: number) {
  clock += ms;
  queue.wake();
}

beforeEach(async () => {
  await resetCaptureStoreForTests();
  calls = [];
  uploadAnswer = () => 202;
  serverSegments = () => ({});
  clock = Date.now();
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const call = {
      method: init.method ?? 'GET',
      path: input,
      prefer: new Headers(init.headers).get('Prefer'),
    };
    calls.push(call);
    return answer(call);
  });
  queue = new UploadQueue(() => clock);
});

afterEach(() => {
  queue.stop();
  vi.unstubAllGlobals();
});

describe('upload queue with a server that answers before transcribing', () => {
  it('keeps an acknowledged segment until a read shows it done, then forgets the recording', async () => {
    await putRecording(recording(ID, { lastSegmentIndex: 0, lastSavedIndex: 0 }));
    await segment(0);
    queue.start(USER);
    await settle(async () => expect(await acknowledgedIndexes()).toEqual([0]));
    await settle(() => expect(queue.getSnapshot().recordings[0]?.transcribingSegments).toBe(1));
    const progress = queue.getSnapshot().recordings[0];
    expect(progress).toMatchObject({ pendingSegments: 0, sentSegments: 1, transcribingSegments: 1 });
    expect(calls[0]?.prefer).toBe('respond-async');
    expect(summary()).toEqual(['POST /segments/0']);

    serverSegments = () => ({ 0: 'done' });
    advance(3000);
    await settle(async () => expect(await getRecording(ID)).toBeUndefined());
    expect(summary()).toEqual(['POST /segments/0', 'GET ']);
    expect(await listSegments(ID)).toEqual([]);
  });

  it('does not look before the first gap has passed', async () => {
    await putRecording(recording(ID, { lastSegmentIndex: 0, lastSavedIndex: 0 }));
    await segment(0);
    queue.start(USER);
    await settle(async () => expect(await acknowledgedIndexes()).toEqual([0]));
    advance(2000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(summary()).toEqual(['POST /segments/0']);
  });

  it('uploads the next segments without waiting for the first one to be confirmed', async () => {
    await putRecording(recording());
    for (const index of [0, 1, 2]) await segment(index);
    queue.start(USER);
    await settle(async () => expect(await acknowledgedIndexes()).toEqual([0, 1, 2]));
    expect(summary()).toEqual(['POST /segments/0', 'POST /segments/1', 'POST /segments/2']);
    expect(await getRecording(ID)).toBeDefined();
  });

  it('uploads a segment the server reports failed again at once', async () => {
    await putRecording(recording(ID, { lastSegmentIndex: 0, lastSavedIndex: 0 }));
    await segment(0);
    queue.start(USER);
    await settle(async () => expect(await acknowledgedIndexes()).toEqual([0]));
    serverSegments = () => ({ 0: 'failed' });
    uploadAnswer = () => 200;
    advance(3000);
    await settle(async () => expect(await getRecording(ID)).toBeUndefined());
    expect(summary()).toEqual(['POST /segments/0', 'GET ', 'POST /segments/0']);
  });

  it('uploads a segment the server does not list again', async () => {
    await putRecording(recording(ID, { lastSegmentIndex: 0, lastSavedIndex: 0 }));
    await segment(0);
    queue.start(USER);
    await settle(async () => expect(await acknowledgedIndexes()).toEqual([0]));
    serverSegments = () => ({});
    advance(3000);
    await settle(() => expect(summary()).toEqual(['POST /segments/0', 'GET ', 'POST /segments/0']));
    // Acknowledged again, from the new upload's time.
    await settle(async () => expect((await listSegments(ID))[0]?.acknowledgedAt).toBe(clock));
  });

  it('waits on a pending segment and uploads it again only once it is pending for more than 20 s', async () => {
    const started = clock;
    await putRecording(recording(ID, { lastSegmentIndex: 0, lastSavedIndex: 0 }));
    await segment(0);
    queue.start(USER);
    await settle(async () => expect(await acknowledgedIndexes()).toEqual([0]));
    serverSegments = () => ({ 0: 'pending' });

    advance(3000);
    await settle(() => expect(summary()).toEqual(['POST /segments/0', 'GET ']));
    await settle(() => expect(queue.getSnapshot().recordings[0]?.transcribingSegments).toBe(1));
    advance(6000);
    await settle(() => expect(summary()).toEqual(['POST /segments/0', 'GET ', 'GET ']));
    expect((await listSegments(ID))[0]?.acknowledgedAt).toBe(started);

    // 21 s after the acknowledgement: the node that held it may be gone; the server claims it again.
    uploadAnswer = () => 200;
    advance(12_000);
    await settle(async () => expect(await getRecording(ID)).toBeUndefined());
    expect(summary()).toEqual(['POST /segments/0', 'GET ', 'GET ', 'GET ', 'POST /segments/0']);
  });

  it('reads each recording once per pass however many of its segments wait', async () => {
    await putRecording(recording(ID));
    await putRecording(recording(OTHER, { startedAt: Date.now() + 1 }));
    for (const index of [0, 1, 2]) {
      await segment(index);
      await segment(index, OTHER);
    }
    queue.start(USER);
    await settle(async () => expect(await acknowledgedIndexes(OTHER)).toEqual([0, 1, 2]));
    expect(calls.filter((c) => c.method === 'GET')).toEqual([]);

    const mine: Record<number, Status> = { 0: 'done', 1: 'pending', 2: 'pending' };
    const theirs: Record<number, Status> = { 0: 'pending', 1: 'pending', 2: 'pending' };
    serverSegments = (id) => (id === ID ? mine : theirs);
    advance(3000);
    await settle(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls.filter((c) => c.method === 'GET').map((c) => c.path)).toEqual([
      `/api/consultations/${ID}`,
      `/api/consultations/${OTHER}`,
    ]);
    expect(await acknowledgedIndexes()).toEqual([1, 2]);
    expect(await acknowledgedIndexes(OTHER)).toEqual([0, 1, 2]);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(6);
  });

  it('after a reload (a new queue) keeps the acknowledged segments and confirms them', async () => {
    await putRecording(recording(ID, { lastSegmentIndex: 1, lastSavedIndex: 1 }));
    await segment(0);
    await segment(1);
    queue.start(USER);
    await settle(async () => expect(await acknowledgedIndexes()).toEqual([0, 1]));
    queue.stop();

    serverSegments = () => ({ 0: 'done', 1: 'done' });
    queue = new UploadQueue(() => clock);
    queue.start(USER);
    await settle(async () => expect(await getRecording(ID)).toBeUndefined());
    expect(summary()).toEqual(['POST /segments/0', 'POST /segments/1', 'GET ']);
  });

  it('keeps the audio when the read fails, and signs out on 401', async () => {
    await putRecording(recording(ID, { lastSegmentIndex: 0, lastSavedIndex: 0 }));
    await segment(0);
    queue.start(USER);
    await settle(async () => expect(await acknowledgedIndexes()).toEqual([0]));
    vi.stubGlobal('fetch', async () => json(401, { code: 'UNAUTHENTICATED', message: 'Entre novamente.' }));
    advance(3000);
    await settle(() => expect(queue.getSnapshot().signedOut).toBe(true));
    expect(await acknowledgedIndexes()).toEqual([0]);
  });

  it('drops the local copy when the read says the consultation is gone (404)', async () => {
    await putRecording(recording(ID, { lastSegmentIndex: 0, lastSavedIndex: 0 }));
    await segment(0);
    queue.start(USER);
    await settle(async () => expect(await acknowledgedIndexes()).toEqual([0]));
    vi.stubGlobal('fetch', async () => json(404, { code: 'NOT_FOUND', message: 'Não encontrado.' }));
    advance(3000);
    await settle(async () => expect(await getRecording(ID)).toBeUndefined());
  });

  it('keeps the audio of a segment a busy server refused (503) and sends it later', async () => {
    await putRecording(recording(ID, { lastSegmentIndex: 0, lastSavedIndex: 0 }));
    await segment(0);
    uploadAnswer = () =>
      new Response(
        JSON.stringify({ code: 'UNAVAILABLE', message: 'Servidor ocupado. Tente em instantes.' }),
        {
          status: 503,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '2' },
        },
      );
    queue.start(USER);
    await settle(() =>
      expect(queue.getSnapshot().recordings[0]?.lastError).toBe('Servidor ocupado. Tente em instantes.'),
    );
    expect(await listSegments(ID)).toHaveLength(1);
    expect(await acknowledgedIndexes()).toEqual([]);
    expect(queue.getSnapshot().recordings[0]?.pendingSegments).toBe(1);

    uploadAnswer = () => 200;
    advance(60_000);
    await settle(async () => expect(await getRecording(ID)).toBeUndefined());
  });
});
