import { isTranscriptTooShort } from '@vetvoz/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  type AnonymiseResult,
  type ConsultationNames,
  learnNameWords,
  nameWordHasher,
  redactNameWords,
} from '../anonymisation/index.ts';
import type { Tx } from '../db/queryable.ts';
import { consultation, transcriptSegment } from '../db/schema/index.ts';
import type { SpeakerTurn, Transcriber, TranscriptionError } from '../transcription/index.ts';
import { countAndMeterSegment } from '../usage/index.ts';
import { labelledTranscriptOf } from './assemble-transcript.ts';
import type { ConsultationRow, SegmentRow } from './rows.ts';

/** What the provider gave for one claimed segment (or why it gave nothing). */
export interface SegmentOutcome {
  segmentId: number;
  consultationId: string;
  redacted: AnonymiseResult | undefined;
  names: ConsultationNames;
  corrections: { heard: string; term: string }[];
  turns: SpeakerTurn[] | undefined;
  failure: TranscriptionError | undefined;
  attempts: number;
  audioSeconds: number;
}

export interface StoredOutcome {
  /** The segment as stored; absent when another process had stored it done meanwhile. */
  updated: SegmentRow | undefined;
  /** The consultation's status read under its lock: past `recording`, the finalize job is due. */
  status: ConsultationRow['status'];
  counting: { counted: boolean; trialUserId: string | null } | undefined;
}

/**
 * Stores a transcribed segment under the consultation's row lock (one segment at a time per consultation:
 * two uploads that each teach a tutor's name must both see the other's, and re-redacting stored text must
 * not race a save) in five statements: the lock, the segments, the segment, the consultation, the usage.
 * The segments are read once, after the lock, and serve both the re-redaction when a name is learnt and
 * the joined transcript; the consultation's status comes with the lock, so no read follows the commit.
 * Names are compared by keyed hash only: none is stored in clear (redact-learnt-names.ts is the same rule
 * for an edited transcript).
 */
export async function storeSegmentOutcome(
  tx: Tx,
  outcome: SegmentOutcome,
  { nameKey, transcriber }: { nameKey: string; transcriber: Transcriber },
): Promise<StoredOutcome> {
  const { consultationId, segmentId, redacted, failure } = outcome;
  const [locked] = await tx
    .select({
      nameHashes: consultation.nameHashes,
      transcript: consultation.transcript,
      transcriptEditedAt: consultation.transcriptEditedAt,
      status: consultation.status,
    })
    .from(consultation)
    .where(eq(consultation.id, consultationId))
    .for('update');
  const status = locked?.status ?? 'recording';
  if (!locked || failure || !redacted) {
    const [updated] = await saveSegment(tx, outcome, '');
    return { updated, status, counting: undefined };
  }

  const stored = await tx
    .select({
      id: transcriptSegment.id,
      status: transcriptSegment.status,
      text: transcriptSegment.text,
      speakers: transcriptSegment.speakers,
    })
    .from(transcriptSegment)
    .where(eq(transcriptSegment.consultationId, consultationId))
    .orderBy(asc(transcriptSegment.index));

  const hash = nameWordHasher(nameKey, consultationId);
  const known = new Set(locked.nameHashes);
  const learnt = learnNameWords(redacted, outcome.names)
    .map(hash)
    .filter((h) => !known.has(h));
  for (const h of learnt) known.add(h);
  const isKnown = (word: string) => known.has(hash(word));
  const text = redactNameWords(redacted.text, isKnown).text;

  // A name said now leaves the segments stored before it too.
  if (learnt.length > 0) {
    for (const segment of stored) {
      if (segment.id === segmentId) continue;
      const again = redactNameWords(segment.text, isKnown).text;
      if (again === segment.text) continue;
      segment.text = again;
      await tx.update(transcriptSegment).set({ text: again }).where(eq(transcriptSegment.id, segment.id));
    }
  }

  const [updated] = await saveSegment(tx, outcome, text);
  const mine = stored.find((segment) => segment.id === segmentId);
  if (mine && updated) {
    mine.status = 'done';
    mine.text = updated.text;
    mine.speakers = updated.speakers;
  }
  if (locked.transcriptEditedAt === null) {
    await tx
      .update(consultation)
      .set({
        ...joinedTranscript(stored),
        sttProvider: transcriber.provider,
        sttModel: transcriber.model,
        updatedAt: sql`now()`,
        ...(learnt.length > 0 ? { nameHashes: [...known] } : {}),
      })
      .where(eq(consultation.id, consultationId));
  } else if (learnt.length > 0) {
    // A vet's edit is never overwritten: it is only redacted in place when a name is learnt.
    await tx
      .update(consultation)
      .set({ nameHashes: [...known], transcript: redactNameWords(locked.transcript, isKnown).text })
      .where(eq(consultation.id, consultationId));
  }
  // The first transcribed segment counts the consultation (usage/places.ts); each adds its seconds.
  const counting = updated
    ? await countAndMeterSegment(tx, { consultationId, seconds: outcome.audioSeconds })
    : undefined;
  return { updated, status, counting };
}

/** The done segments joined, with who said each paragraph (assemble-transcript.ts). */
function joinedTranscript(stored: { status: string; text: string; speakers: string[] | null }[]) {
  const { text, labels } = labelledTranscriptOf(stored.filter((segment) => segment.status === 'done'));
  return { transcript: text, transcriptTooShort: isTranscriptTooShort(text), speakerLabels: labels };
}

function saveSegment(tx: Tx, outcome: SegmentOutcome, text: string) {
  const { failure, turns, corrections } = outcome;
  return (
    tx
      .update(transcriptSegment)
      .set({
        status: failure ? 'failed' : 'done',
        text,
        // Kept only where the correction survived the anonymiser (a name is never shown back).
        corrections: corrections.filter((c) => text.includes(c.term)),
        speakers: turns && !failure ? turns.map((turn) => turn.speaker) : null,
        errorCode: failure?.kind ?? null,
        attempts: sql`${transcriptSegment.attempts} + ${outcome.attempts}`,
        claimedUntil: null,
        updatedAt: sql`now()`,
      })
      // Done by another process meanwhile (this one was too slow to renew its lease): keep that.
      .where(and(eq(transcriptSegment.id, outcome.segmentId), ne(transcriptSegment.status, 'done')))
      .returning()
  );
}
