import {
  addDaysToDay,
  dayInSaoPaulo,
  type ReminderRequest,
  reminderRequestSchema,
  TUTOR_LINK_TOKEN_PATTERN,
} from '@vetvoz/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { followUp, followUpReminder, tutorLink } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { tutorLinkStatus } from '../tutor-links/index.ts';

/** Reminders waiting for one follow-up: a family may ask for two or three, a script no more. */
const MAX_PENDING_PER_FOLLOW_UP = 3;

/** A reminder goes the day before the follow-up (or today, asked the day before or on the day). */
export function reminderSendDay(dueDate: string, today: string): string {
  const dayBefore = addDaysToDay(dueDate, -1);
  return dayBefore > today ? dayBefore : today;
}

/**
 * The tutor asks, on the tutor's page, for a reminder of one follow-up, consent given in so many words.
 * Only through a live link, for a follow-up of that link's consultation, by a channel the server offers.
 * The contact is stored until the reminder goes (send-reminders.ts), then erased.
 */
export async function requestReminder({
  db,
  token,
  input,
  whatsappEnabled,
  now = new Date(),
}: {
  db: Db;
  token: string;
  input: ReminderRequest;
  whatsappEnabled: boolean;
  now?: Date;
}) {
  if (!TUTOR_LINK_TOKEN_PATTERN.test(token)) throw new AppError('LINK_GONE');
  const [link] = await db.select().from(tutorLink).where(eq(tutorLink.token, token));
  if (!link || tutorLinkStatus(link, now) !== 'active') throw new AppError('LINK_GONE');
  const value = reminderRequestSchema.parse(input);
  if (value.channel === 'whatsapp' && !whatsappEnabled)
    throw new AppError('VALIDATION', 'Lembrete por WhatsApp indisponível. Use o e-mail.', {
      field: 'channel',
    });
  const [item] = await db
    .select()
    .from(followUp)
    .where(and(eq(followUp.id, value.followUpId), eq(followUp.consultationId, link.consultationId)));
  if (!item) throw new AppError('NOT_FOUND');
  const today = dayInSaoPaulo(now);
  if (item.dueDate < today)
    throw new AppError('VALIDATION', 'A data deste acompanhamento já passou.', { field: 'followUpId' });
  return db.transaction(async (tx) => {
    // One follow-up at a time, so two requests at once cannot both pass the count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reminder:${item.id}`}))`);
    const [{ pending } = { pending: 0 }] = await tx
      .select({ pending: sql<number>`count(*)::int` })
      .from(followUpReminder)
      .where(and(eq(followUpReminder.followUpId, item.id), eq(followUpReminder.status, 'pending')));
    if (pending >= MAX_PENDING_PER_FOLLOW_UP)
      throw new AppError('VALIDATION', 'Este acompanhamento já tem lembretes pedidos.', {
        field: 'followUpId',
      });
    await tx.insert(followUpReminder).values({
      followUpId: item.id,
      tutorLinkId: link.id,
      channel: value.channel,
      contact: value.contact,
    });
    return { followUpId: item.id, channel: value.channel, sendOn: reminderSendDay(item.dueDate, today) };
  });
}
