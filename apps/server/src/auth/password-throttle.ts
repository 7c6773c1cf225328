import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/database.ts';
import { clientIp, type TrustProxy } from '../http/client-ip.ts';
import type { AppEnv } from '../http/context.ts';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit/rate-limit.ts';

/**
 * better-auth routes that check the signed-in user's password. better-auth's own limiter is off (its
 * counters live in memory, one per process); ours is in the database, so every node shares one count.
 * Sign-in has its own limits (per address and per e-mail, auth/routes.ts).
 */
export const PASSWORD_CHECK_PATHS = ['/auth/change-password', '/auth/verify-password', '/auth/delete-user'];

/**
 * Password checks per user (one budget for every route, so switching routes buys no guesses) and per
 * client address (several accounts open on one machine). Right or wrong, each check counts.
 */
export const PASSWORD_CHECK_LIMITS = {
  perUser: { limit: 10, windowSeconds: 15 * 60 },
  perIp: { limit: 30, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimitRule>;

/** Counts a password check before better-auth makes it; past a limit, 429 with Retry-After. */
export function throttlePasswordChecks({ db, trustProxy }: { db: Db; trustProxy: TrustProxy }) {
  const handler: MiddlewareHandler<AppEnv> = async (c, next) => {
    const user = c.get('user');
    // Without a session better-auth answers 401 and checks nothing; only POSTs check a password.
    if (!user || c.req.method !== 'POST') return next();
    await consumeRateLimit({
      db,
      key: `password-check:ip:${clientIp(c, trustProxy)}`,
      rule: PASSWORD_CHECK_LIMITS.perIp,
    });
    await consumeRateLimit({
      db,
      key: `password-check:user:${user.id}`,
      rule: PASSWORD_CHECK_LIMITS.perUser,
    });
    await next();
  };
  return handler;
}
