import { type ConsultationView, ERROR_MESSAGES, type TranscriptSegmentView } from '@vetvoz/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/mock-api.ts';
import {
  createConsultation,
  fetchConsultation,
  finishConsultation,
  saveTranscript,
  uploadSegment,
} from './consultations.ts';

const ID = '0b6f3c1e-2f4e-4a8a-9a3b-4f7d2d1c9e10';

const SEGMENT: TranscriptSegmentView = {
  index: 0,
  status: 'done',
  text: 'Ele está vomitando desde anteontem.',
  attempts: 1,
  errorCode: null,
  errorMessage: null,
};

const VIEW: ConsultationView = {
  id: ID,
  status: 'recording',
  patient: { name: 'Thor', species: 'cao' },
  transcript: SEGMENT.text,
  transcriptTooShort: true,
  transcriptEditedAt: null,
  lastSegmentIndex: null,
  durationSeconds: null,
  sttProvider: null,
  sttModel: null,
  segments: [SEGMENT],
  pendingSegments: 0,
  createdAt: '2026-11-21T12:00:00.000Z',
  updatedAt: '2026-11-21T12:00:00.000Z',
};

const upload = () =>
  uploadSegment({ consultationId: ID, index: 0, audio: new ArrayBuffer(8), mimeType: 'audio/webm' });

const answerAll = (body: unknown) => vi.stubGlobal('fetch', async () => json(body));

const CALLS: Array<[string, () => Promise<unknown>, unknown]> = [
  [
    'createConsultation',
    () => createConsultation({ id: ID, patient: { name: 'Thor', species: 'cao' } }),
    VIEW,
  ],
  ['fetchConsultation', () => fetchConsultation(ID), VIEW],
  ['finishConsultation', () => finishConsultation(ID, { lastSegmentIndex: 0, durationSeconds: 30 }), VIEW],
  ['saveTranscript', () => saveTranscript(ID, { transcript: 'Texto corrigido.' }), VIEW],
  ['uploadSegment', () => upload().then(({ segment }) => segment), SEGMENT],
];

afterEach(() => vi.unstubAllGlobals());

describe('consultation API calls', () => {
  it.each(CALLS)('%s reads the answer with its response schema', async (_, call, answer) => {
    answerAll(answer);
    await expect(call()).resolves.toEqual(answer);
  });

  it.each(CALLS)('%s refuses an answer that is not the contract', async (_, call, answer) => {
    // The right shape with one field of the wrong type (a server and a client out of step).
    answerAll({ ...(answer as object), status: 42 });
    await expect(call()).rejects.toMatchObject({ code: 'INTERNAL', message: ERROR_MESSAGES.INTERNAL });
  });
});

describe('uploadSegment', () => {
  const PENDING: TranscriptSegmentView = { ...SEGMENT, status: 'pending', text: '' };
  let headers: Headers;
  const answer = (response: Response) =>
    vi.stubGlobal('fetch', async (_: string, init: RequestInit = {}) => {
      headers = new Headers(init.headers);
      return response;
    });

  it('asks the server to answer before transcribing, and says when it did (202)', async () => {
    answer(json(PENDING, 202));
    await expect(upload()).resolves.toEqual({ acknowledged: true, segment: PENDING });
    expect(headers.get('Prefer')).toBe('respond-async');
  });

  it('says the segment is done when the server transcribed it before answering (200)', async () => {
    // Also what a server that ignores `Prefer` answers: the app works as before.
    answer(json(SEGMENT, 200));
    await expect(upload()).resolves.toEqual({ acknowledged: false, segment: SEGMENT });
  });

  it('counts a 202 it cannot read as acknowledged, so the audio is kept', async () => {
    answer(json({ unexpected: true }, 202));
    await expect(upload()).resolves.toEqual({ acknowledged: true, segment: null });
  });

  it('still rejects a 200 it cannot read (the queue counts that as done, as before)', async () => {
    answer(json({ unexpected: true }, 200));
    await expect(upload()).rejects.toMatchObject({ status: 200, code: 'INTERNAL' });
  });

  it('passes a busy server (503) on as a failure to retry', async () => {
    answer(json({ code: 'UNAVAILABLE', message: 'Servidor ocupado.' }, 503));
    await expect(upload()).rejects.toMatchObject({ status: 503, code: 'UNAVAILABLE' });
  });
});
