import {
  type ConsultationStreamEvent,
  consultationEventsContract,
  createConsultationContract,
  deleteConsultationContract,
  finishConsultationContract,
  getConsultationContract,
  MAX_SEGMENT_BYTES,
  SEGMENT_TOO_LARGE_MESSAGE,
  setSpeakerContract,
  updateTranscriptContract,
  uploadSegmentContract,
} from '@vetvoz/domain';
import { bodyLimit } from 'hono/body-limit';
import { signedInUser } from '../auth/session.ts';
import { liveStream, type SendLiveEvent } from '../events/live-stream.ts';
import { AppError } from '../http/app-error.ts';
import { contractRoutes, route } from '../http/contract.ts';
import { acknowledgeSegment, BUSY_RETRY_AFTER_SECONDS, prefersRespondAsync } from './acknowledge-segment.ts';
import { consultationAnimalRoutes } from './animal-routes.ts';
import { readSegmentTarget } from './claim-segment.ts';
import { createConsultation } from './create-consultation.ts';
import { deleteConsultation } from './delete-consultation.ts';
import { findVisibleConsultation } from './find-visible-consultation.ts';
import { finishConsultation } from './finish-consultation.ts';
import { getConsultation } from './get-consultation.ts';
import { readLiveUpdate } from './read-live-update.ts';
import { readAudio } from './segment-audio.ts';
import { setSpeaker } from './set-speaker.ts';
import { type PipelineDeps, transcribeSegment } from './transcribe-segment.ts';
import { updateTranscript } from './update-transcript.ts';

/** Segment uploads have their own limit instead of the API's 1 MB JSON limit. */
export const SEGMENT_UPLOAD_PATH = /^\/api\/consultations\/[^/]+\/segments\/[^/]+$/;
/** The API's whole-recording upload: the same audio, limits and load shedding as a segment. */
export const API_AUDIO_UPLOAD_PATH = /^\/api\/v1\/consultations\/[^/]+\/audio$/;
export const isAudioUpload = (path: string) =>
  SEGMENT_UPLOAD_PATH.test(path) || API_AUDIO_UPLOAD_PATH.test(path);
/** Multipart boundaries and fields on top of the audio itself. */
const SEGMENT_UPLOAD_LIMIT = MAX_SEGMENT_BYTES + 64 * 1024;

export const segmentBodyLimit = bodyLimit({
  maxSize: SEGMENT_UPLOAD_LIMIT,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE', SEGMENT_TOO_LARGE_MESSAGE);
  },
});

/** The consultation routes, from their contracts (packages/domain/src/contracts/consultations.ts). */
export function consultationRoutes(deps: PipelineDeps) {
  const { db, events } = deps;
  const routes = contractRoutes();

  routes.openapi(route(createConsultationContract), async (c) => {
    const { view, created } = await createConsultation({
      db,
      user: signedInUser(c),
      input: c.req.valid('json'),
      transcriber: deps.transcriber,
    });
    return created ? c.json(view, 201) : c.json(view, 200);
  });

  routes.openapi(route(getConsultationContract), async (c) => {
    c.header('Cache-Control', 'no-store');
    const { id } = c.req.valid('param');
    return c.json(await getConsultation({ db, user: signedInUser(c), id }), 200);
  });

  routes.openapi(route(uploadSegmentContract, segmentBodyLimit), async (c) => {
    const user = signedInUser(c);
    const { id, index: rawIndex } = c.req.valid('param');
    const index = Number(rawIndex);
    // Before the body: a stranger gets 404 without the server taking their audio; the claim reuses the read.
    const target = await readSegmentTarget(db, user, id, index);
    const { audio, tutorName } = await readAudio(c, index);
    // A 503 (segment being transcribed elsewhere, no room here) tells the browser when to send again.
    c.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
    if (!prefersRespondAsync(c.req.header('prefer'))) {
      const done = await transcribeSegment({ deps, user, id, index, audio, tutorName, target });
      c.header('Retry-After', undefined);
      return c.json(done, 200);
    }
    const { status, view } = await acknowledgeSegment({ deps, user, id, index, audio, tutorName, target });
    c.header('Retry-After', undefined);
    if (status === 200) return c.json(view, 200);
    c.header('Preference-Applied', 'respond-async');
    return c.json(view, 202);
  });

  routes.openapi(route(finishConsultationContract), async (c) => {
    const { lastSegmentIndex, durationSeconds } = c.req.valid('json');
    const view = await finishConsultation({
      db,
      events,
      user: signedInUser(c),
      id: c.req.valid('param').id,
      lastSegmentIndex,
      durationSeconds,
    });
    return c.json(view, 200);
  });

  routes.openapi(route(updateTranscriptContract), async (c) => {
    const { transcript, tutorName } = c.req.valid('json');
    const view = await updateTranscript({
      db,
      events,
      user: signedInUser(c),
      id: c.req.valid('param').id,
      transcript,
      tutorName,
      nameKey: deps.nameKey,
      modelPass: deps.modelPass,
    });
    return c.json(view, 200);
  });

  routes.openapi(route(setSpeakerContract), async (c) => {
    const { paragraph, role } = c.req.valid('json');
    const view = await setSpeaker({
      db,
      events,
      user: signedInUser(c),
      id: c.req.valid('param').id,
      paragraph,
      role,
    });
    return c.json(view, 200);
  });

  routes.openapi(route(deleteConsultationContract), async (c) => {
    await deleteConsultation({ db, events, user: signedInUser(c), id: c.req.valid('param').id });
    return c.body(null, 204);
  });

  /** Live transcript: a snapshot, then `segment` and `status` events; `deleted` ends the stream. */
  routes.openapi(route(consultationEventsContract), async (c) => {
    const user = signedInUser(c);
    const { id } = c.req.valid('param');
    // 404 before the stream opens; events carry the row's key, which may differ from the id asked.
    const row = await findVisibleConsultation(db, user, id);
    return liveStream(c, {
      events,
      channel: 'consultation',
      key: row.id,
      accept: (event) => (event.consultationId === row.id ? event : undefined),
      snapshot: async (send: SendLiveEvent<ConsultationStreamEvent>) => {
        await send({ event: 'snapshot', data: await getConsultation({ db, user, id }) });
      },
      // One statement per batch, however many of its segments the batch names, and only those segments:
      // under load the stream falls behind by a batch, never by a full reload per event.
      deliver: async (batch, send) => {
        const segmentIndexes = new Set<number>();
        let statusChanged = false;
        for (const event of batch) {
          if (event.type === 'segment') segmentIndexes.add(event.index);
          else statusChanged = true;
        }
        const live = batch.some((event) => event.type === 'deleted')
          ? undefined
          : await readLiveUpdate(db, user, row.id, [...segmentIndexes]).catch(() => undefined);
        if (!live) {
          await send({ event: 'deleted', data: { id } });
          return false;
        }
        for (const index of segmentIndexes) {
          await send({
            event: 'segment',
            data: {
              segment: live.segments.find((s) => s.index === index),
              transcript: live.transcript,
              status: live.status,
              pendingSegments: live.pendingSegments,
            },
          });
        }
        if (statusChanged) {
          await send({
            event: 'status',
            data: {
              status: live.status,
              transcript: live.transcript,
              transcriptTooShort: live.transcriptTooShort,
              pendingSegments: live.pendingSegments,
            },
          });
        }
        return true;
      },
    });
  });

  // "Outro animal" and the split between the animals; the text model is the one the anonymiser's pass uses.
  routes.route(
    '/',
    consultationAnimalRoutes({ db, events, log: deps.log, textModel: deps.modelPass?.textModel }),
  );
  return routes;
}
