import type { Queryable } from '../db/queryable.ts';
import { AppError } from '../http/app-error.ts';
import type { Logger } from '../logging/logger.ts';
import { findUnitAccess } from './access.ts';

export const ONLY_OWNER_BUYS_MESSAGE = 'Só o proprietário da unidade pode assinar um plano para ela.';

/** Before a checkout for a unit: only its owner buys its plan (decision 024); anyone else is refused. */
export async function assertUnitBuyer(
  db: Queryable<'select'>,
  userId: string,
  unitId: string,
): Promise<void> {
  // A unit one is not in is refused the same way: the answer does not tell it exists.
  const access = await findUnitAccess(db, unitId, userId);
  if (!access?.isOwner) throw new AppError('FORBIDDEN', ONLY_OWNER_BUYS_MESSAGE);
}

/**
 * The unit a confirmed checkout pays for: the one its client reference names, if the payer owns it. A
 * reference naming someone else's unit (or one deleted since) is logged and the plan becomes the payer's
 * own, so money paid is never lost nor credited to a unit the payer does not own.
 */
export async function unitPaidFor(
  db: Queryable<'select'>,
  { userId, unitId }: { userId: string; unitId?: string | null },
  log?: Logger,
): Promise<string | null> {
  if (!unitId) return null;
  const access = await findUnitAccess(db, unitId, userId);
  if (access?.isOwner) return unitId;
  log?.warn({ unitId }, 'checkout for a business unit the payer does not own: credited to the payer');
  return null;
}
