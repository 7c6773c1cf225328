import { eq } from 'drizzle-orm';
import {
  type AnonymiseResult,
  type ConsultationNames,
  learnNameWords,
  nameWordHasher,
  redactNameWords,
} from '../anonymisation/index.ts';
import type { Queryable } from '../db/queryable.ts';
import { consultation, transcriptSegment } from '../db/schema/index.ts';

/**
 * A segment's text with every tutor name the consultation has learnt redacted. Takes the consultation's
 * row lock. When this segment teaches a new name, its hash joins the consultation's set and the stored
 * segments and transcript (an edited one too) are redacted again, so a name said in segment 3 also
 * leaves segments 1 and 2. Names are compared by keyed hash only: none is stored in clear.
 */
export async function redactLearntNames(
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
    teach: ConsultationNames;
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
