import type { TranscriptSegmentView } from '@vetvoz/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { prepared } from '../db/prepared.ts';
import { consultation } from '../db/schema/index.ts';
import { calledBy } from './find-visible-consultation.ts';
import { toSegmentView } from './views.ts';

// Qualified by hand: on a one-table select drizzle names columns bare, and inside the subqueries a bare
// "id" would be the segment's.
const owner = sql.raw('"consultation"."id"');
const lastIndex = sql.raw('"consultation"."last_segment_index"');

/** What a live stream sends after a batch of events: the consultation's state and the segments named. */
export interface LiveUpdate {
  status: (typeof consultation.$inferSelect)['status'];
  transcript: string;
  transcriptTooShort: boolean;
  pendingSegments: number;
  segments: TranscriptSegmentView[];
}

interface SegmentJson {
  index: number;
  status: 'pending' | 'done' | 'failed';
  text: string;
  attempts: number;
  error_code: string | null;
}

/**
 * The live stream's read after events (docs/decisions/052-cheaper-segments.md): one statement, still
 * inside the reader's visibility, with the counts the page shows and only the segments the batch names —
 * not the whole consultation with every segment, whose cost grew with the recording and came per stream
 * and per event. Undefined when the reader may no longer see it (deleted, or they left the unit).
 */
export async function readLiveUpdate(
  db: Db,
  user: { id: string },
  consultationId: string,
  indexes: readonly number[],
): Promise<LiveUpdate | undefined> {
  const [row] = await prepared(db, 'live_update', (root) =>
    root
      .select({
        status: consultation.status,
        transcript: consultation.transcript,
        transcriptTooShort: consultation.transcriptTooShort,
        lastSegmentIndex: consultation.lastSegmentIndex,
        total: sql<number>`(select count(*)::int from transcript_segment s where s.consultation_id = ${owner})`,
        done: sql<number>`(select count(*)::int from transcript_segment s where s.consultation_id = ${owner}
          and s.status = 'done'
          and (${lastIndex} is null or s.index <= ${lastIndex}))`,
        segments: sql<SegmentJson[] | string | null>`(select json_agg(json_build_object('index', s.index,
          'status', s.status, 'text', s.text, 'attempts', s.attempts, 'error_code', s.error_code))
          from transcript_segment s where s.consultation_id = ${owner}
          and s.index = any(string_to_array(${sql.placeholder('indexes')}, ',')::int[]))`,
      })
      .from(consultation)
      .where(
        calledBy(
          { id: sql.placeholder('userId') as unknown as string },
          sql.placeholder('id') as unknown as string,
          'read',
        ),
      )
      .prepare('live_update'),
  ).execute({ userId: user.id, id: consultationId, indexes: indexes.join(',') });
  if (!row) return undefined;
  // json_agg arrives parsed from both drivers as a rule; a driver without a json parser hands the text.
  const raw = typeof row.segments === 'string' ? (JSON.parse(row.segments) as SegmentJson[]) : row.segments;
  const pendingSegments =
    row.lastSegmentIndex === null ? row.total - row.done : row.lastSegmentIndex + 1 - row.done;
  return {
    status: row.status,
    transcript: row.transcript,
    transcriptTooShort: row.transcriptTooShort,
    pendingSegments,
    segments: (raw ?? []).map((s) =>
      toSegmentView({
        index: s.index,
        status: s.status,
        text: s.text,
        attempts: s.attempts,
        errorCode: s.error_code,
      } as Parameters<typeof toSegmentView>[0]),
    ),
  };
}
