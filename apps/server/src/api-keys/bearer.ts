import { API_KEY_INVALID_MESSAGE, API_KEY_SCOPE_MESSAGE, type ApiKeyScope } from '@vetvoz/domain';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { AppEnv } from '../http/context.ts';
import type { RateLimitRule } from '../rate-limit/rate-limit.ts';
import { createSharedBudget } from '../rate-limit/shared-budget.ts';
import { findLiveApiKey, touchApiKey } from './keys.ts';

/** Calls one key may make: a practice system syncing a busy clinic, not a scraper. */
export const API_KEY_RATE_LIMIT: RateLimitRule = { limit: 300, windowSeconds: 60 };

/** The key a /api/v1 request came with, as `apiKeyAuthentication` found it. */
export interface ApiKeyContext {
  id: string;
  scopes: ApiKeyScope[];
  /**
   * A unit key's unit: the key acts for it through `user` (its creator), creates only there and reads
   * only that vet's consultations of it (docs/decisions/053-unit-api-keys.md). Null for a vet's own key.
   */
  unitId: string | null;
}

declare module 'hono' {
  interface ContextVariableMap {
    apiKey?: ApiKeyContext;
  }
}

const invalid = () => new AppError('UNAUTHENTICATED', API_KEY_INVALID_MESSAGE);

/**
 * /api/v1 is called with `Authorization: Bearer <key>` and nothing else: whatever the session cookie
 * said is dropped first, so a page another site opens in a vet's browser gets nothing from v1, and a key
 * never acts with more than its owner's vet powers (no site-admin power through a key). A missing,
 * malformed, unknown or revoked key, a suspended owner, or a unit key whose creator no longer owns or
 * administers the unit (left, removed, made a plain member) answers the same 401. Each key has its own
 * request budget (429 + Retry-After).
 */
export function apiKeyAuthentication({ db, secret }: { db: Db; secret: string }): MiddlewareHandler<AppEnv> {
  // Each node answers most calls from a share of the key's budget in memory (decision 054).
  const budget = createSharedBudget({ db, rule: API_KEY_RATE_LIMIT });
  return async (c, next) => {
    c.set('user', null);
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer ([^\s]+)$/.exec(header.trim());
    if (!match?.[1]) throw invalid();
    const found = await findLiveApiKey(db, secret, match[1]);
    if (!found || found.owner.banned || found.managesUnit === false) throw invalid();
    const { key, owner } = found;
    await budget.consume(`api:key:${key.id}`);
    touchApiKey(db, key.id, (error) => c.get('log').warn({ err: error }, 'api key last use not recorded'));
    c.set('user', {
      id: owner.id,
      email: owner.email,
      name: owner.name,
      image: owner.image ?? null,
      emailVerified: owner.emailVerified === true,
      isAdmin: false,
    });
    c.set('apiKey', { id: key.id, scopes: key.scopes, unitId: key.unitId });
    await next();
  };
}

/** A v1 route's access check: a key (not a session) with the scope the operation needs. */
export function requireApiScope(scope: ApiKeyScope): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.get('apiKey');
    if (!key || !c.get('user')) throw invalid();
    if (!key.scopes.includes(scope)) throw new AppError('FORBIDDEN', API_KEY_SCOPE_MESSAGE);
    await next();
  };
}
