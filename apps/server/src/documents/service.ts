import {
  type DocumentRecord,
  type DocumentType,
  documentContentSchemas,
  markVetValues,
  TRANSCRIPT_TOO_SHORT_MESSAGE,
} from '@vetvoz/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { countConsultationWithNotices } from '../billing/index.ts';
import {
  type ConsultationAccess,
  findVisibleConsultation,
  ownConsultations,
  patientsOf,
  usableSplit,
  visibleConsultations,
} from '../consultations/index.ts';
import type { Db } from '../db/database.ts';
import { consultation, document } from '../db/schema/index.ts';
import type { EventBus } from '../events/event-bus.ts';
import { AppError } from '../http/app-error.ts';
import { isUuid } from '../http/uuid.ts';
import { enqueueJob } from '../jobs/queue.ts';
import type { Logger } from '../logging/logger.ts';
import { assertDocumentContentSize } from './content-limit.ts';
import { generateDocumentJob } from './generate-job.ts';
import { documentFlagsOf } from './grounding-flags.ts';
import { type DocumentRow, toDocumentRecord } from './records.ts';

type ConsultationRow = typeof consultation.$inferSelect;

/** A document with its consultation, if the user may see the consultation (checked in the query). */
export async function findVisibleDocument(
  db: Db,
  user: { id: string },
  id: string,
  access: ConsultationAccess = 'read',
): Promise<{ document: DocumentRow; consultation: ConsultationRow }> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select({ document, consultation })
    .from(document)
    .innerJoin(consultation, eq(consultation.id, document.consultationId))
    .where(and(eq(document.id, id), access === 'read' ? visibleConsultations(user) : ownConsultations(user)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function listDocuments({
  db,
  user,
  consultationId,
}: {
  db: Db;
  user: { id: string };
  consultationId: string;
}): Promise<DocumentRecord[]> {
  const row = await findVisibleConsultation(db, user, consultationId);
  const rows = await db
    .select()
    .from(document)
    .where(eq(document.consultationId, row.id))
    .orderBy(asc(document.patientIndex), asc(document.createdAt), asc(document.type));
  return rows.map(toDocumentRecord);
}

/**
 * Starts one durable job per requested document. The transcript must be complete and long enough: an
 * empty or too-short one is refused here, before any model call (docs/ai-providers.md). Generating a type again
 * replaces that document; its `run` number moves on so a job of the earlier run can't write over it.
 */
export async function requestDocuments({
  db,
  events,
  log,
  user,
  consultationId,
  types,
  patientIndexes,
}: {
  db: Db;
  events: EventBus;
  log: Logger;
  user: { id: string };
  consultationId: string;
  types: DocumentType[];
  /** Which animals; by default each animal of a confirmed split, else the main one alone. */
  patientIndexes?: number[];
}): Promise<DocumentRecord[]> {
  // Generating counts against the author's (or unit's) quota: only the author asks for it.
  const row = await findVisibleConsultation(db, user, consultationId, 'write');
  if (row.status === 'recording' || row.status === 'transcribing') {
    throw new AppError('TRANSCRIPTION_IN_PROGRESS', 'Aguarde o fim da transcrição para gerar os documentos.');
  }
  if (row.transcriptTooShort) throw new AppError('VALIDATION', TRANSCRIPT_TOO_SHORT_MESSAGE);

  // Documents per animal only once the vet confirmed the split; otherwise the flow of a single animal.
  const split = usableSplit(row);
  const animals = split?.confirmedAt ? patientsOf(row).map((_, i) => i) : [0];
  const started: DocumentRow[] = [];
  for (const [type, patientIndex] of types.flatMap((t) =>
    (patientIndexes ?? animals).map((i) => [t, i] as const),
  )) {
    const [saved] = await db
      .insert(document)
      .values({ consultationId: row.id, type, patientIndex, status: 'generating' })
      .onConflictDoUpdate({
        target: [document.consultationId, document.type, document.patientIndex],
        set: {
          status: 'generating',
          content: null,
          generatedContent: null,
          groundingFlags: [],
          errorCode: null,
          editedAt: null,
          repaired: false,
          run: sql`${document.run} + 1`,
          updatedAt: sql`now()`,
        },
      })
      .returning();
    if (!saved) throw new AppError('INTERNAL');
    started.push(saved);
  }
  // The first document request counts the consultation, if its first transcribed segment did not already:
  // a document read while it streams, then the consultation deleted, stays counted.
  await countConsultationWithNotices({ db, events, log }, row.id);
  for (const saved of started) {
    await enqueueJob({
      db,
      events,
      job: generateDocumentJob,
      payload: { documentId: saved.id, run: saved.run },
    });
    await events.publish('documents', { consultationId: row.id, documentId: saved.id });
  }
  return started.map(toDocumentRecord);
}

/** "Tentar novamente" (or generating one document again): a new run of the same job. */
export async function retryDocument({
  db,
  events,
  log,
  user,
  id,
}: {
  db: Db;
  events: EventBus;
  log: Logger;
  user: { id: string };
  id: string;
}): Promise<DocumentRecord> {
  const found = await findVisibleDocument(db, user, id);
  const [started] = await requestDocuments({
    db,
    events,
    log,
    user,
    consultationId: found.consultation.id,
    types: [found.document.type],
    patientIndexes: [found.document.patientIndex],
  });
  if (!started) throw new AppError('INTERNAL');
  return started;
}

/**
 * The vet's edit, validated by the type's schema and the size cap (413); grounding is checked again on the
 * edited text.
 */
export async function updateDocument({
  db,
  events,
  user,
  id,
  content,
}: {
  db: Db;
  events: EventBus;
  user: { id: string };
  id: string;
  content: unknown;
}): Promise<DocumentRecord> {
  const found = await findVisibleDocument(db, user, id, 'write');
  if (found.document.status !== 'ready') {
    throw new AppError('DOCUMENT_GENERATING');
  }
  assertDocumentContentSize(content);
  const type = found.document.type;
  const parsed = documentContentSchemas[type].safeParse(content);
  if (!parsed.success) {
    throw new AppError('VALIDATION', parsed.error.issues[0]?.message ?? 'Conteúdo do documento inválido.');
  }
  const [saved] = await db
    .update(document)
    .set({
      content: parsed.data,
      // Checked again whoever wrote each value; what the vet typed is told apart from what the model wrote.
      groundingFlags: markVetValues(
        documentFlagsOf(type, parsed.data, found.consultation, found.document.patientIndex),
        found.document.generatedContent,
      ),
      editedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(document.id, found.document.id))
    .returning();
  if (!saved) throw new AppError('NOT_FOUND');
  await events.publish('documents', { consultationId: found.consultation.id, documentId: saved.id });
  return toDocumentRecord(saved);
}

/** "Voltar à versão gerada": the edit is dropped. */
export async function restoreDocument({
  db,
  events,
  user,
  id,
}: {
  db: Db;
  events: EventBus;
  user: { id: string };
  id: string;
}): Promise<DocumentRecord> {
  const found = await findVisibleDocument(db, user, id, 'write');
  if (found.document.status !== 'ready' || found.document.generatedContent === null) {
    throw new AppError('NOTHING_TO_RESTORE');
  }
  const [saved] = await db
    .update(document)
    .set({
      content: found.document.generatedContent,
      groundingFlags: documentFlagsOf(
        found.document.type,
        found.document.generatedContent,
        found.consultation,
        found.document.patientIndex,
      ),
      editedAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(document.id, found.document.id))
    .returning();
  if (!saved) throw new AppError('NOT_FOUND');
  await events.publish('documents', { consultationId: found.consultation.id, documentId: saved.id });
  return toDocumentRecord(saved);
}

/** Numbers and drug names the transcript (or the patient block, or today's date) does not contain. */
