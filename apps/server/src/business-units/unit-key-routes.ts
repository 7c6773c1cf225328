import {
  createUnitApiKeyContract,
  listUnitApiKeysContract,
  revokeUnitApiKeyContract,
  UNIT_API_KEY_MANAGERS_ONLY_MESSAGE,
} from '@vetvoz/domain';
import { API_KEY_CREATION_LIMIT } from '../api-keys/routes.ts';
import { createUnitApiKey, listUnitApiKeys, revokeUnitApiKey } from '../api-keys/unit-keys.ts';
import { signedInUser } from '../auth/session.ts';
import type { Db } from '../db/database.ts';
import { contractRoutes, route } from '../http/contract.ts';
import { consumeRateLimit } from '../rate-limit/rate-limit.ts';
import { requireUnitManager } from './access.ts';

const managersOnly = {
  message: UNIT_API_KEY_MANAGERS_ONLY_MESSAGE,
  details: 'Peça ao proprietário ou a um administrador da unidade.',
};

/**
 * A unit's API keys (docs/decisions/053-unit-api-keys.md), from packages/domain/src/contracts/api-keys.ts:
 * its owner and active admins create, list and revoke them; plain members are refused (403), strangers
 * get 404 as if the unit did not exist.
 */
export function unitApiKeyRoutes({ db, secret }: { db: Db; secret: string }) {
  const routes = contractRoutes();

  routes.openapi(route(createUnitApiKeyContract), async (c) => {
    const me = signedInUser(c);
    const { unit } = await requireUnitManager(db, c.req.valid('param').id, me.id, managersOnly);
    // The same hourly budget as the vet's own keys: a unit is not a way to farm keys.
    await consumeRateLimit({ db, key: `api-key-create:user:${me.id}`, rule: API_KEY_CREATION_LIMIT });
    const created = await createUnitApiKey({
      db,
      secret,
      unitId: unit.id,
      creator: { id: me.id, name: me.name },
      input: c.req.valid('json'),
    });
    c.header('Cache-Control', 'no-store');
    return c.json(created, 201);
  });

  routes.openapi(route(listUnitApiKeysContract), async (c) => {
    const { unit } = await requireUnitManager(db, c.req.valid('param').id, signedInUser(c).id, managersOnly);
    c.header('Cache-Control', 'no-store');
    return c.json({ keys: await listUnitApiKeys({ db, unitId: unit.id }) }, 200);
  });

  routes.openapi(route(revokeUnitApiKeyContract), async (c) => {
    const me = signedInUser(c);
    const { id, keyId } = c.req.valid('param');
    const { unit } = await requireUnitManager(db, id, me.id, managersOnly);
    await revokeUnitApiKey({ db, unitId: unit.id, keyId, actorId: me.id });
    return c.body(null, 204);
  });

  return routes;
}
