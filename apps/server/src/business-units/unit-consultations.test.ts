import { unitSummarySchema } from '@vetvoz/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyPlan } from '../../test/support/billing-helpers.ts';
import { type StripeStandIn, startStripeStandIn } from '../../test/support/stripe-stand-in.ts';
import { body, createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  businessUnit,
  businessUnitPeriod,
  consultation,
  job,
  subscription,
  usage,
} from '../db/schema/index.ts';
import { createLogger } from '../logging/logger.ts';
import { ensureUnitRenewals, renewUnit } from './renewal-job.ts';
import { addMember, createUnitAs, newVet, send, startConsultation, type Vet } from './test-support.ts';
import { unitQuotaOf } from './unit-quota.ts';

/**
 * Consultations in a unit: the pooled quota, who sees what (history, consultation, documents), the monthly
 * renewal (twice, late), and a unit's plan bought through billing by its owner only.
 */

let stripe: StripeStandIn;
let app: TestApp;
let owner: Vet;
let admin: Vet;
let memberA: Vet;
let memberB: Vet;
let outsider: Vet;
let unitId: string;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  app = await createTestApp(stripe.env);
  [owner, admin, memberA, memberB, outsider] = await Promise.all([
    newVet(app),
    newVet(app),
    newVet(app),
    newVet(app),
    newVet(app),
  ]);
  unitId = await createUnitAs(app, owner, 'Clínica Compartilhada');
  await addMember(app, unitId, owner, admin, 'admin');
  await addMember(app, unitId, owner, memberA, 'member');
  await addMember(app, unitId, admin, memberB, 'member');
}, 60_000);
afterAll(async () => {
  await app?.close();
  await stripe?.close();
});

const idOf = async (response: Response) => {
  expect(response.status).toBe(201);
  return (await body(response)).id as string;
};
const historyIds = async (vet: Vet) =>
  (await body(await send(app, 'GET', '/api/consultations?limit=50', vet.cookie))).items.map(
    (item: { id: string }) => item.id,
  );

describe('visibility of unit consultations', () => {
  it('shows a unit consultation to its author, the owner and active admins; never to other members', async () => {
    const created = await startConsultation(app, memberA, unitId, 'Pipoca');
    const id = await idOf(created);
    expect(
      (await body(await send(app, 'GET', `/api/consultations/${id}`, memberA.cookie))).businessUnitId,
    ).toBe(unitId);
    for (const vet of [owner, admin]) {
      expect((await send(app, 'GET', `/api/consultations/${id}`, vet.cookie)).status).toBe(200);
      expect(await historyIds(vet)).toContain(id);
    }
    for (const vet of [memberB, outsider]) {
      expect((await send(app, 'GET', `/api/consultations/${id}`, vet.cookie)).status).toBe(404);
      expect(await historyIds(vet)).not.toContain(id);
    }
    const ownerHistory = await body(await send(app, 'GET', '/api/consultations?limit=50', owner.cookie));
    const item = ownerHistory.items.find((entry: { id: string }) => entry.id === id);
    expect(item).toMatchObject({ businessUnitId: unitId, authorName: expect.any(String) });
    expect(item.authorName).not.toBe('');
    // Reading is not changing: the owner and admins neither edit nor delete a member's consultation.
    const edit = await send(app, 'PATCH', `/api/consultations/${id}/transcript`, admin.cookie, {
      transcript: 'outro texto',
    });
    expect(edit.status).toBe(404);
    expect((await send(app, 'DELETE', `/api/consultations/${id}`, owner.cookie)).status).toBe(404);
    expect((await send(app, 'GET', `/api/consultations/${id}/documents`, admin.cookie)).status).toBe(200);
    expect((await send(app, 'GET', `/api/consultations/${id}/documents`, memberB.cookie)).status).toBe(404);
  });

  it('hides nothing of the personal kind: a member’s personal consultation stays theirs alone', async () => {
    const id = await idOf(await startConsultation(app, memberA, undefined, 'Pessoal'));
    expect((await send(app, 'GET', `/api/consultations/${id}`, owner.cookie)).status).toBe(404);
    expect(await historyIds(admin)).not.toContain(id);
  });

  it('keeps a leaver’s consultations theirs, and a pending admin sees none', async () => {
    const leaver = await newVet(app);
    await addMember(app, unitId, owner, leaver, 'member');
    const id = await idOf(await startConsultation(app, leaver, unitId, 'Bolinha'));
    expect((await send(app, 'POST', `/api/business-units/${unitId}/leave`, leaver.cookie)).status).toBe(204);
    expect((await send(app, 'GET', `/api/consultations/${id}`, leaver.cookie)).status).toBe(200);
    expect(await historyIds(leaver)).toContain(id);
    const pendingAdmin = await newVet(app);
    await send(app, 'POST', `/api/business-units/${unitId}/members`, owner.cookie, {
      email: pendingAdmin.email,
      role: 'admin',
    });
    expect((await send(app, 'GET', `/api/consultations/${id}`, pendingAdmin.cookie)).status).toBe(404);
    // Nobody outside the unit may start a consultation for it, a pending member neither.
    for (const vet of [pendingAdmin, outsider]) {
      const refused = await startConsultation(app, vet, unitId);
      expect(refused.status).toBe(403);
      expect((await body(refused)).field).toBe('businessUnitId');
    }
  });
});

