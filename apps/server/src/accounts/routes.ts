import { sendVerificationEmailContract, signUpContract, signUpResponseSchema } from '@vetvoz/domain';
import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../auth/auth.ts';
import { signedInUser } from '../auth/session.ts';
import { translateAuthError } from '../auth/translate-auth-errors.ts';
import { startFreeTrial } from '../billing/index.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { clientIp, type TrustProxy } from '../http/client-ip.ts';
import type { AppEnv } from '../http/context.ts';
import { contractRoutes, route } from '../http/contract.ts';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit/rate-limit.ts';
import { signUpAccount } from './service.ts';

/**
 * Sign-up attempts one address may make: generous, because Brazilian mobile carriers put many people
 * behind one address (CGNAT) and a clinic's team shares a router; a bot farm on one address still stops.
 */
export const SIGN_UP_PER_IP: RateLimitRule = { limit: 100, windowSeconds: 60 * 60 };
/** The same rule with the configured limit (SIGN_UP_LIMIT_PER_HOUR). */
export const signUpPerIp = (limit: number): RateLimitRule => ({ ...SIGN_UP_PER_IP, limit });
/** Confirmation e-mails a signed-in user may ask for again. */
export const VERIFICATION_EMAIL_PER_USER: RateLimitRule = { limit: 3, windowSeconds: 60 * 60 };

export const VERIFICATION_EMAIL_SENT_MESSAGE = 'Enviamos um novo e-mail de confirmação.';
export const ALREADY_VERIFIED_MESSAGE = 'Seu e-mail já está confirmado.';

export function accountRoutes({
  auth,
  db,
  trustProxy,
  trialSecret,
  signUpLimitPerHour = SIGN_UP_PER_IP.limit,
}: {
  auth: Auth;
  db: Db;
  trustProxy: TrustProxy;
  /** Keys the CPF hash of the one-trial-per-CPF rule. */
  trialSecret: string;
  signUpLimitPerHour?: number;
}) {
  const signUpRule = signUpPerIp(signUpLimitPerHour);
  const routes = contractRoutes();
  // Counted before the body is read, so broken bodies count too.
  const perAddress: MiddlewareHandler<AppEnv> = async (c, next) => {
    await consumeRateLimit({ db, key: `sign-up:ip:${clientIp(c, trustProxy)}`, rule: signUpRule });
    await next();
  };
  routes.openapi(route(signUpContract, perAddress), async (c) => {
    const payload = c.req.valid('json');
    const response = await signUpAccount({ auth, db, payload, headers: c.req.raw.headers });
    if (!response.ok) return await refusal(response);
    // Our own body (better-auth's also carries the session token, which the page has no use for) with
    // better-auth's session cookie.
    const { user } = signUpResponseSchema.parse(await response.json());
    for (const cookie of response.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
    // Every account starts on the free trial (once per CPF); a failure here never blocks the sign-up.
    await startFreeTrial(db, user.id, trialSecret).catch((error: unknown) => {
      if (!(error instanceof AppError && error.code === 'TRIAL_USED'))
        c.get('log')?.error({ err: error }, 'free trial setup failed');
    });
    return c.json({ user: { id: user.id, email: user.email, name: user.name } }, 200);
  });

  routes.openapi(route(sendVerificationEmailContract), async (c) => {
    const user = signedInUser(c);
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
    if (!response.ok) return await refusal(response);
    return c.json({ message: VERIFICATION_EMAIL_SENT_MESSAGE }, 200);
  });
  return routes;
}

/**
 * better-auth's refusal translated to our `{ code, message }` in pt-BR: one of the contract's error
 * responses, passed on as a plain Response (the typed answers of a handler name only `c.json` results).
 */
async function refusal(response: Response): Promise<never> {
  return (await translateAuthError(response)) as never;
}
