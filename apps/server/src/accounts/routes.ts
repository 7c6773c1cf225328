import { signUpSchema } from '@vetvoz/domain';
import { Hono } from 'hono';
import type { Auth } from '../auth/auth.ts';
import { requireUser } from '../auth/session.ts';
import { translateAuthError } from '../auth/translate-auth-errors.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { clientIp, type TrustProxy } from '../http/client-ip.ts';
import type { AppEnv } from '../http/context.ts';
import { readJson } from '../http/validate.ts';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit/rate-limit.ts';
import { signUpAccount } from './service.ts';

/**
 * Sign-up attempts one address may make: generous, because Brazilian mobile carriers put many people
 * behind one address (CGNAT) and a clinic's team shares a router; a bot farm on one address still stops.
 */
export const SIGN_UP_PER_IP: RateLimitRule = { limit: 100, windowSeconds: 60 * 60 };
/** Confirmation e-mails a signed-in user may ask for again. */
export const VERIFICATION_EMAIL_PER_USER: RateLimitRule = { limit: 3, windowSeconds: 60 * 60 };

export const VERIFICATION_EMAIL_SENT_MESSAGE = 'Enviamos um novo e-mail de confirmação.';
export const ALREADY_VERIFIED_MESSAGE = 'Seu e-mail já está confirmado.';

export function accountRoutes({ auth, db, trustProxy }: { auth: Auth; db: Db; trustProxy: TrustProxy }) {
  const routes = new Hono<AppEnv>();
  routes.post('/accounts/sign-up', async (c) => {
    await consumeRateLimit({ db, key: `sign-up:ip:${clientIp(c, trustProxy)}`, rule: SIGN_UP_PER_IP });
    const payload = await readJson(c, signUpSchema);
    const response = await signUpAccount({ auth, db, payload, headers: c.req.raw.headers });
    return translateAuthError(response);
  });

  routes.post('/accounts/verification-email', requireUser, async (c) => {
    const user = c.get('user');
    if (!user) throw new AppError('UNAUTHENTICATED');
    if (user.emailVerified) throw new AppError('VALIDATION', ALREADY_VERIFIED_MESSAGE);
    await consumeRateLimit({
      db,
      key: `verification-email:user:${user.id}`,
      rule: VERIFICATION_EMAIL_PER_USER,
    });
    const response = await auth.api.sendVerificationEmail({
      headers: c.req.raw.headers,
      body: { email: user.email },
      asResponse: true,
    });
    if (!response.ok) return translateAuthError(response);
    return c.json({ message: VERIFICATION_EMAIL_SENT_MESSAGE });
  });
  return routes;
}
