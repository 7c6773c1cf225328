import { joinParagraphs, type SpeakerLabel, type SpeakerRole, transcriptParagraphs } from '@vetvoz/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/queryable.ts';
import { transcriptSegment } from '../db/schema/index.ts';
import { mapVendorSpeakers } from '../speakers/index.ts';

export async function assembleTranscript(db: Queryable, consultationId: string): Promise<string> {
  return (await assembleLabelledTranscript(db, consultationId)).text;
}

/**
 * The done segments' text with who said each paragraph. A diarised segment's turns become paragraphs
 * (its vendor voices mapped to roles, a turn that goes on in the next segment joined to it); a plain
 * segment's text runs on in one paragraph as before. Labels only when every paragraph has one: the rest
 * is for the content inference when the recording ends (finalize-consultation.ts).
 */
export async function assembleLabelledTranscript(
  db: Queryable,
  consultationId: string,
): Promise<{ text: string; labels: SpeakerLabel[] }> {
  const rows = await db
    .select({ text: transcriptSegment.text, speakers: transcriptSegment.speakers })
    .from(transcriptSegment)
    .where(and(eq(transcriptSegment.consultationId, consultationId), eq(transcriptSegment.status, 'done')))
    .orderBy(asc(transcriptSegment.index));
  return labelledTranscriptOf(rows);
}

/** The same from the done segments already read, in index order. */
export function labelledTranscriptOf(rows: readonly { text: string; speakers: string[] | null }[]): {
  text: string;
  labels: SpeakerLabel[];
} {
  const paragraphs: { text: string; role?: SpeakerRole }[] = [];
  for (const row of rows) {
    const parts = transcriptParagraphs(row.text);
    if (parts.length === 0) continue;
    const speakers = row.speakers;
    if (speakers && speakers.length === parts.length) {
      const roles = mapVendorSpeakers(parts.map((text, i) => ({ speaker: speakers[i] as string, text })));
      for (const [i, text] of parts.entries()) {
        const role = roles.get(speakers[i] as string);
        const last = paragraphs.at(-1);
        if (last && last.role === role) last.text = `${last.text} ${text}`;
        else paragraphs.push({ text, role });
      }
      continue;
    }
    const text = parts.join(' ');
    const last = paragraphs.at(-1);
    if (last && last.role === undefined) last.text = `${last.text} ${text}`;
    else paragraphs.push({ text });
  }
  const labelled = paragraphs.every((p) => p.role !== undefined);
  return {
    text: joinParagraphs(paragraphs.map((p) => p.text)),
    labels: labelled
      ? paragraphs.map((p) => ({ role: p.role as SpeakerRole, source: 'vendor' as const }))
      : [],
  };
}
