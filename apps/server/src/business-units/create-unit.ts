import { randomUUID } from 'node:crypto';
import {
  BUSINESS_UNIT_ERROR_TEXTS,
  BUSINESS_UNIT_ERRORS,
  checkCreateUnitInput,
  NEW_UNIT_DEFAULTS,
  newUnitRecords,
  type UnitSummary,
  unitQuotaPeriod,
} from '@vetvoz/domain';
import type { Db } from '../db/database.ts';
import { auditLog, businessUnit, businessUnitMember, subscription } from '../db/schema/index.ts';
import type { EventBus } from '../events/event-bus.ts';
import { AppError } from '../http/app-error.ts';
import type { Logger } from '../logging/logger.ts';
import { findUnitAccess } from './access.ts';
import { summaryOf } from './read-units.ts';
import { queueRenewal } from './renewal-job.ts';

/** The subscription marker of a plan nobody paid for (the same as a vet's trial, decision 021). */
const FREE_CHECKOUT_SESSION = 'free_session';

/**
 * Creates a unit (spec §4, §5): the caller is its owner and first active member, in one transaction. Its
 * gratis subscription and the first monthly renewal are set up after it; their failures are logged and do
 * not undo the unit (the pool reads right without them, and the worker's start queues a missing renewal).
 */
export async function createUnit(
  { db, events, log }: { db: Db; events: EventBus; log: Logger },
  owner: { id: string; email: string; name: string },
  name: string,
  now = new Date(),
): Promise<UnitSummary> {
  const check = checkCreateUnitInput({ name, ownerID: owner.id, ownerEmail: owner.email });
  if (!check.ok) {
    log.warn({ fields: check.fields }, check.logMessage);
    throw new AppError('VALIDATION', BUSINESS_UNIT_ERROR_TEXTS.createFailed, {
      shownDetails: check.message,
      field: check.fields.includes('name') ? 'name' : undefined,
    });
  }
  const records = newUnitRecords({ input: check.input, id: randomUUID(), now, ownerName: owner.name });
  const { unit, owner: member } = records;
  try {
    await db.transaction(async (tx) => {
      await tx
        .insert(businessUnit)
        .values({ id: unit.id, name: unit.name, ownerId: unit.ownerID, createdAt: now });
      await tx.insert(businessUnitMember).values({
        unitId: unit.id,
        userId: member.userID,
        role: member.role,
        status: member.status,
        email: member.email,
        name: member.name,
        joinedAt: now,
      });
      await tx.insert(auditLog).values({
        actorId: owner.id,
        action: 'business-unit.create',
        target: `business-unit:${unit.id}`,
        details: { name: unit.name },
      });
    });
  } catch (error) {
    log.error({ err: error }, BUSINESS_UNIT_ERRORS.createFailed);
    throw new AppError('INTERNAL', BUSINESS_UNIT_ERROR_TEXTS.createFailed, {
      cause: error,
      shownDetails: BUSINESS_UNIT_ERRORS.createFailed,
    });
  }
  await db
    .insert(subscription)
    .values({
      userId: owner.id,
      unitId: unit.id,
      plan: NEW_UNIT_DEFAULTS.plan,
      status: 'active',
      checkoutSessionId: FREE_CHECKOUT_SESSION,
      startedAt: now,
    })
    .catch((error: unknown) =>
      log.error({ err: error, unitId: unit.id }, 'business unit subscription setup failed'),
    );
  await queueRenewal({ db, events }, unit.id, unitQuotaPeriod(now, now).end).catch((error: unknown) =>
    log.error({ err: error, unitId: unit.id }, 'business unit renewal setup failed'),
  );
  const access = await findUnitAccess(db, unit.id, owner.id);
  if (!access) throw new AppError('INTERNAL', BUSINESS_UNIT_ERROR_TEXTS.createFailed);
  return summaryOf(db, access, now);
}
