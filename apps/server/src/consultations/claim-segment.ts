import { SEGMENT_UPLOADS_PER_HOUR, SEGMENT_UPLOADS_RATE_LIMITED_MESSAGE } from '@vetvoz/domain';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { prepared } from '../db/prepared.ts';
import { consultation, transcriptSegment, user as userTable } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { isUuid } from '../http/uuid.ts';
import type { RateLimitRule } from '../rate-limit/rate-limit.ts';
import { createSharedBudget, type SharedBudget } from '../rate-limit/shared-budget.ts';
import {
  type ConsultationVocabulary,
  consultationVocabularyColumn,
  parseConsultationVocabulary,
} from '../vocabulary/index.ts';
import { calledBy } from './find-visible-consultation.ts';
import type { ConsultationRow, SegmentRow } from './rows.ts';

/**
 * How long a claim on a segment lasts without renewal. The process transcribing it renews it every third
 * of this; after a crash (SIGKILL, power loss) the segment is free again this long after the last renewal,
 * and the browser, which still holds the audio, sends it again (decision 031).
 */
export const SEGMENT_LEASE_MS = 15_000;

/** What an upload found: work to do (the claim is this request's), or an answer already. */
export type SegmentClaim =
  | {
      kind: 'claimed';
      row: ConsultationRow;
      segment: SegmentRow;
      authorName: string | undefined;
      /** The author's and the unit's vocabulary, read by the claim itself (no statement of its own). */
      vocabulary: ConsultationVocabulary;
    }
  /** Transcribed before: answered from the database, never sent to the provider again. */
  | { kind: 'done'; segment: SegmentRow }
  /** Another upload of the same segment is being transcribed (its lease is live). */
  | { kind: 'busy'; segment: SegmentRow };

/** Segment transcriptions one person may start per hour (packages/domain/src/consultation.ts). */
export const SEGMENT_HOURLY_LIMIT: RateLimitRule = { limit: SEGMENT_UPLOADS_PER_HOUR, windowSeconds: 3600 };

/**
 * The hourly limit as shares taken by each node (decision 054, docs/decisions/057-fewer-round-trips-per-segment.md):
 * one upsert per share instead of one per upload, never more than the limit across nodes. One per app.
 */
export function createSegmentUploadBudget(db: Db): SharedBudget {
  return createSharedBudget({
    db,
    rule: SEGMENT_HOURLY_LIMIT,
    message: SEGMENT_UPLOADS_RATE_LIMITED_MESSAGE,
  });
}

const leaseUntil = () => sql`now() + make_interval(secs => ${SEGMENT_LEASE_MS / 1000})`;

function segmentOf(db: Pick<Db, 'select'>, consultationId: string, index: number) {
  return db
    .select()
    .from(transcriptSegment)
    .where(and(eq(transcriptSegment.consultationId, consultationId), eq(transcriptSegment.index, index)));
}

/**
 * The consultation an upload records into (only if this user may: its author, still in its unit), the
 * segment as it stands and the author's name for the anonymiser, in one read. The route reads it before
 * the body, so a stranger is answered 404 without the server taking their audio, and the claim reuses it.
 */
export interface SegmentTarget {
  row: ConsultationRow;
  existing: SegmentRow | null;
  authorName: string | undefined;
}

const userId = sql.placeholder('userId');
const consultationId = sql.placeholder('id');

export async function readSegmentTarget(
  db: Db,
  user: { id: string },
  id: string,
  index: number,
): Promise<SegmentTarget> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [found] = await prepared(db, 'segment_target', (root) =>
    root
      .select({ row: consultation, existing: transcriptSegment, authorName: userTable.name })
      .from(consultation)
      .leftJoin(
        transcriptSegment,
        and(
          eq(transcriptSegment.consultationId, consultation.id),
          eq(transcriptSegment.index, sql.placeholder('index')),
        ),
      )
      .leftJoin(userTable, eq(userTable.id, consultation.ownerId))
      .where(calledBy({ id: userId as unknown as string }, consultationId as unknown as string, 'write'))
      .prepare('segment_target'),
  ).execute({ userId: user.id, id, index });
  if (!found) throw new AppError('NOT_FOUND');
  return { row: found.row, existing: found.existing, authorName: found.authorName ?? undefined };
}

