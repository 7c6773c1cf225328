import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { consultation } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { isUuid } from '../http/uuid.ts';
import type { ConsultationRow } from './rows.ts';
import { ownConsultations, visibleConsultations } from './visibility.ts';

/**
 * Reading (the author, and a unit's owner and active admins for unit consultations) or changing (the author
 * only): see visibility.ts.
 */
export type ConsultationAccess = 'read' | 'write';

/**
 * The consultation the user calls `id`: the row with that key, or the one they created asking for an
 * id another user already had (kept as `requested_id`). Always inside the visibility condition, so at
 * most one row: the key's owner never holds an alias of their own key.
 */
export function calledBy(user: { id: string }, id: string, access: ConsultationAccess = 'read'): SQL {
  return and(
    or(eq(consultation.id, id), eq(consultation.requestedId, id)),
    access === 'read' ? visibleConsultations(user) : ownConsultations(user),
  ) as SQL;
}

/** The consultation if the user may see it; otherwise NOT_FOUND, the same answer as for one that does not exist. */
export async function findVisibleConsultation(
  db: Pick<Db, 'select'>,
  user: { id: string },
  id: string,
  access: ConsultationAccess = 'read',
): Promise<ConsultationRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select()
    .from(consultation)
    .where(calledBy(user, id, access));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
