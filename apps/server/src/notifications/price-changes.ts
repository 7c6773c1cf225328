import {
  earliestEffectiveDay,
  formatBrl,
  PLAN_DISPLAY_NAMES,
  PRICE_CHANGE_NOTICE_DAYS,
  type PriceChange,
  type priceChangeInputSchema,
} from '@vetvoz/domain';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { auditLog, notification, priceChange } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';

/** A site admin's announcement of a plan's new price (decision 026); the daily job tells subscribers. */
type Row = typeof priceChange.$inferSelect;
type Input = z.output<typeof priceChangeInputSchema>;

/** Each subscriber's notice of a change carries `price_change:<change id>:<subscription id>`. */
export const priceNoticeKey = (changeId: string, subscriptionId: string) =>
  `price_change:${changeId}:${subscriptionId}`;

function toPriceChange(row: Row, notifiedCount: number): PriceChange {
  return {
    id: row.id,
    plan: row.plan,
    planName: PLAN_DISPLAY_NAMES[row.plan],
    chargeCents: row.chargeCents,
    price: formatBrl(row.chargeCents),
    effectiveOn: row.effectiveOn,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    notifiedCount,
  };
}

/** How many subscribers each change has reached, from the changes' dedupe keys, in one query. */
async function notifiedCounts(db: Db): Promise<Map<string, number>> {
  const changeId = sql<string>`split_part(${notification.dedupeKey}, ':', 2)`;
  const rows = await db
    .select({ changeId, n: count() })
    .from(notification)
    .where(eq(notification.kind, 'price_change'))
    .groupBy(changeId);
  return new Map(rows.map((row) => [row.changeId, row.n]));
}

/**
 * Records the announcement. The terms promise 30 days of notice before the renewal a price applies to, so
 * the effective date must be at least 30 days away: every renewal it touches is then told in time.
 */
export async function createPriceChange({
  db,
  actor,
  input,
  now = new Date(),
}: {
  db: Db;
  actor: { id: string; name: string };
  input: Input;
  now?: Date;
}): Promise<PriceChange> {
  const earliest = earliestEffectiveDay(now);
  if (input.effectiveOn < earliest) {
    const [year, month, day] = earliest.split('-');
    throw new AppError(
      'VALIDATION',
      `A data de vigência deve ser a partir de ${day}/${month}/${year}: os assinantes precisam ser avisados com pelo menos ${PRICE_CHANGE_NOTICE_DAYS} dias de antecedência da renovação.`,
    );
  }
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(priceChange)
      .values({ ...input, createdBy: actor.id, createdByName: actor.name })
      .returning();
    if (!created) throw new Error('price change insert returned no row');
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: 'price_change.create',
      target: `price_change:${created.id}`,
      details: { plan: created.plan, chargeCents: created.chargeCents, effectiveOn: created.effectiveOn },
    });
    return created;
  });
  return toPriceChange(row, 0);
}

/** Newest first, with how many subscribers each has reached. */
export async function listPriceChanges({ db }: { db: Db }): Promise<PriceChange[]> {
  const rows = await db
    .select()
    .from(priceChange)
    .orderBy(desc(priceChange.createdAt), desc(priceChange.id))
    .limit(200);
  const counts = await notifiedCounts(db);
  return rows.map((row) => toPriceChange(row, counts.get(row.id) ?? 0));
}