describe('the unit pool', () => {
  it('refuses a unit consultation once the pool is used, while a personal one still starts', async () => {
    const poolOwner = await newVet(app);
    const poolMember = await newVet(app);
    const pool = await createUnitAs(app, poolOwner, 'Clínica Cheia');
    await addMember(app, pool, poolOwner, poolMember, 'member');
    const { db } = app.database;
    // Nine counted this period by the owner, one open by the member: 10 of 10.
    await db.insert(usage).values(Array.from({ length: 9 }, () => ({ userId: poolOwner.id, unitId: pool })));
    await idOf(await startConsultation(app, poolMember, pool, 'Décima'));
    const unit = unitSummarySchema.parse(
      await body(await send(app, 'GET', `/api/business-units/${pool}`, poolMember.cookie)),
    );
    expect(unit).toMatchObject({ currentQueries: 10, maxQueries: 10, quota: { remaining: 0 } });
    const refused = await startConsultation(app, poolMember, pool, 'Extra');
    expect(refused.status).toBe(402);
    expect((await body(refused)).message).toContain('A unidade já usou todas as consultas');
    await idOf(await startConsultation(app, poolMember, undefined, 'Pessoal'));
    // The unit's consultations are not the member's: their own trial still has 9 of 10 left.
    const billing = await body(await send(app, 'GET', '/api/subscription', poolMember.cookie));
    expect(billing.quota).toMatchObject({ used: 1, limit: 10 });
    const usageReport = await body(
      await send(app, 'GET', `/api/business-units/${pool}/usage`, poolOwner.cookie),
    );
    expect(usageReport.total).toBe(10);
    expect(
      usageReport.members.map((m: { userID: string; consultations: number }) => [m.userID, m.consultations]),
    ).toEqual([
      [poolOwner.id, 9],
      [poolMember.id, 1],
    ]);
    expect((await send(app, 'GET', `/api/business-units/${pool}/usage`, poolMember.cookie)).status).toBe(403);
  });

  it('lets two members racing for the last place take it once', async () => {
    const raceOwner = await newVet(app);
    const racer = await newVet(app);
    const race = await createUnitAs(app, raceOwner, 'Clínica Corrida');
    await addMember(app, race, raceOwner, racer, 'member');
    await app.database.db
      .insert(usage)
      .values(Array.from({ length: 9 }, () => ({ userId: raceOwner.id, unitId: race })));
    const statuses = (
      await Promise.all([startConsultation(app, raceOwner, race), startConsultation(app, racer, race)])
    ).map((response) => response.status);
    expect(statuses.sort()).toEqual([201, 402]);
  });
});

