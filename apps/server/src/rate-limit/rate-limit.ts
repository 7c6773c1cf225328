import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

/** Rows older than the longest window any rule uses are of no use: a purge removes them. */
export const RATE_LIMIT_RETENTION_HOURS = 24;
/** Share of counted requests that also purge expired rows; purged often enough, the table stays small. */
const PURGE_PROBABILITY = 0.01;

/**
 * Keys name a client address or an e-mail: the table keeps them as HMACs with the server secret, so
 * a copy of the database does not list who tried to sign in from where. Each database gets its secret
 * from createApp (every API process shares AUTH_SECRET, so they count under the same keys).
 */
const secrets = new WeakMap<Db, string>();

export function setRateLimitSecret(db: Db, secret: string): void {
  secrets.set(db, secret);
}

/**
 * `sign-in:email:ana@exemplo.com.br` → `sign-in:email:<hmac>`: the kind of limit stays readable (the name
 * and, when present, the subject's kind), the subject does not.
 */
export function storedKey(db: Db, key: string): string {
  const secret = secrets.get(db);
  if (!secret) throw new Error('rate limit secret not set for this database (setRateLimitSecret)');
  const parts = key.split(':');
  const prefix = parts.length >= 3 ? `${parts[0]}:${parts[1]}` : (parts[0] ?? '');
  const digest = createHmac('sha256', secret).update(key).digest('base64url').slice(0, 32);
  return `${prefix}:${digest}`;
}

/**
 * Counts one attempt under `key` in a fixed window, atomically in the database (so every API
 * process shares the count), and throws RATE_LIMITED once the limit is passed.
 */
export async function consumeRateLimit({
  db,
  key,
  rule,
  message,
}: {
  db: Db;
  key: string;
  rule: RateLimitRule;
  /** The pt-BR refusal, when the generic one says too little of what happens next. */
  message?: string;
}): Promise<void> {
  if (rule.windowSeconds > RATE_LIMIT_RETENTION_HOURS * 3600)
    throw new Error('rate limit window longer than RATE_LIMIT_RETENTION_HOURS: the purge would reset it');
  const stored = storedKey(db, key);
  const result = await db.execute<{ count: number }>(sql`
    insert into rate_limit (key, count, window_start) values (${stored}, 1, now())
    on conflict (key) do update set
      count = case when rate_limit.window_start < now() - make_interval(secs => ${rule.windowSeconds})
                   then 1 else rate_limit.count + 1 end,
      window_start = case when rate_limit.window_start < now() - make_interval(secs => ${rule.windowSeconds})
                   then now() else rate_limit.window_start end
    returning count,
      ceil(extract(epoch from window_start + make_interval(secs => ${rule.windowSeconds}) - now()))::int
        as "secondsLeft"`);
  const rows = Array.isArray(result)
    ? result
    : (result as { rows: { count: number; secondsLeft: number }[] }).rows;
  const count = Number(rows[0]?.count ?? 0);
  if (Math.random() < PURGE_PROBABILITY) await purgeExpiredRateLimits({ db });
  if (count > rule.limit)
    throw new AppError('RATE_LIMITED', message, {
      details: { key: key.split(':')[0] },
      // The window's end: the client knows when asking again can succeed.
      retryAfterSeconds: Math.max(1, Number(rows[0]?.secondsLeft ?? rule.windowSeconds)),
    });
}

/** Deletes counters whose window started more than RATE_LIMIT_RETENTION_HOURS ago. */
export async function purgeExpiredRateLimits({ db }: { db: Db }): Promise<void> {
  await db.execute(
    sql`delete from rate_limit where window_start < now() - make_interval(hours => ${RATE_LIMIT_RETENTION_HOURS})`,
  );
}
