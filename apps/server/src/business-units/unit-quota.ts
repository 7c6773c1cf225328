import {
  decideQuota,
  FREE_TRIAL_RULE_MESSAGES,
  type Plan,
  type UnitQuotaPeriod,
  type UnitQuotaView,
  unitQuotaLimit,
  unitQuotaPeriod,
} from '@vetvoz/domain';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { pickCurrentSubscription, termsOf, trialDecision } from '../billing/index.ts';
import type { Queryable } from '../db/queryable.ts';
import { subscription } from '../db/schema/index.ts';
import { countPlaces, countPlacesEach, trialPlaces, unitPlaces } from '../usage/index.ts';

type SubscriptionRow = typeof subscription.$inferSelect;

/** What a unit consultation may not start past: pt-BR, for the vet who tried. */
export const UNIT_QUOTA_EXHAUSTED_MESSAGE =
  'A unidade já usou todas as consultas deste período. Fale com o proprietário da unidade ou inicie uma consulta pessoal.';
export const UNIT_PAYMENT_OVERDUE_MESSAGE =
  'O pagamento do plano da unidade está atrasado. Fale com o proprietário da unidade ou inicie uma consulta pessoal.';

/**
 * Serialises the pool decisions of one unit across processes (decision 024), as lockQuota does for a
 * user: two members cannot both take the unit's last consultation. Held until the transaction ends.
 */
export async function lockUnitQuota(tx: Queryable<'execute'>, unitId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`unit-quota:${unitId}`}))`);
}

export interface UnitPlan {
  plan: Plan;
  /** The period anchor: the paid subscription's start, else the unit's creation. */
  anchor: Date;
  subscriptionId: string | null;
  /** A paid plan whose renewal failed past the grace days: no unit consultation may start. */
  overdue: boolean;
}

/**
 * The plan that decides the unit's pool: its best live paid subscription while it lasts (canceled ones until
 * their paid period ends, as for a vet), else the gratis one the unit got at creation (10 a month).
 */
export async function unitPlanOf(
  db: Queryable<'select'>,
  unit: { id: string; createdAt: Date },
  now = new Date(),
): Promise<UnitPlan> {
  const rows = await db
    .select()
    .from(subscription)
    .where(eq(subscription.unitId, unit.id))
    .orderBy(desc(subscription.createdAt))
    .limit(UNIT_ROWS_READ);
  return planFromRows(unit, rows, now);
}

/** Enough of a unit's newest subscription rows to hold its live plan and its gratis one. */
const UNIT_ROWS_READ = 20;

function planFromRows(unit: { createdAt: Date }, rows: SubscriptionRow[], now: Date): UnitPlan {
  // The best live paid plan, never simply the newest: a cancelled one must not hide a live one.
  const paid = pickCurrentSubscription(
    rows.filter((row) => row.plan !== 'gratis'),
    now,
  );
  if (paid) {
    const refusal = decideQuota(termsOf(paid), now, 0).refusal;
    if (refusal !== 'subscription-ended') {
      return {
        plan: paid.plan,
        anchor: paid.startedAt,
        subscriptionId: paid.id,
        overdue: refusal === 'payment-overdue',
      };
    }
  }
  const gratis = rows.find((row) => row.plan === 'gratis');
  return { plan: 'gratis', anchor: unit.createdAt, subscriptionId: gratis?.id ?? null, overdue: false };
}

/**
 * The unit's rows and, in the same round trip, its owner's personal trial row: a gratis pool also ends
 * with that trial, and this check runs before every unit consultation (bench:billing, target < 2 ms).
 */
async function unitAndOwnerTrialRows(db: Queryable<'select'>, unitId: string, ownerId: string | undefined) {
  const ownerTrial = ownerId
    ? and(eq(subscription.userId, ownerId), isNull(subscription.unitId), eq(subscription.plan, 'gratis'))
    : undefined;
  const rows = await db
    .select()
    .from(subscription)
    .where(ownerTrial ? or(eq(subscription.unitId, unitId), ownerTrial) : eq(subscription.unitId, unitId))
    .orderBy(desc(subscription.createdAt))
    .limit(UNIT_ROWS_READ + 1);
  return {
    unitRows: rows.filter((row) => row.unitId === unitId),
    ownerTrial: rows.find((row) => row.unitId === null) ?? null,
  };
}

/** The unit's pool used in a period, by the one rule of usage/places.ts. */
export async function countUnitUsed(
  tx: Queryable<'select' | 'execute'>,
  unitId: string,
  period: UnitQuotaPeriod,
): Promise<number> {
  return countPlaces(tx, unitPlaces(unitId, period.start, period.end));
}

export interface UnitQuota {
  plan: UnitPlan;
  period: UnitQuotaPeriod;
  used: number;
  limit: number;
  /** Places left now: the pool's, or fewer when a gratis pool meets the end of its owner's trial. */
  remaining: number;
  /** Null when a unit consultation may start; else the pt-BR reason. */
  refusal: string | null;
}

/**
 * The unit's pool now: derived every time (decision 024), so it is right even if no renewal ever ran. On
 * gratis, the pool also ends with its owner's one free trial (decision 032): what is left is the smaller.
 */
export async function unitQuotaOf(
  tx: Queryable<'select' | 'execute'>,
  unit: { id: string; createdAt: Date; ownerId?: string },
  now = new Date(),
): Promise<UnitQuota> {
  const rows = await unitAndOwnerTrialRows(tx, unit.id, unit.ownerId);
  const plan = planFromRows(unit, rows.unitRows, now);
  const period = unitQuotaPeriod(plan.anchor, now);
  const owner = plan.plan === 'gratis' ? unit.ownerId : undefined;
  // One round trip for the pool and, on gratis, the owner's trial.
  const [used = 0, trialUsed] = await countPlacesEach(tx, [
    unitPlaces(unit.id, period.start, period.end),
    ...(owner ? [trialPlaces(owner)] : []),
  ]);
  const limit = unitQuotaLimit(plan.plan);
  const trial = owner ? trialDecision(rows.ownerTrial, now, trialUsed ?? 0) : undefined;
  const remaining = Math.min(Math.max(limit - used, 0), trial ? trial.remaining : Number.POSITIVE_INFINITY);
  const refusal = plan.overdue
    ? UNIT_PAYMENT_OVERDUE_MESSAGE
    : used >= limit
      ? UNIT_QUOTA_EXHAUSTED_MESSAGE
      : trial && !trial.allowed
        ? FREE_TRIAL_RULE_MESSAGES.unitFreeBudgetUsed
        : null;
  return { plan, period, used, limit, remaining: refusal ? 0 : remaining, refusal };
}

export function quotaView(quota: UnitQuota): UnitQuotaView {
  return {
    used: quota.used,
    limit: quota.limit,
    remaining: quota.remaining,
    periodStart: quota.period.start.toISOString(),
    periodEnd: quota.period.end.toISOString(),
  };
}
