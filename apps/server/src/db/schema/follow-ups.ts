import { FOLLOW_UP_KINDS, FOLLOW_UP_SOURCES, REMINDER_CHANNELS } from '@vetvoz/domain';
import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { consultation } from './consultations.ts';
import { tutorLink } from './tutor-links.ts';

/**
 * A follow-up of a consultation (docs/decisions/044-follow-ups-and-reminders.md): a return, an exam to
 * repeat, a vaccine's next dose, with its day. The animal's data only, like the consultation.
 * source: found by the rules or the model in the transcript (recomputed when it changes), or the vet's
 * own line (added or corrected by hand: never replaced by a recomputation).
 */
export const followUp = pgTable(
  'follow_up',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultationId: uuid('consultation_id')
      .notNull()
      .references(() => consultation.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: FOLLOW_UP_KINDS }).notNull(),
    description: text('description').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** The transcript's words it came from (redacted, as the transcript); null for the vet's own line. */
    evidence: text('evidence'),
    source: text('source', { enum: FOLLOW_UP_SOURCES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('follow_up_consultation_idx').on(table.consultationId, table.dueDate),
    // "Retornos da semana": the visible consultations' follow-ups due in the next days.
    index('follow_up_due_date_idx').on(table.dueDate),
  ],
);

export const REMINDER_STATUSES = ['pending', 'sent', 'cancelled'] as const;

/**
 * A reminder the tutor asked for on the tutor's page, with explicit consent. The contact (e-mail or
 * WhatsApp number) is the only tutor data VetVoz stores, and only until the reminder is sent or cancelled:
 * then `contact` is set to null in the same statement that records it (send-reminders.ts).
 */
export const followUpReminder = pgTable(
  'follow_up_reminder',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    followUpId: uuid('follow_up_id')
      .notNull()
      .references(() => followUp.id, { onDelete: 'cascade' }),
    /** The link it was asked from: revoking the link cancels the reminder. */
    tutorLinkId: uuid('tutor_link_id')
      .notNull()
      .references(() => tutorLink.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: REMINDER_CHANNELS }).notNull(),
    contact: text('contact'),
    status: text('status', { enum: REMINDER_STATUSES }).notNull().default('pending'),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('follow_up_reminder_pending_idx').on(table.status, table.followUpId),
    index('follow_up_reminder_follow_up_idx').on(table.followUpId),
  ],
);
