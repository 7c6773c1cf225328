import 'fake-indexeddb/auto';
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

const USER = 'user-1';
const ID = '0b6f3c1e-2f4e-4a8a-9a3b-4f7d2d1c9e10';

interface Call {
  method: string;
  path: string;
  tutorName: string | null;
  body: string;
}

let calls: Call[];
let answer: (call: Call) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function recording(patch: Partial<LocalRecording> = {}): LocalRecording {
  return {
    id: ID,
    userId: USER,
    patient: { name: 'Thor', species: 'cao' },
    tutorName: 'Ana Souza',
    created: false,
    state: 'recording',
    finished: false,
    heartbeatAt: Date.now(),
    startedAt: Date.now(),
    ...patch,
  };
}

const segment = (index: number, complete = true) =>
  putSegment({
    recordingId: ID,
    index,
    audio: new TextEncoder().encode(`audio ${index}`).buffer as ArrayBuffer,
    mimeType: 'audio/webm;codecs=opus',
    complete,
  });

/** What the server answers a successful call: the segment for an upload, the consultation otherwise. */
function accepted(call: Call): Response {
  const segment = /\/segments\/(\d+)$/.exec(call.path);
  if (segment)
    return json(200, {
      index: Number(segment[1]),
      status: 'done',
      text: '',
      attempts: 1,
      errorCode: null,
      errorMessage: null,
    });
  return json(200, {
    id: ID,
    status: 'recording',
    patient: { name: 'Thor', species: 'cao' },
    transcript: '',
    transcriptTooShort: true,
    transcriptEditedAt: null,
    lastSegmentIndex: null,
    durationSeconds: null,
    sttProvider: null,
    sttModel: null,
    segments: [],
    pendingSegments: 0,
    createdAt: '2026-11-21T12:00:00.000Z',
    updatedAt: '2026-11-21T12:00:00.000Z',
  });
}

let queue: UploadQueue;

beforeEach(async () => {
  await resetCaptureStoreForTests();
  calls = [];
  answer = accepted;
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    // IndexedDB (fake-indexeddb) hands back buffers from another realm: not `instanceof ArrayBuffer` here.
    const isBuffer = Object.prototype.toString.call(init.body) === '[object ArrayBuffer]';
    const body = isBuffer
      ? new TextDecoder().decode(new Uint8Array(init.body as ArrayBuffer))
      : String(init.body ?? '');
    const call = { method: init.method ?? 'GET', path: input, tutorName: headers.get('X-Tutor-Name'), body };
    calls.push(call);
    return answer(call);
  });
  queue = new UploadQueue();
});

afterEach(() => {
  queue.stop();
});

const settle = (check: () => void | Promise<void>) => vi.waitFor(check, { timeout: 4000, interval: 20 });

