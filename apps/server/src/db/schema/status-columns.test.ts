import {
  ANIMAL_SEXES,
  CONSULTATION_STATUSES,
  type ConsultationStatus,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  type DocumentStatus,
  type DocumentType,
  SEGMENT_STATUSES,
  type SegmentStatus,
  SPECIES,
} from '@vetvoz/domain';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  consultation,
  document,
  JOB_STATUSES,
  job,
  prompt,
  promptVersion,
  transcriptSegment,
} from './index.ts';

describe('status and type columns', () => {
  it('are typed by the domain enums, so the code reads them without casts', () => {
    expect(consultation.status.enumValues).toEqual([...CONSULTATION_STATUSES]);
    expect(transcriptSegment.status.enumValues).toEqual([...SEGMENT_STATUSES]);
    expect(document.status.enumValues).toEqual([...DOCUMENT_STATUSES]);
    expect(job.status.enumValues).toEqual([...JOB_STATUSES]);
    expect(consultation.species.enumValues).toEqual([...SPECIES]);
    expect(consultation.sex.enumValues).toEqual([...ANIMAL_SEXES]);
    expect(document.type.enumValues).toEqual([...DOCUMENT_TYPES]);
    expect(prompt.documentType.enumValues).toEqual([...DOCUMENT_TYPES]);
    expect(promptVersion.documentType.enumValues).toEqual([...DOCUMENT_TYPES]);
    expectTypeOf<typeof consultation.$inferSelect.status>().toEqualTypeOf<ConsultationStatus>();
    expectTypeOf<typeof transcriptSegment.$inferSelect.status>().toEqualTypeOf<SegmentStatus>();
    expectTypeOf<typeof document.$inferSelect.status>().toEqualTypeOf<DocumentStatus>();
    expectTypeOf<typeof document.$inferSelect.type>().toEqualTypeOf<DocumentType>();
  });
});
