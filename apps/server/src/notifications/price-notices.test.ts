import { earliestEffectiveDay, formatBrl, saoPauloDay } from '@vetvoz/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, signUp, type TestApp, uniqueEmail } from '../../test/test-app.ts';
import { auditLog, job, notification, priceChange, subscription } from '../db/schema/index.ts';
import { createLogger } from '../logging/logger.ts';
import {
  nextDailyRun,
  priceNoticesJob,
  scheduleDailyPriceNotices,
  sendPriceNotices,
} from './price-notices.ts';

/** Price changes: the admin's announcement, the 30-day window of each subscriber's notice, the daily job. */

let app: TestApp;
let adminCookie: string;
const adminEmail = uniqueEmail('admin');
const DAY = 24 * 60 * 60 * 1000;
const log = createLogger('silent');

beforeAll(async () => {
  app = await createTestApp({ ADMIN_EMAILS: adminEmail }, { jobPollMs: 100 });
  adminCookie = (await signUp(app, { email: adminEmail, firstName: 'Beatriz', lastName: 'Souza' })).cookie;
});
afterAll(() => app.close());

const deps = () => ({ db: app.database.db, events: app.parts.events, log });
const announce = (payload: unknown, cookie = adminCookie) =>
  app.request('/api/admin/price-changes', { method: 'POST', cookie, body: JSON.stringify(payload) });

async function vet() {
  const { cookie } = await signUp(app);
  const userId = (await body(await app.request('/api/me', { cookie }))).user.id as string;
  return { cookie, userId };
}

let sequence = 0;
/** A paid subscriber of `plan` renewing at `renewalAt`. */
async function subscriber(
  renewalAt: Date,
  overrides: Partial<typeof subscription.$inferInsert> = {},
): Promise<{ cookie: string; userId: string; subscriptionId: string }> {
  const who = await vet();
  sequence += 1;
  const [row] = await app.database.db
    .insert(subscription)
    .values({
      userId: who.userId,
      plan: 'anual',
      status: 'active',
      checkoutSessionId: `cs_preco_${sequence}_${who.userId}`,
      stripeSubscriptionId: `sub_preco_${sequence}_${who.userId}`,
      startedAt: new Date('2025-01-10T12:00:00Z'),
      currentPeriodStart: new Date(renewalAt.getTime() - 365 * DAY),
      currentPeriodEnd: renewalAt,
      ...overrides,
    })
    .returning({ id: subscription.id });
  return { ...who, subscriptionId: row?.id ?? '' };
}

/** A change recorded as if announced long ago (the route refuses dates closer than 30 days). */
async function change(plan: 'mensal' | 'semestral' | 'anual', chargeCents: number, effectiveOn: string) {
  const [row] = await app.database.db
    .insert(priceChange)
    .values({
      plan,
      chargeCents,
      effectiveOn,
      createdByName: 'Beatriz Souza',
      createdAt: new Date('2025-12-01'),
    })
    .returning();
  if (!row) throw new Error('no change');
  return row;
}

const noticesOf = (userId: string) =>
  app.database.db
    .select()
    .from(notification)
    .where(and(eq(notification.recipientId, userId), eq(notification.kind, 'price_change')));

describe('announcing a price change', () => {
  it('is for site admins, from 30 days on, audited, and listed with how many were told', async () => {
    const other = await vet();
    const effectiveOn = earliestEffectiveDay(new Date());
    expect((await announce({ plan: 'mensal', chargeCents: 8990, effectiveOn }, other.cookie)).status).toBe(
      403,
    );
    expect((await announce({ plan: 'mensal', chargeCents: 8990, effectiveOn })).status).toBe(201);

    const tooSoon = new Date(Date.parse(`${effectiveOn}T12:00:00Z`) - DAY).toISOString().slice(0, 10);
    const refused = await announce({ plan: 'mensal', chargeCents: 8990, effectiveOn: tooSoon });
    expect(refused.status).toBe(400);
    const error = await body(refused);
    expect(error.code).toBe('VALIDATION');
    expect(error.message).toContain('30 dias de antecedência');

    const list = await body(await app.request('/api/admin/price-changes', { cookie: adminCookie }));
    expect(list.priceChanges[0]).toMatchObject({
      plan: 'mensal',
      planName: 'Pro Mensal',
      chargeCents: 8990,
      price: formatBrl(8990),
      effectiveOn,
      createdByName: 'Beatriz Souza',
      notifiedCount: 0,
    });
    const audited = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `price_change:${list.priceChanges[0].id}`));
    expect(audited.map((row) => row.action)).toEqual(['price_change.create']);
  });
});

