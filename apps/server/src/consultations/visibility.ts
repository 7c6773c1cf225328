import { type SQL, sql } from 'drizzle-orm';
import { managedUnitIds } from '../business-units/index.ts';
import { businessUnit, businessUnitMember, consultation } from '../db/schema/index.ts';

/**
 * The consultations a user may see, as a condition placed inside every query on them (docs/privacy.md, docs/data-model.md): their
 * own, and the unit consultations of every unit they own or actively administer (docs/product-rules.md §6's admin-or-owner:
 * the unit's owner id, a member record with role owner, or role admin with status active). Members never
 * see each other's; a pending admin sees nothing yet; leaving a unit keeps one's own (they are owner_id's).
 */
export function visibleConsultations(user: { id: string }): SQL {
  return sql`(${consultation.ownerId} = ${user.id} or ${consultation.unitId} in (${managedUnitIds(user.id)}))`;
}

/**
 * The consultations a user may change (record into, edit, delete, generate documents from): their own
 * only, and a unit consultation only while they are still in that unit (its owner or an active member).
 * A unit's owner and admins read their members' consultations; they do not write in them. Someone who
 * left or was removed keeps reading what they wrote, read-only: it is the unit's record now
 * (docs/decisions/035).
 */
export function ownConsultations(user: { id: string }): SQL {
  return sql`(${consultation.ownerId} = ${user.id} and (${consultation.unitId} is null
    or ${consultation.unitId} in (${activeUnitIds(user.id)})))`;
}

/** The units this user owns or is an active member of (any role), as a subquery. */
function activeUnitIds(userId: string): SQL {
  return sql`select ${businessUnit.id} from ${businessUnit} where ${businessUnit.ownerId} = ${userId}
    union select ${businessUnitMember.unitId} from ${businessUnitMember}
    where ${businessUnitMember.userId} = ${userId} and ${businessUnitMember.status} = 'active'`;
}
