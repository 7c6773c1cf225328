import {
  type ConsultationStreamEvent,
  createConsultationSchema,
  finishConsultationSchema,
  MAX_SEGMENT_BYTES,
  MAX_SEGMENT_INDEX,
  SEGMENT_TOO_LARGE_MESSAGE,
  updateTranscriptSchema,
} from '@vetvoz/domain';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireUser, type SessionUser } from '../auth/session.ts';
import { liveStream, type SendLiveEvent } from '../events/live-stream.ts';
import { AppError } from '../http/app-error.ts';
import type { AppEnv } from '../http/context.ts';
import { readJson } from '../http/validate.ts';
import { sniffAudio } from '../transcription/audio-sniff.ts';
import type { AudioInput } from '../transcription/transcriber.ts';
import {
  assertConsultationVisible,
  createConsultation,
  deleteConsultation,
  findVisibleConsultation,
  finishConsultation,
  getConsultation,
  type PipelineDeps,
  transcribeSegment,
  updateTranscript,
} from './service.ts';

/** Segment uploads have their own limit instead of the API's 1 MB JSON limit. */
export const SEGMENT_UPLOAD_PATH = /^\/api\/consultations\/[^/]+\/segments\/[^/]+$/;
/** Multipart boundaries and fields on top of the audio itself. */
const SEGMENT_UPLOAD_LIMIT = MAX_SEGMENT_BYTES + 64 * 1024;

const EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'video/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/m4a': 'm4a',
  'audio/aac': 'm4a',
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
};

/** When the declared type says nothing useful, the sniffed container names the file for the provider. */
const SNIFFED_EXTENSIONS: Record<string, string> = {
  webm: 'webm',
  mkv: 'webm',
  mp4: 'm4a',
  m4a: 'm4a',
  mov: 'm4a',
  '3gp': 'm4a',
  ogg: 'ogg',
  opus: 'ogg',
  oga: 'ogg',
  wav: 'wav',
  mp3: 'mp3',
  flac: 'flac',
  aac: 'm4a',
};

function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}

/**
 * The tutor's name for redaction comes with each upload (header X-Tutor-Name, URI-encoded because
 * headers are Latin-1, or a multipart field) and lives only for this request. It is never stored or logged.
 */
function tutorNameFrom(raw: string | undefined | null): string | undefined {
  if (!raw) return undefined;
  let name = raw;
  try {
    name = decodeURIComponent(raw);
  } catch {
    // Not encoded: use as sent.
  }
  name = name.trim().slice(0, 120);
  return name || undefined;
}

async function readAudio(
  c: Context<AppEnv>,
  index: number,
): Promise<{ audio: AudioInput; tutorName?: string }> {
  const contentType = (c.req.header('content-type') ?? '').toLowerCase();
  let bytes: Uint8Array;
  let type: string;
  let tutorName = tutorNameFrom(c.req.header('x-tutor-name'));
  if (contentType.startsWith('multipart/form-data')) {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const file = form.audio;
    if (!(file instanceof File))
      throw new AppError('VALIDATION', 'Envie o trecho de áudio no campo "audio".');
    bytes = new Uint8Array(await file.arrayBuffer());
    type = file.type || 'application/octet-stream';
    if (typeof form.tutorName === 'string') tutorName = tutorNameFrom(form.tutorName) ?? tutorName;
  } else {
    bytes = new Uint8Array(await c.req.arrayBuffer());
    type = contentType || 'application/octet-stream';
  }
  if (bytes.byteLength === 0) throw new AppError('VALIDATION', 'O trecho de áudio está vazio.');
  // By content, not by the declared type: a picture or a text never reaches the speech provider.
  const sniffed = await sniffAudio(bytes);
  if (!sniffed) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const base = type.split(';')[0]?.trim() ?? '';
  const extension = EXTENSIONS[base] ?? SNIFFED_EXTENSIONS[sniffed.ext] ?? 'webm';
  return {
    audio: { bytes, contentType: base || 'audio/webm', fileName: `segment-${index}.${extension}` },
    tutorName,
  };
}

