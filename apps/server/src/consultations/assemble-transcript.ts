import { isTranscriptTooShort } from '@vetvoz/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/queryable.ts';
import { consultation, transcriptSegment } from '../db/schema/index.ts';
import type { Transcriber } from '../transcription/index.ts';

/** Done segments in index order, joined: the live transcript. A vet's edit is never overwritten. */
export async function refreshTranscript({
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