describe('the notices, 30 days before each renewal', () => {
  it('tells each subscriber whose renewal is within 30 days and on or after the effective date, once', async () => {
    const now = new Date('2027-05-01T12:00:00Z');
    const effective = await change('anual', 83_880, '2027-05-20');
    const exactly30 = await subscriber(new Date(now.getTime() + 30 * DAY));
    const in31 = await subscriber(new Date(now.getTime() + 31 * DAY));
    const beforeEffective = await subscriber(new Date('2027-05-20T02:30:00Z')); // 19 May, 23:30 in São Paulo
    const onEffective = await subscriber(new Date('2027-05-20T03:30:00Z')); // 20 May, 00:30 in São Paulo
    const leaving = await subscriber(new Date(now.getTime() + 25 * DAY), { cancelAtPeriodEnd: true });
    const canceled = await subscriber(new Date(now.getTime() + 25 * DAY), { status: 'canceled' });
    const otherPlan = await subscriber(new Date(now.getTime() + 25 * DAY), { plan: 'semestral' });
    const newcomer = await subscriber(new Date(now.getTime() + 25 * DAY), {
      startedAt: new Date('2027-05-21T12:00:00Z'),
    });

    expect(await sendPriceNotices(deps(), now)).toBe(2);
    for (const told of [exactly30, onEffective]) {
      const [notice] = await noticesOf(told.userId);
      expect(notice).toMatchObject({ title: 'O preço do plano Pro Anual vai mudar' });
      expect(notice?.message).toContain(`passa a custar ${formatBrl(83_880)} por ano`);
      expect(notice?.dedupeKey).toBe(`price_change:${effective.id}:${told.subscriptionId}`);
    }
    expect((await noticesOf(onEffective.userId))[0]?.message).toContain('20 de maio de 2027');
    for (const untold of [in31, beforeEffective, leaving, canceled, otherPlan, newcomer])
      expect(await noticesOf(untold.userId)).toEqual([]);

    // The next day's run tells the one who entered the window, and nobody twice.
    expect(await sendPriceNotices(deps(), new Date(now.getTime() + DAY))).toBe(1);
    expect(await noticesOf(in31.userId)).toHaveLength(1);
    expect(await sendPriceNotices(deps(), new Date(now.getTime() + DAY))).toBe(0);
    expect(await noticesOf(exactly30.userId)).toHaveLength(1);

    // Only the recipient sees it.
    const own = await body(await app.request('/api/notifications', { cookie: exactly30.cookie }));
    const others = await body(await app.request('/api/notifications', { cookie: in31.cookie }));
    const idOf = (await noticesOf(exactly30.userId))[0]?.id;
    expect(own.notifications.map((n: { id: string }) => n.id)).toContain(idOf);
    expect(others.notifications.map((n: { id: string }) => n.id)).not.toContain(idOf);
  });

  it('tells the newest change in force at the renewal when a plan has several', async () => {
    const now = new Date('2028-01-01T12:00:00Z');
    await change('semestral', 45_000, '2028-01-05');
    const later = await change('semestral', 47_000, '2028-01-15');
    const renewsAfterBoth = await subscriber(new Date('2028-01-20T12:00:00Z'), { plan: 'semestral' });
    expect(await sendPriceNotices(deps(), now)).toBe(1);
    const [notice] = await noticesOf(renewsAfterBoth.userId);
    expect(notice?.message).toContain(`${formatBrl(47_000)} a cada 6 meses`);
    expect(notice?.dedupeKey).toBe(`price_change:${later.id}:${renewsAfterBoth.subscriptionId}`);
    const list = await body(await app.request('/api/admin/price-changes', { cookie: adminCookie }));
    expect(list.priceChanges.find((c: { id: string }) => c.id === later.id)?.notifiedCount).toBe(1);
  });
});

describe('the daily job', () => {
  it('keeps one run queued for the next 12:00 UTC, however many processes start', async () => {
    const { name } = priceNoticesJob;
    await Promise.all([
      scheduleDailyPriceNotices(app.database.db),
      scheduleDailyPriceNotices(app.database.db),
    ]);
    const queued = await app.database.db
      .select()
      .from(job)
      .where(and(eq(job.type, name), eq(job.status, 'queued')));
    expect(queued).toHaveLength(1);
    expect(queued[0]?.runAt.getUTCHours()).toBe(12);
    expect(queued[0]?.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(nextDailyRun(new Date('2027-01-01T11:59:00Z')).toISOString()).toBe('2027-01-01T12:00:00.000Z');
    expect(nextDailyRun(new Date('2027-01-01T12:00:00Z')).toISOString()).toBe('2027-01-02T12:00:00.000Z');
  });

  it('runs in the app’s worker when due, then queues the next day', async () => {
    const { name } = priceNoticesJob;
    const soon = await change('mensal', 9_990, saoPauloDay(new Date(Date.now() - DAY)));
    const told = await subscriber(new Date(Date.now() + 10 * DAY), {
      plan: 'mensal',
      startedAt: new Date(Date.now() - 300 * DAY),
    });
    // Make the queued run due now, as after a restart past its time.
    await app.database.db
      .update(job)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(and(eq(job.type, name), eq(job.status, 'queued')));
    app.parts.worker.wake();
    for (let i = 0; i < 300 && (await noticesOf(told.userId)).length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const [notice] = await noticesOf(told.userId);
    expect(notice?.dedupeKey).toBe(`price_change:${soon.id}:${told.subscriptionId}`);
    for (let i = 0; i < 300; i++) {
      const rows = await app.database.db.select().from(job).where(eq(job.type, name));
      if (rows.length === 1 && rows[0]?.status === 'queued' && rows[0].runAt.getTime() > Date.now()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the next daily run was not queued');
  });
});
