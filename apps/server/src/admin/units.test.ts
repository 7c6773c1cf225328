import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, signUp, type TestApp, uniqueEmail } from '../../test/test-app.ts';
import { addMember, createUnitAs, newVet, startConsultation } from '../business-units/test-support.ts';
import { unitQuotaOf } from '../business-units/unit-quota.ts';
import { businessUnit } from '../db/schema/index.ts';

let app: TestApp;
let adminCookie: string;
const tag = crypto.randomUUID().slice(0, 8);

beforeAll(async () => {
  const adminEmail = uniqueEmail('admin');
  app = await createTestApp({ ADMIN_EMAILS: adminEmail });
  adminCookie = (await signUp(app, { email: adminEmail })).cookie;
});
afterAll(() => app.close());

const list = async (query = '') => {
  const response = await app.request(`/api/admin/business-units?${query}`, { cookie: adminCookie });
  expect(response.status).toBe(200);
  return body(response);
};

describe('admin business units', () => {
  it('lists units newest first with owner, active members, plan and the pool used this period', async () => {
    const owner = await newVet(app, { email: uniqueEmail(`dona${tag}`) });
    const admin = await newVet(app);
    const member = await newVet(app);
    const pending = await newVet(app);
    const older = await createUnitAs(app, owner, `Clínica Antiga ${tag}`);
    const unitId = await createUnitAs(app, owner, `Clínica Bichos ${tag}`);
    await addMember(app, unitId, owner, admin, 'admin');
    await addMember(app, unitId, owner, member, 'member');
    const invited = await app.request(`/api/business-units/${unitId}/members`, {
      method: 'POST',
      cookie: owner.cookie,
      body: JSON.stringify({ email: pending.email, role: 'member' }),
    });
    expect(invited.status).toBe(201);
    for (const vet of [member, admin]) expect((await startConsultation(app, vet, unitId)).status).toBe(201);
    expect((await startConsultation(app, owner)).status).toBe(201); // personal: not the unit's

    const found = await list(`q=${tag}`);
    expect(found.total).toBe(2);
    expect(found.units.map((unit: { id: string }) => unit.id)).toEqual([unitId, older]);
    expect(found.units[0]).toMatchObject({
      name: `Clínica Bichos ${tag}`,
      owner: { id: owner.id, email: owner.email },
      membersCount: 3,
      plan: 'gratis',
      usage: { used: 2, limit: 10 },
    });
    // The older one got a paid plan when the newer one was made (one gratis unit per owner).
    expect(found.units[1]).toMatchObject({ membersCount: 1, plan: 'mensal', usage: { used: 0, limit: 150 } });

    // By the owner's e-mail, in pages.
    const byOwner = await list(`q=${encodeURIComponent(`DONA${tag}`)}&pageSize=1&page=2`);
    expect(byOwner).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(byOwner.units.map((unit: { id: string }) => unit.id)).toEqual([older]);
    expect((await list('q=ninguem-com-este-nome')).units).toEqual([]);

    // A paid plan for the older unit; the page's pools, read at once, are what the units feature answers.
    await app.database.db.execute(sql`
      insert into subscription (unit_id, plan, status, checkout_session_id, started_at, current_period_end)
      values (${older}, 'mensal', 'active', ${`cs_${tag}`}, now() - interval '5 days', now() + interval '25 days')`);
    const again = await list(`q=${tag}`);
    expect(again.units[1]).toMatchObject({ plan: 'mensal', usage: { used: 0, limit: 150 } });
    for (const unit of again.units) {
      const [row] = await app.database.db.select().from(businessUnit).where(eq(businessUnit.id, unit.id));
      const quota = await unitQuotaOf(app.database.db, row as { id: string; createdAt: Date });
      expect(unit).toMatchObject({ plan: quota.plan.plan, usage: { used: quota.used, limit: quota.limit } });
    }
  });

  it('is for site admins only', async () => {
    expect((await app.request('/api/admin/business-units')).status).toBe(401);
    const vet = await signUp(app);
    expect((await app.request('/api/admin/business-units', { cookie: vet.cookie })).status).toBe(403);
  });
});
