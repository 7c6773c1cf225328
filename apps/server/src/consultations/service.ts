import {
  type ConsultationStatus,
  type ConsultationView,
  type CreateConsultationInput,
  isTranscriptTooShort,
  type Patient,
  remainingConsultations,
  type SegmentStatus,
  type TranscriptSegmentView,
} from '@vetvoz/domain';
import { and, asc, count, eq, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type AnonymiseResult, anonymise } from '../anonymisation/anonymise.ts';
import { learnNameWords, nameWordHasher, redactNameWords } from '../anonymisation/learnt-names.ts';
import type { Db } from '../db/database.ts';
import { consultation, transcriptSegment } from '../db/schema/index.ts';
import type { ConsultationEvent, EventBus } from '../events/event-bus.ts';
import { AppError } from '../http/app-error.ts';
import { isUuid } from '../http/uuid.ts';
import { defineJob } from '../jobs/define-job.ts';
import { enqueueJob } from '../jobs/queue.ts';
import type { Logger } from '../logging/logger.ts';
import { TranscriptionError, transcriptionMessageFor } from '../transcription/errors.ts';
import { type RetryPolicy, transcribeWithRetries } from '../transcription/transcribe.ts';
import type { AudioInput, Transcriber } from '../transcription/transcriber.ts';
import { countConsultationsUsed, lockQuota } from '../usage/usage.ts';
import { visibleConsultations } from './visibility.ts';

type ConsultationRow = typeof consultation.$inferSelect;
type SegmentRow = typeof transcriptSegment.$inferSelect;
/** The database or a transaction on it. */
type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

export interface PipelineDeps {
  db: Db;
  events: EventBus;
  log: Logger;
  transcriber: Transcriber;
  retryPolicy: RetryPolicy;
  /** Keys the hashes of learnt tutor names (the server secret): never stored beside them. */
  nameKey: string;
}

/**
 * The consultation the user calls `id`: the row with that key, or the one they created asking for an
 * id another user already had (kept as `requested_id`). Always inside the visibility condition, so at
 * most one row: the key's owner never holds an alias of their own key.
 */
function calledBy(user: { id: string }, id: string): SQL {
  return and(
    or(eq(consultation.id, id), eq(consultation.requestedId, id)),
    visibleConsultations(user),
  ) as SQL;
}