/**
 * Claims segment `index` of the user's consultation for transcription: a new segment, a failed one, or a
 * pending one whose lease expired (its process died). The claim is one conditional upsert, so of two
 * uploads racing (two nodes, a retry after a lost answer) exactly one gets it. `target` is the route's
 * read before the body; without it the claim reads it now.
 */
export async function claimSegment(
  { db, uploads }: { db: Db; uploads: SharedBudget },
  user: { id: string },
  id: string,
  index: number,
  target?: SegmentTarget,
): Promise<SegmentClaim> {
  const { row, existing, authorName } = target ?? (await readSegmentTarget(db, user, id, index));
  if (existing?.status === 'done') return { kind: 'done', segment: existing };
  if (row.lastSegmentIndex !== null && index > row.lastSegmentIndex) {
    throw new AppError('VALIDATION', 'Este trecho é posterior ao fim da gravação.');
  }
  if (row.status === 'ready') throw new AppError('CONSULTATION_FINISHED');
  // Each claim may reach the speech provider: bounded per person and hour (a done segment above is free).
  await uploads.consume(`segments:user:${user.id}`);

  const [claimed] = await prepared(db, 'segment_claim', (root) =>
    root
      .insert(transcriptSegment)
      .values({
        consultationId: sql.placeholder('consultationId'),
        index: sql.placeholder('index'),
        status: 'pending',
        claimedUntil: leaseUntil(),
      })
      .onConflictDoUpdate({
        target: [transcriptSegment.consultationId, transcriptSegment.index],
        set: { status: 'pending', errorCode: null, claimedUntil: leaseUntil(), updatedAt: sql`now()` },
        setWhere: sql`${transcriptSegment.status} <> 'done' and (${transcriptSegment.status} <> 'pending'
          or ${transcriptSegment.claimedUntil} is null or ${transcriptSegment.claimedUntil} < now())`,
      })
      .returning({
        ...getTableColumns(transcriptSegment),
        vocabulary: consultationVocabularyColumn(sql.placeholder('ownerId'), sql.placeholder('unitId')),
      })
      .prepare('segment_claim'),
  ).execute({ consultationId: row.id, index, ownerId: row.ownerId, unitId: row.unitId });
  if (!claimed) {
    const [current] = await segmentOf(db, row.id, index);
    if (!current) throw new AppError('INTERNAL');
    return current.status === 'done'
      ? { kind: 'done', segment: current }
      : { kind: 'busy', segment: current };
  }
  if (row.status === 'failed') {
    await db
      .update(consultation)
      .set({ status: 'transcribing', updatedAt: sql`now()` })
      .where(eq(consultation.id, row.id));
  }
  const { vocabulary, ...segment } = claimed;
  return { kind: 'claimed', row, segment, authorName, vocabulary: parseConsultationVocabulary(vocabulary) };
}

/**
 * Keeps a claim alive while its transcription runs, as long as `renewing()` says so (a stopping process
 * lets its claims lapse); returns the stop function.
 */
export function renewSegmentLease(
  db: Db,
  segmentId: number,
  { renewing, onError }: { renewing: () => boolean; onError: (error: unknown) => void },
) {
  const timer = setInterval(() => {
    if (!renewing()) return;
    db.update(transcriptSegment)
      .set({ claimedUntil: leaseUntil() })
      .where(and(eq(transcriptSegment.id, segmentId), eq(transcriptSegment.status, 'pending')))
      .catch(onError);
  }, SEGMENT_LEASE_MS / 3);
  timer.unref();
  return () => clearInterval(timer);
}

/** Frees claims this process will not finish (it is stopping): the next upload of them is claimed at once. */
export async function releaseSegmentLeases(db: Db, segmentIds: readonly number[]) {
  if (segmentIds.length === 0) return;
  await db
    .update(transcriptSegment)
    .set({ claimedUntil: null })
    .where(
      and(
        sql`${transcriptSegment.id} in (${sql.join(
          segmentIds.map((segmentId) => sql`${segmentId}`),
          sql`, `,
        )})`,
        eq(transcriptSegment.status, 'pending'),
      ),
    );
}
