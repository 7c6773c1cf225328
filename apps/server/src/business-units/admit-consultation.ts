import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/queryable.ts';
import { businessUnit } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { isUuid } from '../http/uuid.ts';
import { findUnitAccess } from './access.ts';
import { lockUnitQuota, unitQuotaOf } from './unit-quota.ts';

export const NOT_AN_ACTIVE_MEMBER_MESSAGE =
  'Você não é membro ativo desta unidade. Inicie uma consulta pessoal ou aceite o convite da unidade.';

/**
 * May this user start a consultation for this unit now? Only an active member of it (the owner included;
 * a pending invitation is not enough), and only while the unit's pool has room this period — on gratis,
 * also while its owner's one free trial has (decision 032). Called inside the creating transaction, which
 * holds the author's and the owner's quota locks already: the per-unit lock is held until it ends, so two
 * members cannot both take the unit's last consultation. Answers whose free trial admits it, if any.
 */
export async function admitUnitConsultation(
  tx: Queryable<'select' | 'execute'>,
  userId: string,
  unitId: string,
): Promise<{ trialUserId: string | null }> {
  const access = await findUnitAccess(tx, unitId, userId);
  if (!access?.isActive)
    throw new AppError('FORBIDDEN', NOT_AN_ACTIVE_MEMBER_MESSAGE, { field: 'businessUnitId' });
  await lockUnitQuota(tx, unitId);
  const quota = await unitQuotaOf(tx, access.unit);
  if (quota.refusal) throw new AppError('QUOTA_EXCEEDED', quota.refusal);
  return { trialUserId: quota.plan.plan === 'gratis' ? access.unit.ownerId : null };
}

/** The owner of a unit (whose free trial a gratis unit shares), read before any lock is taken. */
export async function unitOwnerOf(tx: Queryable<'select'>, unitId: string): Promise<string | undefined> {
  if (!isUuid(unitId)) return undefined;
  const [row] = await tx
    .select({ ownerId: businessUnit.ownerId })
    .from(businessUnit)
    .where(eq(businessUnit.id, unitId));
  return row?.ownerId;
}
