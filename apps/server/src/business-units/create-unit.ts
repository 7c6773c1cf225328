import { randomUUID } from 'node:crypto';
import {
  BUSINESS_UNIT_ERROR_TEXTS,
  BUSINESS_UNIT_ERRORS,
  checkCreateUnitInput,
  FREE_TRIAL_RULE_MESSAGES,
  MAX_GRATIS_UNITS_PER_OWNER,
  NEW_UNIT_DEFAULTS,
  newUnitRecords,
  type UnitSummary,
  unitQuotaPeriod,
} from '@vetvoz/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import type { Queryable } from '../db/queryable.ts';
import { auditLog, businessUnit, businessUnitMember, subscription } from '../db/schema/index.ts';
import type { EventBus } from '../events/event-bus.ts';
import { AppError } from '../http/app-error.ts';
import type { Logger } from '../logging/logger.ts';
import { findUnitAccess } from './access.ts';
import { summaryOf } from './read-units.ts';
import { queueRenewal } from './renewal-job.ts';
import { unitPlanOf } from './unit-quota.ts';

/** The subscription marker of a plan nobody paid for (the same as a vet's trial, decision 021). */
const FREE_CHECKOUT_SESSION = 'free_session';

/**
 * Creates a unit (docs/product-rules.md §4, §5): the caller is its owner and first active member, in one transaction. Its
 * gratis subscription and the first monthly renewal are set up after it; their failures are logged and do
 * not undo the unit (the pool reads right without them, and the worker's start queues a missing renewal).
 */
export async function createUnit(
  { db, events, log }: { db: Db; events: EventBus; log: Logger },
  owner: { id: string; email: string; name: string; emailVerified: boolean },
  name: string,
  now = new Date(),
): Promise<UnitSummary> {
  // A unit's gratis pool shares its owner's one free trial (decision 032): only someone who proved their
  // address may open one, and only one gratis unit at a time.
  if (!owner.emailVerified)
    throw new AppError('EMAIL_NOT_VERIFIED', FREE_TRIAL_RULE_MESSAGES.unitNeedsVerifiedEmail);
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
      await refuseSecondGratisUnit(tx, owner.id, now);
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
    if (error instanceof AppError) throw error;
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

/**
 * At most MAX_GRATIS_UNITS_PER_OWNER units on gratis per owner; one with a paid plan in force does not
 * count. Under a per-owner lock, so two creations at once cannot both pass.
 */
async function refuseSecondGratisUnit(tx: Queryable<'select' | 'execute'>, ownerId: string, now: Date) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`unit-create:${ownerId}`}))`);
  const owned = await tx
    .select({ id: businessUnit.id, createdAt: businessUnit.createdAt })
    .from(businessUnit)
    .where(eq(businessUnit.ownerId, ownerId));
  let gratis = 0;
  for (const unit of owned) if ((await unitPlanOf(tx, unit, now)).plan === 'gratis') gratis += 1;
  if (gratis >= MAX_GRATIS_UNITS_PER_OWNER)
    throw new AppError('CONFLICT', FREE_TRIAL_RULE_MESSAGES.secondGratisUnit);
}
