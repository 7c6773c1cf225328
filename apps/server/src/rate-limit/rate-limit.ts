import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one attempt under `key` in a fixed window, atomically in the database (so every API
 * process shares the count), and throws RATE_LIMITED once the limit is passed.
 */
export async function consumeRateLimit({
  db,
  key,
  rule,
}: {
  db: Db;
  key: string;
  rule: RateLimitRule;
}): Promise<void> {
  const result = await db.execute<{ count: number }>(sql`
    insert into rate_limit (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limit.window_start < now() - make_interval(secs => ${rule.windowSeconds})
                   then 1 else rate_limit.count + 1 end,
      window_start = case when rate_limit.window_start < now() - make_interval(secs => ${rule.windowSeconds})
                   then now() else rate_limit.window_start end
    returning count`);
  const rows = Array.isArray(result) ? result : (result as { rows: { count: number }[] }).rows;
  const count = Number(rows[0]?.count ?? 0);
  if (count > rule.limit)
    throw new AppError('RATE_LIMITED', undefined, { details: { key: key.split(':')[0] } });
}
