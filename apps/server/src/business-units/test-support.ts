import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { body, signUp, type TestApp } from '../../test/test-app.ts';

/** A signed-in vet of the business unit tests: cookie, id and address. */
export interface Vet {
  cookie: string;
  id: string;
  email: string;
}

export async function newVet(
  app: TestApp,
  options: { email?: string; verified?: boolean; cpf?: string; firstName?: string } = {},
): Promise<Vet> {
  const { cookie, email } = await signUp(app, options);
  const me = await body(await app.request('/api/me', { cookie }));
  return { cookie, id: me.user.id, email };
}

export function send(app: TestApp, method: string, path: string, cookie?: string, payload?: unknown) {
  return app.request(path, {
    method,
    cookie,
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
}

/**
 * Creates a unit owned by `owner`. An owner may hold one gratis unit (decision 032), and these tests give
 * one owner several: the owner's earlier gratis units get a paid plan first (`payForGratisUnits`).
 */
export async function createUnitAs(app: TestApp, owner: Vet, name = 'Clínica Bichos'): Promise<string> {
  await payForGratisUnits(app, owner);
  const response = await send(app, 'POST', '/api/business-units', owner.cookie, { name });
  expect(response.status).toBe(201);
  return (await body(response)).id;
}

/** Invites `vet` and has them accept: an active member with `role`. */
export async function addMember(app: TestApp, unitId: string, by: Vet, vet: Vet, role: 'admin' | 'member') {
  const invited = await send(app, 'POST', `/api/business-units/${unitId}/members`, by.cookie, {
    email: vet.email,
    role,
  });
  expect(invited.status).toBe(201);
  const accepted = await send(app, 'POST', `/api/business-units/${unitId}/invitations/accept`, vet.cookie);
  expect(accepted.status).toBe(200);
}

/** Starts a consultation with typed notes, personal or for a unit; answers the response. */
export function startConsultation(app: TestApp, vet: Vet, businessUnitId?: string, name = 'Thor') {
  return send(app, 'POST', '/api/consultations', vet.cookie, {
    patient: { name, species: 'cao' },
    ...(businessUnitId ? { businessUnitId } : {}),
  });
}

/** A month of the mensal plan, paid now, for each unit of `owner` that has no paid plan. */
export async function payForGratisUnits(app: TestApp, owner: Vet): Promise<void> {
  await app.database.db.execute(sql`
    insert into subscription (user_id, unit_id, plan, status, checkout_session_id, started_at, current_period_end)
    select ${owner.id}, b.id, 'mensal', 'active', 'cs_test_' || b.id, now(), now() + interval '30 days'
    from business_unit b
    where b.owner_id = ${owner.id}
      and not exists (select 1 from subscription s where s.unit_id = b.id and s.plan <> 'gratis')`);
}
