import { eq, type SQL } from 'drizzle-orm';
import { consultation } from '../db/schema/index.ts';

/**
 * The consultations a user may see, as a condition placed inside every query on them (GUIDE §6, §9).
 * Today: the owner only. Business units extend it here — `or(ownerId = user, unitId in units where the
 * user is owner or active admin)` — and every route follows without change.
 */
export function visibleConsultations(user: { id: string }): SQL {
  return eq(consultation.ownerId, user.id) as SQL;
}
