import { SEGMENT_UPLOADS_PER_HOUR, SEGMENT_UPLOADS_RATE_LIMITED_MESSAGE } from '@vetvoz/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { consultation, transcriptSegment } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { isUuid } from '../http/uuid.ts';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit/rate-limit.ts';
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
  | { kind: 'claimed'; row: ConsultationRow; segment: SegmentRow }
  /** Transcribed before: answered from the database, never sent to the provider again. */
  | { kind: 'done'; segment: SegmentRow }
  /** Another upload of the same segment is being transcribed (its lease is live). */
  | { kind: 'busy'; segment: SegmentRow };

/** Segment transcriptions one person may start per hour (packages/domain/src/consultation.ts). */
export const SEGMENT_HOURLY_LIMIT: RateLimitRule = { limit: SEGMENT_UPLOADS_PER_HOUR, windowSeconds: 3600 };

const leaseUntil = () => sql`now() + make_interval(secs => ${SEGMENT_LEASE_MS / 1000})`;

function segmentOf(db: Pick<Db, 'select'>, consultationId: string, index: number) {
  return db
    .select()
    .from(transcriptSegment)
    .where(and(eq(transcriptSegment.consultationId, consultationId), eq(transcriptSegment.index, index)));
}

/**
 * Claims segment `index` of the user's consultation for transcription: a new segment, a failed one, or a
 * pending one whose lease expired (its process died). The claim is one conditional upsert, so of two
 * uploads racing (two nodes, a retry after a lost answer) exactly one gets it.
 */
export async function claimSegment(
  db: Db,
  user: { id: string },
  id: string,
  index: number,
): Promise<SegmentClaim> {
  // The consultation (only if this user may record into it) and the segment as it stands, in one read.
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [found] = await db
    .select({ row: consultation, existing: transcriptSegment })
    .from(consultation)
    .leftJoin(
      transcriptSegment,
      and(eq(transcriptSegment.consultationId, consultation.id), eq(transcriptSegment.index, index)),
    )
    .where(calledBy(user, id, 'write'));
  if (!found) throw new AppError('NOT_FOUND');
  const { row, existing } = found;
  if (existing?.status === 'done') return { kind: 'done', segment: existing };
  if (row.lastSegmentIndex !== null && index > row.lastSegmentIndex) {
    throw new AppError('VALIDATION', 'Este trecho é posterior ao fim da gravação.');
  }
  if (row.status === 'ready') throw new AppError('CONSULTATION_FINISHED');
  // Each claim may reach the speech provider: bounded per person and hour (a done segment above is free).
  await consumeRateLimit({
    db,
    key: `segments:user:${user.id}`,
    rule: SEGMENT_HOURLY_LIMIT,
    message: SEGMENT_UPLOADS_RATE_LIMITED_MESSAGE,
  });

  const [claimed] = await db
    .insert(transcriptSegment)
    .values({ consultationId: row.id, index, status: 'pending', claimedUntil: leaseUntil() })
    .onConflictDoUpdate({
      target: [transcriptSegment.consultationId, transcriptSegment.index],
      set: { status: 'pending', errorCode: null, claimedUntil: leaseUntil(), updatedAt: sql`now()` },
      setWhere: sql`${transcriptSegment.status} <> 'done' and (${transcriptSegment.status} <> 'pending'
        or ${transcriptSegment.claimedUntil} is null or ${transcriptSegment.claimedUntil} < now())`,
    })
    .returning();
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
  return { kind: 'claimed', row, segment: claimed };
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
