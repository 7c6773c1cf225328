import type { ConsultationView } from '@vetvoz/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { consultation, transcriptSegment } from '../db/schema/index.ts';
import type { EventBus } from '../events/event-bus.ts';
import { AppError } from '../http/app-error.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { finalizeConsultationJob } from './finalize-consultation.ts';
import { findVisibleConsultation } from './find-visible-consultation.ts';
import { getConsultation } from './get-consultation.ts';
import { publish } from './publish-event.ts';

/** The recording stopped: the last index is known, and the consultation completes when all are done. */
export async function finishConsultation({
  db,
  events,
  user,
  id,
  lastSegmentIndex,
  durationSeconds,
}: {
  db: Db;
  events: EventBus;
  user: { id: string };
  id: string;
  lastSegmentIndex: number;
  durationSeconds: number | undefined;
}): Promise<ConsultationView> {
  const row = await findVisibleConsultation(db, user, id, 'write');
  if (row.status === 'recording') {
    const [beyond] = await db
      .select({ n: count() })
      .from(transcriptSegment)
      .where(
        and(
          eq(transcriptSegment.consultationId, row.id),
          sql`${transcriptSegment.index} > ${lastSegmentIndex}`,
        ),
      );
    if ((beyond?.n ?? 0) > 0)
      throw new AppError('VALIDATION', 'Já existem trechos depois do último informado.');
    await db
      .update(consultation)
      .set({
        status: 'transcribing',
        lastSegmentIndex,
        durationSeconds: durationSeconds ?? null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(consultation.id, row.id), eq(consultation.status, 'recording')));
    await publish(events, { type: 'status', consultationId: row.id });
    await enqueueJob({ db, events, job: finalizeConsultationJob, payload: { consultationId: row.id } });
  } else if (row.lastSegmentIndex !== lastSegmentIndex) {
    throw new AppError('RECORDING_FINISHED');
  }
  return getConsultation({ db, user, id });
}