describe('the unit plan', () => {
  it('refuses unit consultations once a paid plan is overdue past the grace days, and falls back to gratis when it ended', async () => {
    const planOwner = await newVet(app);
    const planned = await createUnitAs(app, planOwner, 'Clínica Plano');
    const { db } = app.database;
    const [unit] = await db.select().from(businessUnit).where(eq(businessUnit.id, planned));
    if (!unit) throw new Error('no unit');
    const now = new Date();
    const day = 24 * 3600 * 1000;
    const paid = {
      userId: planOwner.id,
      unitId: planned,
      plan: 'mensal' as const,
      checkoutSessionId: `cs_${planned}`,
      stripeSubscriptionId: `sub_${planned}`,
      startedAt: new Date(now.getTime() - 40 * day),
      currentPeriodStart: new Date(now.getTime() - 10 * day),
      currentPeriodEnd: new Date(now.getTime() - 5 * day),
    };
    await db
      .insert(subscription)
      .values({ ...paid, status: 'past_due', pastDueSince: new Date(now.getTime() - 5 * day) });
    const overdue = await unitQuotaOf(db, unit, now);
    expect(overdue).toMatchObject({ plan: { plan: 'mensal', overdue: true }, limit: 150 });
    expect(overdue.refusal).toContain('pagamento do plano da unidade está atrasado');
    const refused = await startConsultation(app, planOwner, planned);
    expect(refused.status).toBe(402);
    await db.update(subscription).set({ status: 'canceled' }).where(eq(subscription.unitId, planned));
    const ended = await unitQuotaOf(db, unit, now);
    expect(ended).toMatchObject({ plan: { plan: 'gratis', overdue: false }, limit: 10, refusal: null });
  });

  it('keeps a removed member’s consultations counted in the pool, and refuses them new unit ones', async () => {
    const keepOwner = await newVet(app);
    const removed = await newVet(app);
    const kept = await createUnitAs(app, keepOwner, 'Clínica Remoção');
    await addMember(app, kept, keepOwner, removed, 'member');
    await idOf(await startConsultation(app, removed, kept, 'Fica'));
    const response = await send(
      app,
      'DELETE',
      `/api/business-units/${kept}/members/${removed.id}`,
      keepOwner.cookie,
    );
    expect(response.status).toBe(204);
    const report = await body(await send(app, 'GET', `/api/business-units/${kept}/usage`, keepOwner.cookie));
    expect(report.total).toBe(1);
    expect(report.members.find((m: { userID: string }) => m.userID === removed.id)).toMatchObject({
      role: null,
      status: null,
      consultations: 1,
    });
    expect((await startConsultation(app, removed, kept)).status).toBe(403);
  });
});

describe('the dashboard', () => {
  it('gives owners and active admins 30 days, members and invitations, and recent consultations without clinical text', async () => {
    const response = await send(app, 'GET', `/api/business-units/dashboard?unitId=${unitId}`, admin.cookie);
    expect(response.status).toBe(200);
    const dashboard = await body(response);
    expect(dashboard.perDay).toHaveLength(30);
    expect(dashboard.perDay.at(-1).count).toBeGreaterThan(0);
    expect(dashboard.recentConsultations[0]).toEqual({
      id: expect.any(String),
      patientName: expect.any(String),
      species: 'cao',
      createdAt: expect.any(String),
      authorId: expect.any(String),
      authorName: expect.any(String),
    });
    expect(dashboard.units.map((unit: { id: string }) => unit.id)).toContain(unitId);
    expect((await send(app, 'GET', '/api/business-units/dashboard', memberA.cookie)).status).toBe(403);
    expect(
      (await send(app, 'GET', `/api/business-units/dashboard?unitId=${unitId}`, outsider.cookie)).status,
    ).toBe(403);
  });
});

