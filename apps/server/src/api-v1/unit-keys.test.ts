import {
  API_KEY_INVALID_MESSAGE,
  UNIT_API_KEY_EXTERNAL_ID_TAKEN_MESSAGE,
  UNIT_API_KEY_MANAGERS_ONLY_MESSAGE,
  UNIT_API_KEY_OTHER_UNIT_MESSAGE,
} from '@vetvoz/domain';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  addMember,
  createUnitAs,
  newVet,
  send,
  startConsultation,
  type Vet,
} from '../business-units/test-support.ts';
import {
  apiKey,
  auditLog,
  businessUnit,
  businessUnitMember,
  consultation,
  usage,
} from '../db/schema/index.ts';

/**
 * Unit keys (docs/decisions/053-unit-api-keys.md), attacked first: who may make them, what they reach,
 * when they stop, and that they never start a consultation the unit's pool would not start in the app.
 */

let app: TestApp;
let owner: Vet;
let admin: Vet;
let member: Vet;
let outsider: Vet;
let unitA: string;
let unitB: string;

beforeAll(async () => {
  app = await createTestApp();
  [owner, admin, member, outsider] = await Promise.all([newVet(app), newVet(app), newVet(app), newVet(app)]);
  unitA = await createUnitAs(app, owner, 'Clínica A');
  await addMember(app, unitA, owner, admin, 'admin');
  await addMember(app, unitA, owner, member, 'member');
  // The admin of A owns B: a key of A must still never touch B.
  unitB = await createUnitAs(app, admin, 'Clínica B');
});
afterAll(async () => {
  await app.close();
});

async function unitKey(unitId: string, by: Vet, scopes?: string[]) {
  const response = await send(app, 'POST', `/api/business-units/${unitId}/api-keys`, by.cookie, {
    name: 'Sistema da clínica',
    ...(scopes ? { scopes } : {}),
  });
  expect(response.status).toBe(201);
  return body(response);
}

