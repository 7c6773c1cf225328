import { type ConsultationStatus, isTranscriptTooShort } from '@vetvoz/domain';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { consultation } from '../db/schema/index.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { TextModelResolver } from '../generation/index.ts';
import { defineJob } from '../jobs/define-job.ts';
import type { Logger } from '../logging/logger.ts';
import { inferSpeakers } from '../speakers/index.ts';
import { recordWebhookEvent, wakeWebhookSenders } from '../webhooks/index.ts';
import { assembleLabelledTranscript } from './assemble-transcript.ts';
import { publish } from './publish-event.ts';
import { queueFollowUpExtraction } from './recompute-follow-ups.ts';
import { segmentsOf } from './views.ts';

/** Queued when the recording ends and when a segment arrives after it: settles the consultation's status. */
export const finalizeConsultationJob = defineJob({
  name: 'consultation.finalize',
  version: 1,
  payload: z.object({ consultationId: z.guid() }),
  handler: (
    { consultationId },
    { db, events, log, textModel }: { db: Db; events: EventBus; log: Logger; textModel?: TextModelResolver },
  ) => finalizeConsultation({ db, events, consultationId, speakers: { log, textModel } }),
});

/**
 * Job: when every segment up to the last is in, the consultation becomes ready (all done) or failed
 * (some failed; a re-upload of those takes it back to transcribing). Missing segments keep it waiting:
 * the browser still holds them and will upload them.
 */
export async function finalizeConsultation({
  db,
  events,
  consultationId,
  speakers,
}: {
  db: Db;
  events: EventBus;
  consultationId: string;
  /** Infers who said what from the content when the vendor did not diarise (speakers/infer-speakers.ts). */
  speakers?: { log: Logger; textModel?: TextModelResolver };
}): Promise<void> {
  const [row] = await db.select().from(consultation).where(eq(consultation.id, consultationId));
  if (row?.status !== 'transcribing' || row.lastSegmentIndex === null) return;
  const segments = await segmentsOf(db, row.id);
  const expected = row.lastSegmentIndex + 1;
  const inRange = segments.filter((s) => s.index < expected);
  if (inRange.length < expected || inRange.some((s) => s.status === 'pending')) return;
  const status: ConsultationStatus = inRange.every((s) => s.status === 'done') ? 'ready' : 'failed';
  let { text, labels } = await assembleLabelledTranscript(db, row.id);
  // Before the consultation reads ready, so documents drafted right away already get the labels.
  if (!row.transcriptEditedAt && labels.length === 0 && speakers && text.trim() !== '') {
    ({ text, labels } = await inferSpeakers({ text, ...speakers }));
  }
  // The webhook event is written with the change (an outbox): it exists exactly when the change commits.
  const { updated, recorded } = await db.transaction(async (tx) => {
    const changed = await tx
      .update(consultation)
      .set({
        status,
        ...(row.transcriptEditedAt
          ? {}
          : { transcript: text, transcriptTooShort: isTranscriptTooShort(text), speakerLabels: labels }),
        updatedAt: sql`now()`,
      })
      .where(and(eq(consultation.id, row.id), eq(consultation.status, 'transcribing')))
      .returning({ id: consultation.id });
    const events =
      changed.length > 0 && status === 'ready'
        ? await recordWebhookEvent(tx, {
            ownerId: row.ownerId,
            type: 'consultation.transcribed',
            consultationId: row.id,
            externalId: row.externalId,
          })
        : 0;
    return { updated: changed, recorded: events };
  });
  await wakeWebhookSenders(events, recorded);
  if (updated.length === 0) return;
  await publish(events, { type: 'status', consultationId: row.id });
  // The returns and follow-ups said in it, with their dates (docs/decisions/044-follow-ups-and-reminders.md).
  await queueFollowUpExtraction(db, events, row.id);
}
