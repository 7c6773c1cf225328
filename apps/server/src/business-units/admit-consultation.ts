import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { findUnitAccess } from './access.ts';
import { lockUnitQuota, unitQuotaOf } from './unit-quota.ts';

type Tx = Pick<Db, 'select' | 'execute'>;

export const NOT_AN_ACTIVE_MEMBER_MESSAGE =
  'Você não é membro ativo desta unidade. Inicie uma consulta pessoal ou aceite o convite da unidade.';

/**
 * May this user start a consultation for this unit now? Only an active member of it (the owner included;
 * a pending invitation is not enough), and only while the unit's pool has room this period. Called inside
 * the creating transaction: the per-unit lock is held until it ends, so two members cannot both take the
 * unit's last consultation.
 */
export async function admitUnitConsultation(tx: Tx, userId: string, unitId: string): Promise<void> {
  const access = await findUnitAccess(tx, unitId, userId);
  if (!access?.isActive)
    throw new AppError('FORBIDDEN', NOT_AN_ACTIVE_MEMBER_MESSAGE, { field: 'businessUnitId' });
  await lockUnitQuota(tx, unitId);
  const quota = await unitQuotaOf(tx, access.unit);
  if (quota.refusal) throw new AppError('QUOTA_EXCEEDED', quota.refusal);
}
