import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { followUp, followUpReminder } from '../db/schema/index.ts';

/**
 * A consultation's follow-ups for the vet's data export, each with the reminders tutors asked for — their
 * channel, state and dates, never the contact: it is the tutor's, and it is erased once the reminder goes.
 */
export async function followUpsOf(db: Db, consultationId: string) {
  const rows = await db
    .select()
    .from(followUp)
    .where(eq(followUp.consultationId, consultationId))
    .orderBy(asc(followUp.dueDate));
  const reminders =
    rows.length === 0
      ? []
      : await db
          .select({
            followUpId: followUpReminder.followUpId,
            channel: followUpReminder.channel,
            status: followUpReminder.status,
            consentedAt: followUpReminder.consentedAt,
            sentAt: followUpReminder.sentAt,
          })
          .from(followUpReminder)
          .where(
            inArray(
              followUpReminder.followUpId,
              rows.map((row) => row.id),
            ),
          );
  return rows.map((row) => ({
    kind: row.kind,
    description: row.description,
    dueDate: row.dueDate,
    evidence: row.evidence,
    source: row.source,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    reminders: reminders
      .filter((item) => item.followUpId === row.id)
      .map(({ followUpId: _, ...item }) => item),
  }));
}
