import type { TranscriptSegmentView } from '@vetvoz/domain';
import { and, eq, sql } from 'drizzle-orm';
import { recordProviderCall } from '../admin/record-provider-call.ts';
import { type AnonymiseResult, anonymise } from '../anonymisation/anonymise.ts';
import type { Db } from '../db/database.ts';
import { consultation, transcriptSegment } from '../db/schema/index.ts';
import type { EventBus } from '../events/event-bus.ts';
import { AppError } from '../http/app-error.ts';
import { enqueueJob } from '../jobs/queue.ts';
import type { Logger } from '../logging/logger.ts';
import { TranscriptionError } from '../transcription/errors.ts';
import { type RetryPolicy, transcribeWithRetries } from '../transcription/transcribe.ts';
import type { AudioInput, Transcriber } from '../transcription/transcriber.ts';
import { type ModelPassDeps, widenWithModelPass } from './anonymise-with-model.ts';
import { refreshTranscript } from './assemble-transcript.ts';
import { consultationNames } from './consultation-names.ts';
import { finalizeConsultationJob } from './finalize-consultation.ts';
import { findVisibleConsultation } from './find-visible-consultation.ts';
import { publish } from './publish-event.ts';
import { redactLearntNames } from './redact-learnt-names.ts';
import { toSegmentView } from './views.ts';

export interface PipelineDeps {
  db: Db;
  events: EventBus;
  log: Logger;
  transcriber: Transcriber;
  retryPolicy: RetryPolicy;
  /** Keys the hashes of learnt tutor names (the server secret): never stored beside them. */
  nameKey: string;
  /** The anonymiser's second pass by the text model, when configured. */
  modelPass?: ModelPassDeps;
}

/**
 * Transcribes one uploaded segment while the request waits. The audio exists only in this call's memory:
 * never written to the database, to disk or to the log. Idempotent by (consultation, index): a segment
 * already done is answered from the database without calling the provider again.
 */
export async function transcribeSegment({
  deps,
  user,
  id,
  index,
  audio,
  tutorName,
}: {
  deps: PipelineDeps;
  user: { id: string };
  id: string;
  index: number;
  audio: AudioInput;
  tutorName: string | undefined;
}): Promise<TranscriptSegmentView> {
  const { db, events, log, transcriber, retryPolicy } = deps;
  const row = await findVisibleConsultation(db, user, id, 'write');
  const [existing] = await db
    .select()
    .from(transcriptSegment)
    .where(and(eq(transcriptSegment.consultationId, row.id), eq(transcriptSegment.index, index)));
  if (existing?.status === 'done') return toSegmentView(existing);
  if (row.lastSegmentIndex !== null && index > row.lastSegmentIndex) {
    throw new AppError('VALIDATION', 'Este trecho é posterior ao fim da gravação.');
  }
  if (row.status === 'ready') throw new AppError('CONSULTATION_FINISHED');

  // Claim: a new segment, or a failed/pending one taken again. A done one is never overwritten.
  const [claimed] = await db
    .insert(transcriptSegment)
    .values({ consultationId: row.id, index, status: 'pending' })
    .onConflictDoUpdate({
      target: [transcriptSegment.consultationId, transcriptSegment.index],
      set: { status: 'pending', errorCode: null, updatedAt: sql`now()` },
      setWhere: sql`${transcriptSegment.status} <> 'done'`,
    })
    .returning();
  if (!claimed) {
    const [done] = await db
      .select()
      .from(transcriptSegment)
      .where(and(eq(transcriptSegment.consultationId, row.id), eq(transcriptSegment.index, index)));
    if (!done) throw new AppError('INTERNAL');
    return toSegmentView(done);
  }
  if (row.status === 'failed') {
    await db
      .update(consultation)
      .set({ status: 'transcribing', updatedAt: sql`now()` })
      .where(eq(consultation.id, row.id));
  }

  const names = await consultationNames(db, row, tutorName);
  let attempts = 0;
  let redacted: AnonymiseResult | undefined;
  let failure: TranscriptionError | undefined;
  try {
    const raw = await transcribeWithRetries({
      transcriber,
      audio,
      policy: retryPolicy,
      onAttempt: (n) => {
        attempts = n;
      },
      onCall: (call) =>
        recordProviderCall(db, log, {
          kind: 'stt',
          provider: transcriber.provider,
          model: transcriber.model,
          ...call,
        }),
    });
    redacted = await widenWithModelPass(deps.modelPass, raw, anonymise(raw, names), names);
  } catch (error) {
    const typed =
      error instanceof TranscriptionError
        ? error
        : new TranscriptionError('network', 'unexpected', { cause: error });
    // The kind and status only: never the audio or any text.
    log.warn({ consultationId: row.id, index, kind: typed.kind, attempts }, 'segment transcription failed');
    failure = typed;
  }

  // One segment at a time per consultation from here (the row lock): two uploads that each teach a
  // name must both see the other's, and the re-redaction of stored text must not race a save.
  const saved = await db.transaction(async (tx) => {
    let text = '';
    if (redacted) {
      text = await redactLearntNames(tx, {
        consultationId: row.id,
        nameKey: deps.nameKey,
        redacted,
        teach: names,
        exceptSegmentId: claimed.id,
      });
    }
    const [updated] = await tx
      .update(transcriptSegment)
      .set({
        status: failure ? 'failed' : 'done',
        text,
        errorCode: failure?.kind ?? null,
        attempts: sql`${transcriptSegment.attempts} + ${attempts}`,
        updatedAt: sql`now()`,
      })
      .where(eq(transcriptSegment.id, claimed.id))
      .returning();
    if (!failure) await refreshTranscript({ db: tx, consultationId: row.id, transcriber });
    return updated;
  });
  await publish(events, { type: 'segment', consultationId: row.id, index });
  const [current] = await db
    .select({ status: consultation.status })
    .from(consultation)
    .where(eq(consultation.id, row.id));
  if (current && current.status !== 'recording') {
    await enqueueJob({ db, events, job: finalizeConsultationJob, payload: { consultationId: row.id } });
  }

  if (failure) {
    const code =
      failure.kind === 'local_model_missing' ||
      failure.kind === 'local_decoder_missing' ||
      failure.kind === 'not_configured'
        ? 'UNAVAILABLE'
        : 'TRANSCRIPTION_FAILED';
    throw new AppError(code, failure.userMessage, { cause: failure });
  }
  if (!saved) throw new AppError('INTERNAL');
  return toSegmentView(saved);
}