/** The consultation if the user may see it; otherwise NOT_FOUND, the same answer as for one that does not exist. */
export async function findVisibleConsultation(
  db: Pick<Db, 'select'>,
  user: { id: string },
  id: string,
): Promise<ConsultationRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [row] = await db.select().from(consultation).where(calledBy(user, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Checks access before an upload's body is read, so a user who may not see the consultation is
 * answered 404 without sending (or the server buffering) up to a segment's worth of audio.
 */
export async function assertConsultationVisible({
  db,
  user,
  id,
}: {
  db: Db;
  user: { id: string };
  id: string;
}) {
  await findVisibleConsultation(db, user, id);
}

function publish(events: EventBus, event: ConsultationEvent) {
  return events.publish('consultation', event);
}

export async function createConsultation({
  db,
  user,
  input,
  transcriber,
}: {
  db: Db;
  user: { id: string };
  input: CreateConsultationInput;
  transcriber: Transcriber;
}): Promise<{ view: ConsultationView; created: boolean }> {
  const { patient } = input;
  const requestedId = input.id;
  // A retried creation (the answer was lost on a bad connection): the same consultation again.
  const existingView = async (from: Pick<Db, 'select'>) => {
    if (!requestedId) return undefined;
    const [existing] = await from.select().from(consultation).where(calledBy(user, requestedId));
    return existing && toView(existing, await segmentsOf(db, existing.id));
  };
  const retried = await existingView(db);
  if (retried) return { view: retried, created: false };
  const result = await db.transaction(async (tx) => {
    // Two tabs starting at once must not both take the last free consultation.
    await lockQuota(tx, user.id);
    const again = await existingView(tx);
    if (again) return { again };
    const used = await countConsultationsUsed(tx, user.id);
    if (remainingConsultations({ used }) === 0) throw new AppError('QUOTA_EXCEEDED');
    // An id another user already holds is answered like a free one (no existence oracle): this
    // consultation gets a random key and keeps the asked id, which only its owner resolves.
    const [taken] = requestedId
      ? await tx.select({ id: consultation.id }).from(consultation).where(eq(consultation.id, requestedId))
      : [];
    const [inserted] = await tx
      .insert(consultation)
      .values({
        ...(requestedId && !taken ? { id: requestedId } : {}),
        ...(taken ? { requestedId } : {}),
        ownerId: user.id,
        patientName: patient.name,
        species: patient.species,
        breed: patient.breed ?? null,
        sex: patient.sex ?? null,
        age: patient.age ?? null,
        weightKg: patient.weightKg ?? null,
        neutered: patient.neutered ?? null,
        sttProvider: transcriber.provider,
        sttModel: transcriber.model,
      })
      .returning();
    return { inserted };
  });
  if (result.again) return { view: result.again, created: false };
  if (!result.inserted) throw new AppError('INTERNAL');
  return { view: toView(result.inserted, []), created: true };
}

export async function getConsultation({
  db,
  user,
  id,
}: {
  db: Db;
  user: { id: string };
  id: string;
}): Promise<ConsultationView> {
  const row = await findVisibleConsultation(db, user, id);
  return toView(row, await segmentsOf(db, row.id));
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
  const row = await findVisibleConsultation(db, user, id);
  const [existing] = await db
    .select()
    .from(transcriptSegment)
    .where(and(eq(transcriptSegment.consultationId, row.id), eq(transcriptSegment.index, index)));
  if (existing?.status === 'done') return toSegmentView(existing);
  if (row.lastSegmentIndex !== null && index > row.lastSegmentIndex) {
    throw new AppError('VALIDATION', 'Este trecho é posterior ao fim da gravação.');
  }
  if (row.status === 'ready') throw new AppError('CONFLICT', 'Esta consulta já foi concluída.');

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
    });
    redacted = anonymise(raw, { tutorName });
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
        teach: { tutorName, patientName: row.patientName },
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

/**
 * A segment's text with every tutor name the consultation has learnt redacted. Takes the consultation's
 * row lock. When this segment teaches a new name, its hash joins the consultation's set and the stored
 * segments and transcript (an edited one too) are redacted again, so a name said in segment 3 also
 * leaves segments 1 and 2. Names are compared by keyed hash only: none is stored in clear.
 */
async function redactLearntNames(
  tx: Queryable,
  {
    consultationId,
    nameKey,
    redacted,
    teach,
    exceptSegmentId,
  }: {
    consultationId: string;
    nameKey: string;
    redacted: AnonymiseResult;
    teach: { tutorName?: string; patientName: string };
    exceptSegmentId?: number;
  },
): Promise<string> {
  const [locked] = await tx
    .select({ nameHashes: consultation.nameHashes, transcript: consultation.transcript })
    .from(consultation)
    .where(eq(consultation.id, consultationId))
    .for('update');
  const hash = nameWordHasher(nameKey, consultationId);
  const known = new Set(locked?.nameHashes ?? []);
  const learnt = learnNameWords(redacted, teach)
    .map(hash)
    .filter((h) => !known.has(h));
  for (const h of learnt) known.add(h);
  const isKnown = (word: string) => known.has(hash(word));
  if (learnt.length > 0 && locked) {
    const stored = await tx
      .select({ id: transcriptSegment.id, text: transcriptSegment.text })
      .from(transcriptSegment)
      .where(eq(transcriptSegment.consultationId, consultationId));
    for (const segment of stored) {
      if (segment.id === exceptSegmentId) continue;
      const text = redactNameWords(segment.text, isKnown).text;
      if (text !== segment.text)
        await tx.update(transcriptSegment).set({ text }).where(eq(transcriptSegment.id, segment.id));
    }
    // The joined transcript follows the segments, unless the vet edited it: then it is redacted in place.
    await tx
      .update(consultation)
      .set({ nameHashes: [...known], transcript: redactNameWords(locked.transcript, isKnown).text })
      .where(eq(consultation.id, consultationId));
  }
  return redactNameWords(redacted.text, isKnown).text;
}

/** Done segments in index order, joined: the live transcript. A vet's edit is never overwritten. */
async function refreshTranscript({
  db,
  consultationId,
  transcriber,
}: {
  db: Queryable;
  consultationId: string;
  transcriber: Transcriber;
}): Promise<void> {
  const text = await assembleTranscript(db, consultationId);
  await db
    .update(consultation)
    .set({
      transcript: text,
      transcriptTooShort: isTranscriptTooShort(text),
      sttProvider: transcriber.provider,
      sttModel: transcriber.model,
      updatedAt: sql`now()`,
    })
    .where(and(eq(consultation.id, consultationId), sql`${consultation.transcriptEditedAt} is null`));
}

export async function assembleTranscript(db: Queryable, consultationId: string): Promise<string> {
  const rows = await db
    .select({ text: transcriptSegment.text })
    .from(transcriptSegment)
    .where(and(eq(transcriptSegment.consultationId, consultationId), eq(transcriptSegment.status, 'done')))
    .orderBy(asc(transcriptSegment.index));
  return rows
    .map((r) => r.text.trim())
    .filter(Boolean)
    .join(' ');
}

/** The recording stopped: the last index is known, and the consultation completes when all are done. */
export async function finishConsultation({
  db,
  events,
  user,
  id,
  lastSegmentIndex,
  durationSeconds,
}: {
  db: Db;
  events: EventBus;
  user: { id: string };
  id: string;
  lastSegmentIndex: number;
  durationSeconds: number | undefined;
}): Promise<ConsultationView> {
  const row = await findVisibleConsultation(db, user, id);
  if (row.status === 'recording') {
    const [beyond] = await db
      .select({ n: count() })
      .from(transcriptSegment)
      .where(
        and(
          eq(transcriptSegment.consultationId, row.id),
          sql`${transcriptSegment.index} > ${lastSegmentIndex}`,
        ),
      );
    if ((beyond?.n ?? 0) > 0)
      throw new AppError('VALIDATION', 'Já existem trechos depois do último informado.');
    await db
      .update(consultation)
      .set({
        status: 'transcribing',
        lastSegmentIndex,
        durationSeconds: durationSeconds ?? null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(consultation.id, row.id), eq(consultation.status, 'recording')));
    await publish(events, { type: 'status', consultationId: row.id });
    await enqueueJob({ db, events, job: finalizeConsultationJob, payload: { consultationId: row.id } });
  } else if (row.lastSegmentIndex !== lastSegmentIndex) {
    throw new AppError('CONFLICT', 'A gravação desta consulta já foi encerrada.');
  }
  return getConsultation({ db, user, id });
}

/** Queued when the recording ends and when a segment arrives after it: settles the consultation's status. */
export const finalizeConsultationJob = defineJob({
  name: 'consultation.finalize',
  version: 1,
  payload: z.object({ consultationId: z.guid() }),
  handler: ({ consultationId }, { db, events }: { db: Db; events: EventBus }) =>
    finalizeConsultation({ db, events, consultationId }),
});

/**
 * Job: when every segment up to the last is in, the consultation becomes ready (all done) or failed
 * (some failed; a re-upload of those takes it back to transcribing). Missing segments keep it waiting:
 * the browser still holds them and will upload them.
 */
export async function finalizeConsultation({
  db,
  events,
  consultationId,
}: {
  db: Db;
  events: EventBus;
  consultationId: string;
}): Promise<void> {
  const [row] = await db.select().from(consultation).where(eq(consultation.id, consultationId));
  if (row?.status !== 'transcribing' || row.lastSegmentIndex === null) return;
  const segments = await segmentsOf(db, row.id);
  const expected = row.lastSegmentIndex + 1;
  const inRange = segments.filter((s) => s.index < expected);
  if (inRange.length < expected || inRange.some((s) => s.status === 'pending')) return;
  const status: ConsultationStatus = inRange.every((s) => s.status === 'done') ? 'ready' : 'failed';
  const text = await assembleTranscript(db, row.id);
  const updated = await db
    .update(consultation)
    .set({
      status,
      ...(row.transcriptEditedAt ? {} : { transcript: text, transcriptTooShort: isTranscriptTooShort(text) }),
      updatedAt: sql`now()`,
    })
    .where(and(eq(consultation.id, row.id), eq(consultation.status, 'transcribing')))
    .returning({ id: consultation.id });
  if (updated.length > 0) await publish(events, { type: 'status', consultationId: row.id });
}

/**
 * The vet's edit of the transcript. It goes through the anonymiser again (with the tutor's name when the
 * client sends it): an edit may add a phone number or a name, and the stored transcript must stay redacted.
 * Placeholders already there survive unchanged.
 */
export async function updateTranscript({
  db,
  events,
  user,
  id,
  transcript,
  tutorName,
  nameKey,
}: {
  db: Db;
  events: EventBus;
  user: { id: string };
  id: string;
  transcript: string;
  tutorName: string | undefined;
  nameKey: string;
}): Promise<ConsultationView> {
  const row = await findVisibleConsultation(db, user, id);
  // Typed notes instead of audio: a consultation that never received a segment takes the text as is.
  const typedNotes = row.status === 'recording' && (await segmentsOf(db, row.id)).length === 0;
  if (!typedNotes && (row.status === 'recording' || row.status === 'transcribing')) {
    throw new AppError('CONFLICT', 'Aguarde o fim da transcrição para editar o texto.');
  }
  await db.transaction(async (tx) => {
    // The names learnt from the segments apply to the edit too, and a name the edit introduces is learnt.
    const text = await redactLearntNames(tx, {
      consultationId: row.id,
      nameKey,
      redacted: anonymise(transcript, { tutorName }),
      teach: { tutorName, patientName: row.patientName },
    });
    await tx
      .update(consultation)
      .set({
        ...(typedNotes ? { status: 'ready', sttProvider: null, sttModel: null } : {}),
        transcript: text,
        transcriptTooShort: isTranscriptTooShort(text),
        transcriptEditedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(consultation.id, row.id), visibleConsultations(user)));
  });
  await publish(events, { type: 'status', consultationId: row.id });
  return getConsultation({ db, user, id });
}

export async function deleteConsultation({
  db,
  events,
  user,
  id,
}: {
  db: Db;
  events: EventBus;
  user: { id: string };
  id: string;
}): Promise<void> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [deleted] = await db
    .delete(consultation)
    .where(calledBy(user, id))
    .returning({ id: consultation.id });
  if (!deleted) throw new AppError('NOT_FOUND');
  await publish(events, { type: 'deleted', consultationId: deleted.id });
}

