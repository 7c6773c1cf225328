import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { selectRows } from '../db/sql-rows.ts';
import { AppError } from '../http/app-error.ts';
import { RATE_LIMIT_RETENTION_HOURS, type RateLimitRule, storedKey } from './rate-limit.ts';

/** Calls a node takes from the database at once, at most; fewer as the window's budget runs out. */
export const DEFAULT_SHARE = 30;
/** Keys remembered by a node before those whose window ended are forgotten. */
const SWEEP_ABOVE = 10_000;

interface LocalShare {
  /** Calls this node may still answer in the window, without asking the database. */
  left: number;
  /** The window's end by this node's clock (from the database's seconds left, so clocks need not agree). */
  windowEndMs: number;
  /** The window's count as the database last said (this node's and the others' shares). */
  knownCount: number;
  /** A share being taken: concurrent calls of the key wait for it instead of taking their own. */
  taking?: Promise<void>;
}

export interface SharedBudget {
  /** Counts one call under `key`; throws RATE_LIMITED (with Retry-After) once the window's budget is spent. */
  consume(key: string): Promise<void>;
}

/**
 * A fixed-window limit shared by every node without a database write per call (decision 054): each node
 * takes a share of the key's window budget in one upsert (`count + asked`) and answers from it in memory.
 * The database hands out at most `limit` calls a window however many nodes ask, so a key never gets more
 * than its limit; a node holding an unused share can make the others refuse a little early (at most one
 * share per node, fewer near the limit, where shares shrink to a quarter of what is left). A restarted node
 * loses only its unused share: counts live in the `rate_limit` table.
 */
export function createSharedBudget({
  db,
  rule,
  share = DEFAULT_SHARE,
  message,
}: {
  db: Db;
  rule: RateLimitRule;
  share?: number;
  message?: string;
}): SharedBudget {
  if (rule.windowSeconds > RATE_LIMIT_RETENTION_HOURS * 3600)
    throw new Error('rate limit window longer than RATE_LIMIT_RETENTION_HOURS: the purge would reset it');
  const shares = new Map<string, LocalShare>();

  const refuse = (key: string, local: LocalShare) =>
    new AppError('RATE_LIMITED', message, {
      details: { key: key.split(':')[0] },
      retryAfterSeconds: Math.max(1, Math.ceil((local.windowEndMs - Date.now()) / 1000)),
    });

  /** One upsert: adds what this node asks to the window's count and learns how much of it is granted. */
  const take = async (key: string, live: LocalShare | undefined) => {
    const current = live?.knownCount ?? 0;
    const asked = Math.max(1, Math.min(share, Math.ceil((rule.limit - current) / 4)));
    const [row] = await selectRows<{ count: number; secondsLeft: number }>(
      db,
      sql`
      insert into rate_limit (key, count, window_start) values (${storedKey(db, key)}, ${asked}, now())
      on conflict (key) do update set
        count = case when rate_limit.window_start < now() - make_interval(secs => ${rule.windowSeconds})
                     then ${asked} else rate_limit.count + ${asked} end,
        window_start = case when rate_limit.window_start < now() - make_interval(secs => ${rule.windowSeconds})
                     then now() else rate_limit.window_start end
      returning count,
        ceil(extract(epoch from window_start + make_interval(secs => ${rule.windowSeconds}) - now()))::int
          as "secondsLeft"`,
    );
    const count = Number(row?.count ?? asked);
    // The count before this node's ask: what was left of the limit then is what it gets, up to the ask.
    const granted = Math.max(0, Math.min(asked, rule.limit - (count - asked)));
    const secondsLeft = Math.max(1, Number(row?.secondsLeft ?? rule.windowSeconds));
    if (shares.size > SWEEP_ABOVE)
      for (const [known, value] of shares) if (value.windowEndMs <= Date.now()) shares.delete(known);
    shares.set(key, { left: granted, windowEndMs: Date.now() + secondsLeft * 1000, knownCount: count });
  };

  const consume = async (key: string): Promise<void> => {
    const local = shares.get(key);
    if (local && local.windowEndMs > Date.now()) {
      if (local.left > 0) {
        local.left -= 1;
        return;
      }
      if (local.taking) {
        await local.taking;
        return consume(key);
      }
      // The database already said the window is spent: no need to ask it again until the window ends.
      if (local.knownCount >= rule.limit) throw refuse(key, local);
    }
    const live = local && local.windowEndMs > Date.now() ? local : undefined;
    const placeholder: LocalShare = live ?? { left: 0, windowEndMs: Date.now() + 1000, knownCount: 0 };
    const taking = take(key, live);
    placeholder.taking = taking;
    if (!live) shares.set(key, placeholder);
    try {
      await taking;
    } finally {
      placeholder.taking = undefined;
    }
    const fresh = shares.get(key) as LocalShare;
    if (fresh.left > 0) {
      fresh.left -= 1;
      return;
    }
    throw refuse(key, fresh);
  };

  return { consume };
}
