import type { ConsultationView, Patient, TranscriptSegmentView } from '@vetvoz/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { transcriptSegment } from '../db/schema/index.ts';
import { transcriptionMessageFor } from '../transcription/index.ts';
import type { ConsultationRow, SegmentRow } from './rows.ts';

/** The consultation's segments in index order. */
export async function segmentsOf(db: Db, consultationId: string): Promise<SegmentRow[]> {
  return db
    .select()
    .from(transcriptSegment)
    .where(eq(transcriptSegment.consultationId, consultationId))
    .orderBy(asc(transcriptSegment.index));
}

/** What a segment's view needs: the columns a consultation read brings (get-consultation.ts). */
export type SegmentViewRow = Pick<
  SegmentRow,
  'index' | 'status' | 'text' | 'attempts' | 'errorCode' | 'corrections'
>;

export function toSegmentView(row: SegmentViewRow): TranscriptSegmentView {
  return {
    index: row.index,
    status: row.status,
    text: row.text,
    attempts: row.attempts,
    errorCode: row.errorCode,
    errorMessage: row.status === 'failed' ? transcriptionMessageFor(row.errorCode) : null,
  };
}

/** The consultation columns that describe the animal. */
export type PatientColumns = Pick<
  ConsultationRow,
  'patientName' | 'species' | 'breed' | 'sex' | 'age' | 'weightKg' | 'neutered'
>;

/** The animal as the API shows it, from a consultation row (empty columns left out). */
export function patientOf(row: PatientColumns): Patient {
  return {
    name: row.patientName,
    species: row.species,
    ...(row.breed !== null && { breed: row.breed }),
    ...(row.sex !== null && { sex: row.sex }),
    ...(row.age !== null && { age: row.age }),
    ...(row.weightKg !== null && { weightKg: row.weightKg }),
    ...(row.neutered !== null && { neutered: row.neutered }),
  };
}

/** Every animal of the visit, the main one first (docs/decisions/045-visits-with-several-animals.md). */
export function patientsOf(row: PatientColumns & Pick<ConsultationRow, 'otherPatients'>): Patient[] {
  return [patientOf(row), ...(row.otherPatients ?? [])];
}

/** The consultation as the API shows it; `reader` says whose it is and whether the caller may change it. */
export function toView(
  row: ConsultationRow,
  segments: SegmentViewRow[],
  reader?: {
    readOnly: boolean;
    readOnlyReason?: 'other-author' | 'left-unit';
    authorName: string;
    authorCrmv?: string;
  },
): ConsultationView {
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
    status: row.status,
    patient,
    patients: patientsOf(row),
    animalSplit: row.otherPatients.length > 0 ? (row.animalSplit ?? null) : null,
    transcript: row.transcript,
    transcriptTooShort: row.transcriptTooShort,
    transcriptEditedAt: row.transcriptEditedAt?.toISOString() ?? null,
    lastSegmentIndex: row.lastSegmentIndex,
    durationSeconds: row.durationSeconds,
    sttProvider: row.sttProvider,
    sttModel: row.sttModel,
    segments: segments.map(toSegmentView),
    pendingSegments,
    vocabularyCorrections: correctionsOf(segments),
    speakers: row.speakerLabels,
    // Only on a unit consultation: a personal one reads as it always did.
    ...(row.unitId ? { businessUnitId: row.unitId } : {}),
    ...(reader ?? {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The vocabulary's corrections across the segments, once each (docs/ai-providers.md, Vocabulary). */
export function correctionsOf(segments: SegmentViewRow[]): { heard: string; term: string }[] {
  const seen = new Map<string, { heard: string; term: string }>();
  for (const segment of segments) {
    if (segment.status !== 'done') continue;
    for (const c of segment.corrections) seen.set(`${c.heard.toLowerCase()}|${c.term}`, c);
  }
  return [...seen.values()];
}