async function segmentsOf(db: Db, consultationId: string): Promise<SegmentRow[]> {
  return db
    .select()
    .from(transcriptSegment)
    .where(eq(transcriptSegment.consultationId, consultationId))
    .orderBy(asc(transcriptSegment.index));
}

function toSegmentView(row: SegmentRow): TranscriptSegmentView {
  return {
    index: row.index,
    status: row.status as SegmentStatus,
    text: row.text,
    attempts: row.attempts,
    errorCode: row.errorCode,
    errorMessage: row.status === 'failed' ? transcriptionMessageFor(row.errorCode) : null,
  };
}

/** The animal as the API shows it, from a consultation row (empty columns left out). */
export function patientOf(row: ConsultationRow): Patient {
  return {
    name: row.patientName,
    species: row.species as Patient['species'],
    ...(row.breed !== null && { breed: row.breed }),
    ...(row.sex !== null && { sex: row.sex as Patient['sex'] }),
    ...(row.age !== null && { age: row.age }),
    ...(row.weightKg !== null && { weightKg: row.weightKg }),
    ...(row.neutered !== null && { neutered: row.neutered }),
  };
}

function toView(row: ConsultationRow, segments: SegmentRow[]): ConsultationView {
  const done = segments.filter((s) => s.status === 'done').length;
  const pendingSegments =
    row.lastSegmentIndex === null
      ? segments.length - done
      : row.lastSegmentIndex +
        1 -
        segments.filter((s) => s.status === 'done' && s.index <= (row.lastSegmentIndex ?? 0)).length;
  const patient = patientOf(row);
  return {
    // The id its owner knows it by (the one they asked for, when another user already had it).
    id: row.requestedId ?? row.id,
    status: row.status as ConsultationStatus,
    patient,
    transcript: row.transcript,
    transcriptTooShort: row.transcriptTooShort,
    transcriptEditedAt: row.transcriptEditedAt?.toISOString() ?? null,
    lastSegmentIndex: row.lastSegmentIndex,
    durationSeconds: row.durationSeconds,
    sttProvider: row.sttProvider,
    sttModel: row.sttModel,
    segments: segments.map(toSegmentView),
    pendingSegments,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
