import { addDaysToDay, dayInSaoPaulo, FOLLOW_UP_KIND_LABELS, formatDay } from '@vetvoz/domain';
import { and, eq, inArray, isNotNull, lt, lte, or } from 'drizzle-orm';
import { z } from 'zod';
import type { WhatsappReminderConfig } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { consultation, followUp, followUpReminder, tutorLink } from '../db/schema/index.ts';
import { defineJob } from '../jobs/define-job.ts';
import { scheduleOnce } from '../jobs/schedule-once.ts';
import type { Logger } from '../logging/logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { sendWhatsappReminder } from './whatsapp-cloud.ts';

const HOUR_MS = 60 * 60 * 1000;
/** 12:00 UTC is 09:00 in Brasília: the reminder arrives in the morning of the day before. */
const DAILY_RUN_UTC_HOUR = 12;

export interface ReminderDeps {
  db: Db;
  log: Logger;
  mailer: Mailer;
  whatsapp: WhatsappReminderConfig | null;
}

/**
 * The reminder says only the animal's name, the kind of follow-up and the date — nothing of the
 * consultation, which a shared inbox or phone could show to others.
 */
export function reminderMail(to: string, patientName: string, kind: string, dueDate: string) {
  const what = `${kind.toLowerCase()} de ${patientName}`;
  return {
    to,
    subject: `Lembrete: ${what} em ${formatDay(dueDate)}`,
    text: [
      'Olá!',
      '',
      `Este é o lembrete que você pediu: ${what} em ${formatDay(dueDate)}.`,
      'Se precisar remarcar, fale com a clínica veterinária.',
      '',
      'Você recebe este lembrete uma única vez. O seu contato foi apagado do VetVoz depois deste envio.',
    ].join('\n'),
  };
}

/**
 * Sends the reminders due (the day before their follow-up, or today for one asked late) and erases each
 * contact in the same transaction that records the sending. A reminder whose follow-up has passed, or
 * whose link the vet revoked, is cancelled and its contact erased too. A failed send rolls its row back
 * and the job tries again; nothing of the contact reaches the log.
 */
export async function sendDueReminders({
  db,
  log,
  mailer,
  whatsapp,
  now = new Date(),
}: ReminderDeps & { now?: Date }) {
  const today = dayInSaoPaulo(now);
  const cancelled = await db
    .update(followUpReminder)
    .set({ status: 'cancelled', contact: null })
    .where(
      and(
        eq(followUpReminder.status, 'pending'),
        or(
          inArray(
            followUpReminder.followUpId,
            db.select({ id: followUp.id }).from(followUp).where(lt(followUp.dueDate, today)),
          ),
          inArray(
            followUpReminder.tutorLinkId,
            db.select({ id: tutorLink.id }).from(tutorLink).where(isNotNull(tutorLink.revokedAt)),
          ),
        ),
      ),
    )
    .returning({ id: followUpReminder.id });
  const due = await db
    .select({ id: followUpReminder.id })
    .from(followUpReminder)
    .innerJoin(followUp, eq(followUp.id, followUpReminder.followUpId))
    .where(and(eq(followUpReminder.status, 'pending'), lte(followUp.dueDate, addDaysToDay(today, 1))));
  let sent = 0;
  let failed = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          channel: followUpReminder.channel,
          contact: followUpReminder.contact,
          kind: followUp.kind,
          dueDate: followUp.dueDate,
          patientName: consultation.patientName,
        })
        .from(followUpReminder)
        .innerJoin(followUp, eq(followUp.id, followUpReminder.followUpId))
        .innerJoin(consultation, eq(consultation.id, followUp.consultationId))
        .where(and(eq(followUpReminder.id, id), eq(followUpReminder.status, 'pending')))
        .for('update', { of: followUpReminder, skipLocked: true });
      if (!row?.contact) return;
      const kind = FOLLOW_UP_KIND_LABELS[row.kind];
      try {
        if (row.channel === 'email') {
          await mailer.send(reminderMail(row.contact, row.patientName, kind, row.dueDate));
        } else if (whatsapp) {
          await sendWhatsappReminder({
            config: whatsapp,
            contact: row.contact,
            parameters: [row.patientName, kind, formatDay(row.dueDate)],
          });
        }
      } catch (error) {
        // Tried again at the next run while the follow-up is ahead; the error by its name only.
        failed++;
        log.warn(
          { error: error instanceof Error ? error.name : 'unknown', channel: row.channel },
          'reminder not sent',
        );
        return;
      }
      // Sent, or WhatsApp switched off since it was asked: either way the contact goes now.
      await tx
        .update(followUpReminder)
        .set({
          status: row.channel === 'email' || whatsapp ? 'sent' : 'cancelled',
          contact: null,
          sentAt: now,
        })
        .where(eq(followUpReminder.id, id));
      sent++;
    });
  }
  log.info({ sent, failed, cancelled: cancelled.length }, 'follow-up reminders');
  return { sent, failed, cancelled: cancelled.length };
}

/** The next run after `now`: daily at 09:00 in Brasília. */
export function nextReminderRun(now: Date): Date {
  const run = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DAILY_RUN_UTC_HOUR),
  );
  return run > now ? run : new Date(run.getTime() + 24 * HOUR_MS);
}

export const sendRemindersJob = defineJob({
  name: 'follow-ups.remind',
  version: 1,
  payload: z.object({}),
  handler: async (_payload, deps: ReminderDeps) => {
    await sendDueReminders(deps);
    await scheduleDailyReminders(deps.db);
  },
});

/** Queues the next daily run unless one is already waiting (each process at start, each run at its end). */
export function scheduleDailyReminders(db: Db, now = new Date()): Promise<void> {
  return scheduleOnce(db, sendRemindersJob, {}, nextReminderRun(now));
}