describe('upload queue', () => {
  it('creates the consultation, uploads complete segments in order with the tutor name, finishes, then forgets everything', async () => {
    await putRecording(recording({ state: 'stopped', lastSegmentIndex: 1, durationSeconds: 42 }));
    await segment(1);
    await segment(0);
    queue.start(USER);
    await settle(async () => expect(await getRecording(ID)).toBeUndefined());
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/consultations',
      `POST /api/consultations/${ID}/finish`,
      `POST /api/consultations/${ID}/segments/0`,
      `POST /api/consultations/${ID}/segments/1`,
    ]);
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual({ id: ID, patient: { name: 'Thor', species: 'cao' } });
    expect(JSON.parse(calls[1]?.body ?? '')).toEqual({ lastSegmentIndex: 1, durationSeconds: 42 });
    expect(calls[2]?.body).toBe('audio 0');
    expect(calls[2]?.tutorName).toBe(encodeURIComponent('Ana Souza'));
    expect(await listSegments(ID)).toEqual([]);
  });

  it('counts a call the server accepted as done even when its answer does not read as the contract says', async () => {
    // A server newer or older than this app: the work is done, so the audio must not be kept as refused.
    answer = () => json(200, { unexpected: true });
    await putRecording(recording({ state: 'stopped', lastSegmentIndex: 0, durationSeconds: 12 }));
    await segment(0);
    queue.start(USER);
    await settle(async () => expect(await getRecording(ID)).toBeUndefined());
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/consultations',
      `POST /api/consultations/${ID}/finish`,
      `POST /api/consultations/${ID}/segments/0`,
    ]);
    expect(await listSegments(ID)).toEqual([]);
  });

  it('leaves a segment still being recorded alone, and keeps the recording while it goes on', async () => {
    await putRecording(recording({ created: true }));
    await segment(0);
    await segment(1, false);
    queue.markActive(ID);
    queue.start(USER);
    await settle(async () => expect((await listSegments(ID)).map((s) => s.index)).toEqual([1]));
    expect(calls.map((c) => c.path)).toEqual([`/api/consultations/${ID}/segments/0`]);
    expect(await getRecording(ID)).toBeDefined();
  });

  it('counts the segments sent: none before the first upload, then each one the server confirmed', async () => {
    await putRecording(recording({ created: true, lastSavedIndex: 1 }));
    await segment(0);
    await segment(1, false);
    queue.markActive(ID);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    answer = async (call) => {
      await held;
      return accepted(call);
    };
    queue.start(USER);
    await settle(() => expect(queue.getSnapshot().recordings[0]?.uploadingIndex).toBe(0));
    expect(queue.getSnapshot().recordings[0]?.sentSegments).toBe(0);
    release();
    await settle(() => {
      const progress = queue.getSnapshot().recordings[0];
      expect(progress?.sentSegments).toBe(1);
      expect(progress?.pendingSegments).toBe(0);
    });
  });

  it('keeps a segment through failures and sends it when the server is back', async () => {
    await putRecording(recording({ created: true, state: 'stopped', lastSegmentIndex: 0, finished: true }));
    await segment(0);
    let down = true;
    answer = (call) => (down ? Promise.reject(new TypeError('Failed to fetch')) : accepted(call));
    queue.start(USER);
    await settle(() => {
      const progress = queue.getSnapshot().recordings[0];
      expect(progress?.lastError).toMatch(/Não foi possível conectar/);
      expect(progress?.nextRetryAt).toBeGreaterThan(Date.now());
      expect(progress?.pendingSegments).toBe(1);
    });
    expect(await listSegments(ID)).toHaveLength(1);
    down = false;
    queue.retryNow(ID);
    await settle(async () => expect(await getRecording(ID)).toBeUndefined());
  });

  it('a busy server (503 + Retry-After) is asked again no sooner than it said, with jitter, and the audio stays', async () => {
    await putRecording(recording({ created: true, state: 'stopped', lastSegmentIndex: 0, finished: true }));
    await segment(0);
    let busy = true;
    answer = (call) =>
      busy && call.path.includes('/segments/')
        ? new Response(
            JSON.stringify({ code: 'UNAVAILABLE', message: 'O servidor está ocupado no momento.' }),
            {
              status: 503,
              headers: { 'Content-Type': 'application/json', 'Retry-After': '20' },
            },
          )
        : accepted(call);
    const before = Date.now();
    queue.start(USER);
    await settle(() => {
      const progress = queue.getSnapshot().recordings[0];
      expect(progress?.lastError).toBe('O servidor está ocupado no momento.');
      // The first backoff would be about 2 s; the server's 20 s wins, stretched by at most half.
      expect(progress?.nextRetryAt).toBeGreaterThanOrEqual(before + 20_000);
      expect(progress?.nextRetryAt).toBeLessThanOrEqual(Date.now() + 30_000);
    });
    expect(calls.filter((call) => call.path.includes('/segments/'))).toHaveLength(1);
    expect(await listSegments(ID)).toHaveLength(1);
    busy = false;
    queue.retryNow(ID);
    await settle(async () => expect(await getRecording(ID)).toBeUndefined());
  });

  it('retries on a transcription failure (502) and does not on a refused segment (413)', async () => {
    await putRecording(recording({ created: true, state: 'stopped', lastSegmentIndex: 1, finished: true }));
    await segment(0);
    await segment(1);
    answer = (call) =>
      call.path.endsWith('/segments/0')
        ? json(413, { code: 'PAYLOAD_TOO_LARGE', message: 'O trecho de áudio é grande demais.' })
        : json(502, { code: 'TRANSCRIPTION_FAILED', message: 'O serviço de transcrição está indisponível.' });
    queue.start(USER);
    await settle(() => {
      const progress = queue.getSnapshot().recordings[0];
      expect(progress?.rejectedSegments).toBe(1);
      expect(progress?.lastError).toBe('O serviço de transcrição está indisponível.');
    });
    const [refused, waiting] = await listSegments(ID);
    expect(refused?.rejectedMessage).toBe('O trecho de áudio é grande demais.');
    expect(waiting?.rejectedMessage).toBeUndefined();
  });

  it('stops at "no consultations left" and keeps the audio for the vet to decide', async () => {
    await putRecording(recording({ state: 'stopped', lastSegmentIndex: 0 }));
    await segment(0);
    answer = () => json(402, { code: 'QUOTA_EXCEEDED', message: 'Você atingiu o limite de consultas.' });
    queue.start(USER);
    await settle(() =>
      expect(queue.getSnapshot().recordings[0]?.blockedMessage).toBe('Você atingiu o limite de consultas.'),
    );
    expect(calls).toHaveLength(1);
    expect(await listSegments(ID)).toHaveLength(1);
  });

  it('drops the local copy of a consultation deleted elsewhere', async () => {
    await putRecording(recording({ created: true, state: 'stopped', lastSegmentIndex: 0 }));
    await segment(0);
    answer = () => json(404, { code: 'NOT_FOUND', message: 'Não encontrado.' });
    queue.start(USER);
    await settle(async () => expect(await getRecording(ID)).toBeUndefined());
    expect(await listSegments(ID)).toEqual([]);
  });

  it('treats a recording whose tab went silent as interrupted and sends what it saved of the last segment', async () => {
    await putRecording(recording({ created: true, heartbeatAt: Date.now() - 60_000, lastSavedIndex: 0 }));
    await segment(0, false);
    queue.start(USER);
    await settle(() => expect(queue.getSnapshot().recordings[0]?.interrupted).toBe(true));
    await settle(async () => expect(await listSegments(ID)).toEqual([]));
    expect(calls.map((c) => c.path)).toEqual([`/api/consultations/${ID}/segments/0`]);
  });

  it("never sends another user's recordings", async () => {
    await putRecording(recording({ userId: 'someone-else', state: 'stopped', lastSegmentIndex: 0 }));
    await segment(0);
    queue.start(USER);
    await settle(() => expect(queue.getSnapshot().recordings).toEqual([]));
    expect(calls).toEqual([]);
  });
});
