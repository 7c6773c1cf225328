import type { consultation, transcriptSegment } from '../db/schema/index.ts';

export type ConsultationRow = typeof consultation.$inferSelect;
export type SegmentRow = typeof transcriptSegment.$inferSelect;
