import type { CurrentUser } from '@vetvoz/domain';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppConfigEnv } from '../config/config.ts';
import { AppError } from '../http/app-error.ts';
import type { AppEnv, SessionUser } from '../http/context.ts';
import type { Auth } from './auth.ts';

/** Defined beside the request context that carries it (so the two files do not import each other). */
export type { SessionUser };

/**
 * Site admin: promoted (role 'admin') or listed in ADMIN_EMAILS, and in both cases with a verified
 * e-mail, so whoever registers a listed address first gains nothing (decision 014). Exactly true, never truthy.
 */
export function isSiteAdmin(
  user: { email: string; role?: string | null; emailVerified?: boolean | null },
  config: AppConfigEnv,
): boolean {
  if (user.emailVerified !== true) return false;
  return user.role === 'admin' || config.adminEmails.has(user.email.toLowerCase());
}

/** Reads the session cookie once per request and puts the user (or null) on the context. */
export function loadSession(auth: Auth, config: AppConfigEnv): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    const u = session?.user;
    c.set(
      'user',
      u
        ? {
            id: u.id,
            email: u.email,
            name: u.name,
            image: u.image ?? null,
            emailVerified: u.emailVerified === true,
            isAdmin: isSiteAdmin(
              { email: u.email, role: (u as { role?: string | null }).role, emailVerified: u.emailVerified },
              config,
            ),
          }
        : null,
    );
    await next();
  };
}

export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) throw new AppError('UNAUTHENTICATED');
  await next();
};

export const requireSiteAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHENTICATED');
  if (!user.isAdmin) throw new AppError('FORBIDDEN');
  await next();
};

/** The user of a request that passed requireUser or requireSiteAdmin (a contract's access). */
export function signedInUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}

export function toCurrentUser(user: SessionUser): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    image: user.image,
    isAdmin: user.isAdmin,
    emailVerified: user.emailVerified,
  };
}
