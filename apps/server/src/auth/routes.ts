import type { MeResponse } from '@vetvoz/domain';
import { Hono, type MiddlewareHandler } from 'hono';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { clientIp, type TrustProxy } from '../http/client-ip.ts';
import type { AppEnv } from '../http/context.ts';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit/rate-limit.ts';
import type { Auth } from './auth.ts';
import { toCurrentUser } from './session.ts';
import { translateAuthError } from './translate-auth-errors.ts';

/** Attempts allowed per window, by client address and by e-mail. */
export const AUTH_RATE_LIMITS = {
  signInPerIp: { limit: 30, windowSeconds: 15 * 60 },
  signInPerEmail: { limit: 10, windowSeconds: 15 * 60 },
  resetPerIp: { limit: 10, windowSeconds: 60 * 60 },
  resetPerEmail: { limit: 3, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

export function authRoutes({ auth, db, trustProxy }: { auth: Auth; db: Db; trustProxy: TrustProxy }) {
  const routes = new Hono<AppEnv>();
  // Sign-up and profile changes go through our validated endpoints (accounts/), never straight to better-auth.
  routes.post('/auth/sign-up/*', () => {
    throw new AppError('NOT_FOUND');
  });
  routes.post('/auth/update-user', () => {
    throw new AppError('NOT_FOUND');
  });
  const limited =
    (perIp: RateLimitRule, perEmail: RateLimitRule, name: string): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      await consumeRateLimit({ db, key: `${name}:ip:${clientIp(c, trustProxy)}`, rule: perIp });
      const email = await emailOf(c.req.raw);
      if (email) await consumeRateLimit({ db, key: `${name}:email:${email}`, rule: perEmail });
      await next();
    };
  routes.post(
    '/auth/sign-in/email',
    limited(AUTH_RATE_LIMITS.signInPerIp, AUTH_RATE_LIMITS.signInPerEmail, 'sign-in'),
  );
  routes.post(
    '/auth/request-password-reset',
    limited(AUTH_RATE_LIMITS.resetPerIp, AUTH_RATE_LIMITS.resetPerEmail, 'reset'),
  );
  routes.on(['GET', 'POST'], '/auth/*', async (c) => translateAuthError(await auth.handler(c.req.raw)));
  routes.get('/me', (c) => {
    const user = c.get('user');
    const body: MeResponse = { user: user ? toCurrentUser(user) : null };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });
  return routes;
}

async function emailOf(request: Request): Promise<string | undefined> {
  const payload = (await request
    .clone()
    .json()
    .catch(() => null)) as { email?: unknown } | null;
  return typeof payload?.email === 'string' ? payload.email.trim().toLowerCase() : undefined;
}
