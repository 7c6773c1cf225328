import {
  changePasswordContract,
  deleteAccountContract,
  getMeContract,
  requestPasswordResetContract,
  resetPasswordContract,
  signInContract,
  signOutContract,
  verifyEmailContract,
} from '@vetvoz/domain';
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/database.ts';
import { auditLog } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { clientIp, type TrustProxy } from '../http/client-ip.ts';
import type { AppEnv } from '../http/context.ts';
import { contractRoutes, route } from '../http/contract.ts';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit/rate-limit.ts';
import { adminAuditTarget, sanitizeAdminResponse } from './admin-view.ts';
import type { Auth } from './auth.ts';
import { assertStrongPassword } from './password-strength.ts';
import { PASSWORD_CHECK_PATHS, throttlePasswordChecks } from './password-throttle.ts';
import { requireSiteAdmin, toCurrentUser } from './session.ts';
import { authErrorPage, translateAuthError } from './translate-auth-errors.ts';
import { withoutSessionTokens } from './without-tokens.ts';

/** Attempts allowed per window, by client address and by e-mail. */
export const AUTH_RATE_LIMITS = {
  signInPerIp: { limit: 30, windowSeconds: 15 * 60 },
  signInPerEmail: { limit: 10, windowSeconds: 15 * 60 },
  resetPerIp: { limit: 10, windowSeconds: 60 * 60 },
  resetPerEmail: { limit: 3, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

export const JSON_ONLY_MESSAGE = 'Envie os dados no formato JSON.';

/**
 * better-auth endpoints no browser may call: sign-up and profile changes go through our validated
 * endpoints (accounts/, profile/); its resend would mail any unverified address (ours needs a session);
 * impersonation is off (decision 014); social sign-in, linked accounts and e-mail change are not
 * configured, and open they only answer errors (and wrote them to our log).
 */
export const CLOSED_AUTH_PATHS = [
  '/auth/sign-up/*',
  '/auth/update-user',
  '/auth/send-verification-email',
  '/auth/delete-user/callback',
  '/auth/admin/impersonate-user',
  '/auth/admin/stop-impersonating',
  '/auth/sign-in/social',
  '/auth/link-social',
  '/auth/change-email',
];

export function authRoutes({
  auth,
  db,
  trustProxy,
  signInLimitPerIp = AUTH_RATE_LIMITS.signInPerIp.limit,
}: {
  auth: Auth;
  db: Db;
  trustProxy: TrustProxy;
  /** SIGN_IN_LIMIT_PER_IP: where many vets share one address, the per-address rule is raised. */
  signInLimitPerIp?: number;
}) {
  const routes = contractRoutes();
  // Sessions, users and tokens: never kept by a browser or proxy cache, errors included; no token in a body.
  routes.use('/auth/*', async (c, next) => {
    await next();
    c.res = withHeader(await withoutSessionTokens(c.res), 'Cache-Control', 'no-store');
  });
  // better-auth also reads form bodies, which our per-e-mail limits (JSON) would not see.
  routes.post('/auth/*', async (c, next) => {
    if (!isJsonOrEmpty(c)) throw new AppError('VALIDATION', JSON_ONLY_MESSAGE);
    await next();
  });
  for (const path of CLOSED_AUTH_PATHS) {
    routes.on(['GET', 'POST'], path, () => {
      throw new AppError('NOT_FOUND');
    });
  }
  const passwordChecks = throttlePasswordChecks({ db, trustProxy });
  for (const path of PASSWORD_CHECK_PATHS) routes.use(path, passwordChecks);
  // Our site-admin check (verified e-mail) comes before better-auth's own role check.
  routes.use('/auth/admin/*', requireSiteAdmin);

  const limited =
    (perIp: RateLimitRule, perEmail: RateLimitRule, name: string): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      await consumeRateLimit({ db, key: `${name}:ip:${clientIp(c, trustProxy)}`, rule: perIp });
      const email = stringField(await jsonOf(c.req.raw), 'email')
        ?.trim()
        .toLowerCase();
      if (email) await consumeRateLimit({ db, key: `${name}:email:${email}`, rule: perEmail });
      await next();
    };
  const strongNewPassword: MiddlewareHandler<AppEnv> = async (c, next) => {
    const newPassword = stringField(await jsonOf(c.req.raw), 'newPassword');
    const user = c.get('user');
    if (newPassword) assertStrongPassword(newPassword, [user?.email, user?.name]);
    await next();
  };
  // The endpoints the browser calls, each checked against its contract before better-auth runs.
  const forward = forwardTo(auth);
  routes.openapi(
    route(
      signInContract,
      limited(
        { ...AUTH_RATE_LIMITS.signInPerIp, limit: signInLimitPerIp },
        AUTH_RATE_LIMITS.signInPerEmail,
        'sign-in',
      ),
    ),
    forward,
  );
  routes.openapi(route(signOutContract), forward);
  routes.openapi(route(verifyEmailContract), forward);
  routes.openapi(
    route(
      requestPasswordResetContract,
      limited(AUTH_RATE_LIMITS.resetPerIp, AUTH_RATE_LIMITS.resetPerEmail, 'reset'),
    ),
    forward,
  );
  routes.openapi(route(resetPasswordContract, strongNewPassword), forward);
  routes.openapi(route(changePasswordContract, strongNewPassword), forward);
  // better-auth deletes a fresh session's account without the password; the contract always asks for it.
  routes.openapi(route(deleteAccountContract), forward);

  routes.get('/auth/error', (c) => c.html(authErrorPage(), 400));
  routes.on(['GET', 'POST'], '/auth/admin/*', async (c) => {
    const target = adminAuditTarget(c.req.path, new URL(c.req.url).searchParams, await jsonOf(c.req.raw));
    const response = await auth.handler(c.req.raw);
    await audit(db, c, target, response.status);
    return translateAuthError(await sanitizeAdminResponse(response), c.req.path);
  });
  routes.on(['GET', 'POST'], '/auth/*', async (c) =>
    translateAuthError(await auth.handler(c.req.raw), c.req.path),
  );
  routes.openapi(route(getMeContract), (c) => {
    const user = c.get('user');
    c.header('Cache-Control', 'no-store');
    return c.json({ user: user ? toCurrentUser(user) : null }, 200);
  });
  return routes;
}

/**
 * Hands a request its contract accepted to better-auth, rebuilt from the parsed input: fields the contract
 * does not name (a callback URL, say) never reach it. English answers come back in Portuguese.
 */
function forwardTo(auth: Auth) {
  // better-auth's Response is not one typed by the contract: auth-contracts.test.ts beside this file parses its answers.
  return async (c: Context<AppEnv>): Promise<never> => {
    const original = c.req.raw;
    const url = new URL(original.url);
    const query = (c.req.valid as (target: 'query') => Record<string, string> | undefined)('query');
    if (query) url.search = new URLSearchParams(query).toString();
    const body = (c.req.valid as (target: 'json') => unknown)('json');
    const headers = new Headers(original.headers);
    headers.delete('content-length');
    const request = new Request(url, {
      method: original.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await translateAuthError(await auth.handler(request), c.req.path)) as never;
  };
}

/** Every call of the admin API by a site admin: who, which endpoint, on whom, and how it ended. */
async function audit(db: Db, c: Context<AppEnv>, target: string, status: number): Promise<void> {
  const endpoint = c.req.path.replace(/^.*\/auth\/admin\//, '');
  await db.insert(auditLog).values({
    actorId: c.get('user')?.id ?? null,
    action: `admin.${endpoint}`,
    target,
    details: { status },
  });
}

function isJsonOrEmpty(c: Context): boolean {
  const type = c.req.header('content-type');
  if (type) return /^application\/json\s*(;|$)/i.test(type);
  const length = c.req.header('content-length');
  return !c.req.header('transfer-encoding') && (!length || length === '0');
}

async function jsonOf(request: Request): Promise<unknown> {
  return request
    .clone()
    .json()
    .catch(() => null);
}

function stringField(payload: unknown, field: string): string | undefined {
  const value = (payload as Record<string, unknown> | null)?.[field];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    // Headers of a fetched response are immutable: copy it.
    const copy = new Response(response.body, response);
    copy.headers.set(name, value);
    return copy;
  }
}
