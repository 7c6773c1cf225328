import type { Db } from '../db/database.ts';
import type { consultation, transcriptSegment } from '../db/schema/index.ts';

export type ConsultationRow = typeof consultation.$inferSelect;
export type SegmentRow = typeof transcriptSegment.$inferSelect;
/** The database or a transaction on it. */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;
