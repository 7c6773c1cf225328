import { createApiKeyContract, listApiKeysContract, revokeApiKeyContract } from '@vetvoz/domain';
import { signedInUser } from '../auth/session.ts';
import type { Db } from '../db/database.ts';
import { contractRoutes, route } from '../http/contract.ts';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit/rate-limit.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './keys.ts';

/** Keys one person may create per hour: enough to rotate them, too few to farm them. */
export const API_KEY_CREATION_LIMIT: RateLimitRule = { limit: 30, windowSeconds: 60 * 60 };

/** The vet's own API keys, from their contracts (packages/domain/src/contracts/api-keys.ts). */
export function apiKeyRoutes({ db, secret }: { db: Db; secret: string }) {
  const routes = contractRoutes();

  routes.openapi(route(createApiKeyContract), async (c) => {
    const user = signedInUser(c);
    await consumeRateLimit({ db, key: `api-key-create:user:${user.id}`, rule: API_KEY_CREATION_LIMIT });
    const created = await createApiKey({ db, secret, userId: user.id, input: c.req.valid('json') });
    c.header('Cache-Control', 'no-store');
    return c.json(created, 201);
  });

  routes.openapi(route(listApiKeysContract), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ keys: await listApiKeys({ db, userId: signedInUser(c).id }) }, 200);
  });

  routes.openapi(route(revokeApiKeyContract), async (c) => {
    await revokeApiKey({ db, userId: signedInUser(c).id, id: c.req.valid('param').id });
    return c.body(null, 204);
  });

  return routes;
}
