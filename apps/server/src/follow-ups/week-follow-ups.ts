import { addDaysToDay, dayInSaoPaulo, FOLLOW_UPS_WEEK_DAYS, type WeekFollowUp } from '@vetvoz/domain';
import { and, asc, between, eq } from 'drizzle-orm';
import { visibleConsultations } from '../consultations/index.ts';
import type { Db } from '../db/database.ts';
import { consultation, followUp } from '../db/schema/index.ts';
import { toFollowUp } from './follow-up-records.ts';

/** At most this many lines: a week of a busy clinic, without paging. */
const WEEK_LIMIT = 100;

/** "Retornos da semana": follow-ups of the consultations the user may see, due today to seven days on. */
export async function weekFollowUps({
  db,
  user,
  now = new Date(),
}: {
  db: Db;
  user: { id: string };
  now?: Date;
}) {
  const from = dayInSaoPaulo(now);
  const to = addDaysToDay(from, FOLLOW_UPS_WEEK_DAYS);
  const rows = await db
    .select({ row: followUp, patientName: consultation.patientName, species: consultation.species })
    .from(followUp)
    .innerJoin(consultation, eq(consultation.id, followUp.consultationId))
    .where(and(between(followUp.dueDate, from, to), visibleConsultations(user)))
    .orderBy(asc(followUp.dueDate), asc(consultation.patientName))
    .limit(WEEK_LIMIT);
  const followUps: WeekFollowUp[] = rows.map(({ row, patientName, species }) => ({
    ...toFollowUp(row),
    patientName,
    species,
  }));
  return { from, to, followUps };
}