/** A call as a practice system makes it: a key, no cookie, no Origin. */
function v1(path: string, key: string, init: { method?: string; body?: unknown } = {}) {
  return app.request(`/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: { origin: '', authorization: `Bearer ${key}` },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}

const createVisit = (key: string, extra: Record<string, unknown> = {}) =>
  v1('/consultations', key, {
    method: 'POST',
    body: { patient: { name: 'Thor', species: 'cao' }, ...extra },
  });

async function unitUsed(unitId: string, by: Vet): Promise<number> {
  return (await body(await send(app, 'GET', `/api/business-units/${unitId}`, by.cookie))).currentQueries;
}

async function expectRefusedKey(key: string) {
  const response = await createVisit(key);
  expect(response.status).toBe(401);
  expect(await body(response)).toEqual({ code: 'UNAUTHENTICATED', message: API_KEY_INVALID_MESSAGE });
}

describe('who manages a unit key', () => {
  it('lets the owner and an active admin create, list and revoke; refuses a plain member and a stranger', async () => {
    const byOwner = await unitKey(unitA, owner, ['read']);
    expect(byOwner.key).toMatch(/^vvk_[A-Za-z0-9_-]{43}$/);
    expect(byOwner.createdBy).toEqual({ id: owner.id, name: expect.any(String) });
    const byAdmin = await unitKey(unitA, admin);

    const refused = await send(app, 'POST', `/api/business-units/${unitA}/api-keys`, member.cookie, {
      name: 'Chave do membro',
    });
    expect(refused.status).toBe(403);
    expect((await body(refused)).message).toBe(UNIT_API_KEY_MANAGERS_ONLY_MESSAGE);
    expect((await send(app, 'GET', `/api/business-units/${unitA}/api-keys`, member.cookie)).status).toBe(403);
    const stranger = await send(app, 'POST', `/api/business-units/${unitA}/api-keys`, outsider.cookie, {
      name: 'Intruso',
    });
    expect(stranger.status).toBe(404);
    expect((await send(app, 'GET', `/api/business-units/${unitA}/api-keys`, outsider.cookie)).status).toBe(
      404,
    );

    const listed = await body(await send(app, 'GET', `/api/business-units/${unitA}/api-keys`, admin.cookie));
    expect(listed.keys.map((k: { id: string }) => k.id)).toEqual(
      expect.arrayContaining([byOwner.id, byAdmin.id]),
    );
    expect(JSON.stringify(listed)).not.toContain(byOwner.key);
    // A unit key is not the vet's own: it is neither listed nor revoked with them.
    const own = await body(await send(app, 'GET', '/api/api-keys', admin.cookie));
    expect(own.keys.map((k: { id: string }) => k.id)).not.toContain(byAdmin.id);
    expect((await send(app, 'DELETE', `/api/api-keys/${byAdmin.id}`, admin.cookie)).status).toBe(404);

    // A plain member cannot revoke; a key of A is not found through B; another manager may revoke.
    expect(
      (await send(app, 'DELETE', `/api/business-units/${unitA}/api-keys/${byOwner.id}`, member.cookie))
        .status,
    ).toBe(403);
    expect(
      (await send(app, 'DELETE', `/api/business-units/${unitB}/api-keys/${byOwner.id}`, admin.cookie)).status,
    ).toBe(404);
    expect(
      (await send(app, 'DELETE', `/api/business-units/${unitA}/api-keys/${byOwner.id}`, admin.cookie)).status,
    ).toBe(204);
    await expectRefusedKey(byOwner.key);

    const trail = await app.database.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.target, `api-key:${byOwner.id}`));
    expect(trail).toEqual(
      expect.arrayContaining([
        { action: 'api-key.create', actorId: owner.id },
        { action: 'api-key.revoke', actorId: admin.id },
      ]),
    );
  });
});

describe('what a unit key does', () => {
  it("creates the unit's consultations, authored by its creator and counted in the unit's pool only", async () => {
    const { key } = await unitKey(unitA, admin);
    const before = await unitUsed(unitA, owner);
    const created = await createVisit(key, { externalId: 'ATD-1' });
    expect(created.status).toBe(201);
    const view = await body(created);
    expect(view.businessUnitId).toBe(unitA);
    const [row] = await app.database.db.select().from(consultation).where(eq(consultation.id, view.id));
    // Unit A is on gratis: as in the app, its owner's one free trial backs it, never the key's creator's.
    expect(row).toMatchObject({ ownerId: admin.id, unitId: unitA, trialUserId: owner.id });
    expect(await unitUsed(unitA, owner)).toBe(before + 1);
    // The creator's own trial is untouched: the unit pays for what its key starts.
    const billing = await body(await send(app, 'GET', '/api/subscription', admin.cookie));
    expect(billing.quota.used).toBe(0);
    // The same externalId again: the same consultation, nothing counted again.
    expect((await createVisit(key, { externalId: 'ATD-1' })).status).toBe(200);
    expect(await unitUsed(unitA, owner)).toBe(before + 1);
    // The owner reads it in the app, as any unit consultation.
    expect((await send(app, 'GET', `/api/consultations/${view.id}`, owner.cookie)).status).toBe(200);
  });

  it('never touches another unit, nor its creator’s personal consultations, nor a colleague’s', async () => {
    const { key } = await unitKey(unitA, admin);
    const asOtherUnit = await createVisit(key, { businessUnitId: unitB });
    expect(asOtherUnit.status).toBe(403);
    expect((await body(asOtherUnit)).message).toBe(UNIT_API_KEY_OTHER_UNIT_MESSAGE);

    const inB = await body(await startConsultation(app, admin, unitB, 'Rex'));
    const personal = await body(await startConsultation(app, admin, undefined, 'Mimi'));
    const colleagues = await body(await startConsultation(app, member, unitA, 'Bolt'));
    // The admin reads all three in the app; the unit key of A reads none of them.
    for (const id of [inB.id, personal.id, colleagues.id]) {
      expect((await send(app, 'GET', `/api/consultations/${id}`, admin.cookie)).status).toBe(200);
      expect((await v1(`/consultations/${id}`, key)).status).toBe(404);
      expect((await v1(`/consultations/${id}/documents`, key)).status).toBe(404);
      const write = await v1(`/consultations/${id}/transcript`, key, {
        method: 'PUT',
        body: { transcript: 'Texto da consulta enviado pelo sistema da clínica, com detalhes suficientes.' },
      });
      expect(write.status).toBe(404);
      const generate = await v1(`/consultations/${id}/documents`, key, {
        method: 'POST',
        body: { types: ['receita'] },
      });
      expect(generate.status).toBe(404);
    }

    // A personal externalId of the creator is not handed over to the unit key, and starts nothing.
    const mine = await app.request('/api/api-keys', {
      method: 'POST',
      cookie: admin.cookie,
      body: JSON.stringify({ name: 'Minha chave' }),
    });
    const personalKey = (await body(mine)).key;
    expect((await createVisit(personalKey, { externalId: 'PESSOAL-9' })).status).toBe(201);
    const before = await unitUsed(unitA, owner);
    const taken = await createVisit(key, { externalId: 'PESSOAL-9' });
    expect(taken.status).toBe(409);
    expect((await body(taken)).message).toBe(UNIT_API_KEY_EXTERNAL_ID_TAKEN_MESSAGE);
    expect(await unitUsed(unitA, owner)).toBe(before);
    const listed = await body(await v1('/consultations?externalId=PESSOAL-9', key));
    expect(listed.consultations).toEqual([]);
  });
});

describe('when a unit key stops', () => {
  it('refuses with 401 once its creator is removed, made a plain member, or leaves; a later promotion does not revive it', async () => {
    const removed = await newVet(app);
    const demoted = await newVet(app);
    const leaver = await newVet(app);
    for (const vet of [removed, demoted, leaver]) await addMember(app, unitA, owner, vet, 'admin');
    const keys = {
      removed: (await unitKey(unitA, removed)).key,
      demoted: (await unitKey(unitA, demoted)).key,
      leaver: (await unitKey(unitA, leaver)).key,
    };
    for (const key of Object.values(keys))
      expect((await v1('/consultations?externalId=X', key)).status).toBe(200);

    expect(
      (await send(app, 'DELETE', `/api/business-units/${unitA}/members/${removed.id}`, owner.cookie)).status,
    ).toBe(204);
    expect(
      (
        await send(app, 'PATCH', `/api/business-units/${unitA}/members/${demoted.id}`, owner.cookie, {
          role: 'member',
        })
      ).status,
    ).toBe(200);
    expect((await send(app, 'POST', `/api/business-units/${unitA}/leave`, leaver.cookie)).status).toBe(204);
    for (const key of Object.values(keys)) await expectRefusedKey(key);

    // Made admin again: the old key stays dead (revoked, audited), a new one must be made.
    expect(
      (
        await send(app, 'PATCH', `/api/business-units/${unitA}/members/${demoted.id}`, owner.cookie, {
          role: 'admin',
        })
      ).status,
    ).toBe(200);
    await expectRefusedKey(keys.demoted);
    const revocations = await app.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'api-key.revoke'), like(auditLog.target, 'api-key:%')));
    expect(revocations[0]?.n).toBeGreaterThanOrEqual(3);
  });

  it('refuses at call time whenever the creator no longer manages the unit, even if nothing revoked the key', async () => {
    const vet = await newVet(app);
    await addMember(app, unitA, owner, vet, 'admin');
    const { key } = await unitKey(unitA, vet);
    // A standing lost by any other path (a direct change): the call-time check alone must refuse.
    await app.database.db
      .update(businessUnitMember)
      .set({ role: 'member' })
      .where(and(eq(businessUnitMember.unitId, unitA), eq(businessUnitMember.userId, vet.id)));
    await expectRefusedKey(key);
    await app.database.db
      .update(businessUnitMember)
      .set({ role: 'admin', status: 'pending' })
      .where(and(eq(businessUnitMember.unitId, unitA), eq(businessUnitMember.userId, vet.id)));
    await expectRefusedKey(key);
  });

  it("goes with the unit: a deleted unit's keys are gone and refused", async () => {
    const doomedOwner = await newVet(app);
    const doomed = await createUnitAs(app, doomedOwner, 'Clínica Fechada');
    const created = await unitKey(doomed, doomedOwner);
    await app.database.db.delete(businessUnit).where(eq(businessUnit.id, doomed));
    await expectRefusedKey(created.key);
    expect(await app.database.db.select().from(apiKey).where(eq(apiKey.id, created.id))).toEqual([]);
  });
});

describe("a unit key and the unit's pool", () => {
  it('refuses past the pool with the app’s own code and message, and gives no consultation for free', async () => {
    const poolOwner = await newVet(app);
    const pool = await createUnitAs(app, poolOwner, 'Clínica Cheia');
    const poolAdmin = await newVet(app);
    await addMember(app, pool, poolOwner, poolAdmin, 'admin');
    const { key } = await unitKey(pool, poolAdmin);
    const { db } = app.database;
    // Eight counted this period: two places left, and four calls race for them.
    await db.insert(usage).values(Array.from({ length: 8 }, () => ({ userId: poolOwner.id, unitId: pool })));
    const ids = ['R1', 'R2', 'R3', 'R4'];
    const raced = await Promise.all(ids.map((externalId) => createVisit(key, { externalId })));
    expect(raced.map((r) => r.status).sort()).toEqual([201, 201, 402, 402]);
    expect(await unitUsed(pool, poolOwner)).toBe(10);

    const byKey = await createVisit(key, { externalId: 'EXTRA' });
    const inApp = await startConsultation(app, poolAdmin, pool, 'Extra');
    expect(byKey.status).toBe(402);
    expect(inApp.status).toBe(402);
    expect(await body(byKey)).toEqual(await body(inApp));
    // Retrying an admitted externalId answers it again and starts nothing more.
    const admitted = ids[raced.findIndex((r) => r.status === 201)];
    expect((await createVisit(key, { externalId: admitted })).status).toBe(200);
    const count = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(consultation)
      .where(eq(consultation.unitId, pool));
    expect(count[0]?.n).toBe(2);
    expect(await unitUsed(pool, poolOwner)).toBe(10);
  });
});
