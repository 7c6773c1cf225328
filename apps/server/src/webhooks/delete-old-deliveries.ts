import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { selectRows } from '../db/sql-rows.ts';

/**
 * Delivered webhook deliveries (each row is its own delivery log: body of ids, attempts, last error) are
 * kept this long, then deleted by the daily retention pass (docs/privacy.md). Pending and failed ones stay
 * while their endpoint does, so the vet can still see and resend what never arrived.
 */
export const WEBHOOK_DELIVERED_KEEP_DAYS = 30;
/** Rows per statement: a first pass over a large table stays a series of short deletes. */
const BATCH = 5_000;

/** Deletes delivered deliveries older than WEBHOOK_DELIVERED_KEEP_DAYS; returns how many. */
export async function deleteOldWebhookDeliveries({ db, now = new Date() }: { db: Db; now?: Date }) {
  let deleted = 0;
  for (;;) {
    const rows = await selectRows<{ id: string }>(
      db,
      sql`delete from webhook_delivery where id in (
        select id from webhook_delivery
        where status = 'delivered'
          and delivered_at < ${now.toISOString()}::timestamptz - make_interval(days => ${WEBHOOK_DELIVERED_KEEP_DAYS})
        limit ${BATCH})
      returning id`,
    );
    deleted += rows.length;
    if (rows.length < BATCH) return deleted;
  }
}