function segmentIndex(raw: string): number {
  const index = Number(raw);
  if (!/^\d+$/.test(raw) || index > MAX_SEGMENT_INDEX)
    throw new AppError('VALIDATION', 'Índice de trecho inválido.');
  return index;
}

export function consultationRoutes(deps: PipelineDeps) {
  const { db, events } = deps;
  const routes = new Hono<AppEnv>();
  routes.use('/consultations', requireUser);
  routes.use('/consultations/*', requireUser);

  routes.post('/consultations', async (c) => {
    const input = await readJson(c, createConsultationSchema);
    const { view, created } = await createConsultation({
      db,
      user: currentUser(c),
      input,
      transcriber: deps.transcriber,
    });
    return c.json(view, created ? 201 : 200);
  });

  routes.get('/consultations/:id', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getConsultation({ db, user: currentUser(c), id: c.req.param('id') }));
  });

  routes.post(
    '/consultations/:id/segments/:index',
    bodyLimit({
      maxSize: SEGMENT_UPLOAD_LIMIT,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', SEGMENT_TOO_LARGE_MESSAGE);
      },
    }),
    async (c) => {
      const user = currentUser(c);
      const index = segmentIndex(c.req.param('index'));
      await assertConsultationVisible({ db, user, id: c.req.param('id') });
      const { audio, tutorName } = await readAudio(c, index);
      const segment = await transcribeSegment({ deps, user, id: c.req.param('id'), index, audio, tutorName });
      return c.json(segment);
    },
  );

  routes.post('/consultations/:id/finish', async (c) => {
    const input = await readJson(c, finishConsultationSchema);
    return c.json(
      await finishConsultation({
        db,
        events,
        user: currentUser(c),
        id: c.req.param('id'),
        lastSegmentIndex: input.lastSegmentIndex,
        durationSeconds: input.durationSeconds,
      }),
    );
  });

  routes.patch('/consultations/:id/transcript', async (c) => {
    const input = await readJson(c, updateTranscriptSchema);
    return c.json(
      await updateTranscript({
        db,
        events,
        user: currentUser(c),
        id: c.req.param('id'),
        transcript: input.transcript,
        tutorName: input.tutorName,
        nameKey: deps.nameKey,
      }),
    );
  });

  routes.delete('/consultations/:id', async (c) => {
    await deleteConsultation({ db, events, user: currentUser(c), id: c.req.param('id') });
    return c.body(null, 204);
  });

  /** Live transcript: a snapshot, then `segment` and `status` events; `deleted` ends the stream. */
  routes.get('/consultations/:id/events', async (c) => {
    const user = currentUser(c);
    const id = c.req.param('id');
    // 404 before the stream opens; events carry the row's key, which may differ from the id asked.
    const row = await findVisibleConsultation(db, user, id);
    return liveStream(c, {
      events,
      channel: 'consultation',
      accept: (event) => (event.consultationId === row.id ? event : undefined),
      snapshot: async (send: SendLiveEvent<ConsultationStreamEvent>) => {
        await send({ event: 'snapshot', data: await getConsultation({ db, user, id }) });
      },
      deliver: async (batch, send) => {
        for (const event of batch) {
          const view = await getConsultation({ db, user, id }).catch(() => undefined);
          if (!view || event.type === 'deleted') {
            await send({ event: 'deleted', data: { id } });
            return false;
          }
          if (event.type === 'segment') {
            await send({
              event: 'segment',
              data: {
                segment: view.segments.find((s) => s.index === event.index),
                transcript: view.transcript,
                status: view.status,
                pendingSegments: view.pendingSegments,
              },
            });
          } else {
            await send({
              event: 'status',
              data: {
                status: view.status,
                transcript: view.transcript,
                transcriptTooShort: view.transcriptTooShort,
                pendingSegments: view.pendingSegments,
              },
            });
          }
        }
        return true;
      },
    });
  });

  return routes;
}