describe('the monthly renewal', () => {
  const context = () => ({ db: app.database.db, events: app.parts.events, log: createLogger('silent') });
  const queuedFor = async (id: string) =>
    (
      await app.database.db
        .select()
        .from(job)
        .where(and(eq(job.type, 'business-unit-renewal'), eq(job.status, 'queued')))
    ).filter((row) => row.payload.unitId === id);

  it('records each closed period once when it runs twice or months late, and queues one next run', async () => {
    const lateOwner = await newVet(app);
    const late = await createUnitAs(app, lateOwner, 'Clínica Atrasada');
    const { db } = app.database;
    const created = new Date('2026-01-15T12:00:00Z');
    await db.update(businessUnit).set({ createdAt: created }).where(eq(businessUnit.id, late));
    await db.insert(usage).values([
      { userId: lateOwner.id, unitId: late, countedAt: new Date('2026-01-20T12:00:00Z') },
      { userId: lateOwner.id, unitId: late, countedAt: new Date('2026-02-16T12:00:00Z') },
      { userId: lateOwner.id, unitId: late, countedAt: new Date('2026-02-20T12:00:00Z') },
    ]);
    const now = new Date('2026-04-20T00:00:00Z');
    expect(await renewUnit(context(), late, now)).toBe(3);
    expect(await renewUnit(context(), late, now)).toBe(0);
    const periods = await db
      .select()
      .from(businessUnitPeriod)
      .where(eq(businessUnitPeriod.unitId, late))
      .orderBy(businessUnitPeriod.periodStart);
    expect(periods.map((period) => [period.periodStart.toISOString(), period.total])).toEqual([
      ['2026-01-15T12:00:00.000Z', 1],
      ['2026-02-15T12:00:00.000Z', 2],
      ['2026-03-15T12:00:00.000Z', 0],
    ]);
    expect(periods[1]?.members).toEqual([
      { userId: lateOwner.id, name: expect.any(String), consultations: 2 },
    ]);
    const queued = await queuedFor(late);
    expect(queued).toHaveLength(1);
    // The next period end is queued; the one from creation was there already and stays the only one.
    expect(queued[0]?.runAt.getTime()).toBeGreaterThan(0);
    const report = await body(await send(app, 'GET', `/api/business-units/${late}/usage`, lateOwner.cookie));
    expect(report.previousPeriods.map((period: { total: number }) => period.total)).toEqual([0, 2, 1]);
  });

  it('runs from the durable queue: a renewal due while the server was down is taken and caught up', async () => {
    const downOwner = await newVet(app);
    const down = await createUnitAs(app, downOwner, 'Clínica Reiniciada');
    const { db } = app.database;
    // Created two months and a day ago; its first renewal was due a month ago and never ran.
    const created = new Date(Date.now() - 62 * 24 * 3600 * 1000);
    await db.update(businessUnit).set({ createdAt: created }).where(eq(businessUnit.id, down));
    await db
      .update(job)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(sql`${job.payload}->>'unitId' = ${down}`);
    app.parts.worker.wake();
    const deadline = Date.now() + 20_000;
    let recorded = 0;
    while (Date.now() < deadline && recorded < 2) {
      recorded = await db.$count(businessUnitPeriod, eq(businessUnitPeriod.unitId, down));
      if (recorded < 2) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(recorded).toBe(2);
    const next = await queuedFor(down);
    expect(next).toHaveLength(1);
    expect(next[0]?.runAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('queues a renewal at start for a unit that lost its job', async () => {
    const lostOwner = await newVet(app);
    const lost = await createUnitAs(app, lostOwner, 'Clínica Sem Job');
    const { db } = app.database;
    await db.delete(job).where(sql`${job.payload}->>'unitId' = ${lost}`);
    expect(await queuedFor(lost)).toHaveLength(0);
    await ensureUnitRenewals(context());
    await ensureUnitRenewals(context());
    expect(await queuedFor(lost)).toHaveLength(1);
  });
});

describe('buying a plan for a unit', () => {
  it('lets the owner only check out for the unit, and the paid checkout activates the unit’s plan', async () => {
    const refused = await send(app, 'POST', '/api/subscription/checkout', admin.cookie, {
      plan: 'mensal',
      businessUnitId: unitId,
    });
    expect(refused.status).toBe(403);
    // The server creates the Checkout Session with the unit in its signed reference; the owner pays.
    await buyPlan(app, stripe, owner.cookie, { plan: 'mensal', businessUnitId: unitId });
    const unit = unitSummarySchema.parse(
      await body(await send(app, 'GET', `/api/business-units/${unitId}`, owner.cookie)),
    );
    expect(unit).toMatchObject({ plan: 'mensal', maxQueries: 150 });
    // The owner's own plan is untouched: the unit's subscription is the unit's.
    expect((await body(await send(app, 'GET', '/api/subscription', owner.cookie))).subscription.plan).toBe(
      'gratis',
    );
    const unitRows = await app.database.db.select().from(consultation).where(eq(consultation.unitId, unitId));
    expect(unitRows.length).toBeGreaterThan(0);
  });
});
