import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp, uniqueEmail } from '../../test/test-app.ts';
import { dailyRows } from '../admin/daily-rollup.ts';
import { getAdminPageViews } from '../admin/page-views.ts';
import { insertConsultation, insertDocument, spDay, spNoon, userIdOf } from '../admin/test-seed.ts';
import {
  consultation,
  document,
  job,
  pageView,
  providerCall,
  rateLimit,
  session,
  webhookDelivery,
  webhookEndpoint,
} from '../db/schema/index.ts';
import { selectRows } from '../db/sql-rows.ts';
import { applyRetention, PAGE_VIEW_RAW_DAYS } from './retention.ts';
import { nextRetentionRun, retentionJob, scheduleDailyRetention } from './retention-job.ts';

const DAY = 24 * 60 * 60 * 1000;
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({}, { jobPollMs: 50 });
});
afterAll(() => app.close());

const view = (path: string, visitorHash: string, daysAgo: number) => ({
  path,
  visitorHash,
  at: new Date(spNoon(daysAgo)),
});
const rawDays = async () =>
  (
    await selectRows<{ day: string }>(
      app.database.db,
      sql`select distinct (${pageView.at} at time zone 'America/Sao_Paulo')::date::text as "day" from ${pageView} order by 1`,
    )
  ).map((row) => row.day);

/** What the admin charts read for these days (closed days: the rollup), sorted. */
const chartRows = async (days: string[]) => {
  const daily = await dailyRows({ db: app.database.db, family: 'page-views', days });
  const rows = await selectRows<{
    day: string;
    metric: string;
    key: string;
    count: number;
    visitors: number;
  }>(
    app.database.db,
    sql`select "day", "metric", "key", "count", "visitors" from (${daily}) as daily where "day" in (${sql.join(
      days.map((day) => sql`${day}`),
      sql`, `,
    )})`,
  );
  return rows.sort(byDayMetricKey);
};
function byDayMetricKey(a: { day: string; metric: string; key: string }, b: typeof a): number {
  return b.day.localeCompare(a.day) || a.metric.localeCompare(b.metric) || a.key.localeCompare(b.key);
}

describe('retention of page views', () => {
  it('counts days older than 90 into the daily rollup, deletes their raw rows, and the charts still show them', async () => {
    const { db } = app.database;
    await db
      .insert(pageView)
      .values([
        view('/', 'a', 400),
        view('/', 'a', 200),
        view('/plans', 'b', 200),
        view('/plans', 'b', 200),
        view('/', 'c', 120),
        view('/', 'd', PAGE_VIEW_RAW_DAYS),
        view('/', 'e', PAGE_VIEW_RAW_DAYS - 1),
        view('/', 'f', 2),
      ]);
    // An admin charted the days around 200 days ago before (a longer window than today's 90 days would):
    // those days are rolled up already, and must read the same afterwards.
    const charted = [spDay(201), spDay(200), spDay(199)];
    const before = await chartRows(charted);
    const window = await getAdminPageViews({ db, days: 90 });

    const result = await applyRetention({ db });
    expect(result.pageViews).toBe(6);
    expect(await rawDays()).toEqual([spDay(PAGE_VIEW_RAW_DAYS - 1), spDay(2)]);

    // The old days now come from the rollup alone, with the same figures.
    expect(await chartRows(charted)).toEqual(before);
    expect(before).toEqual([
      { day: spDay(200), metric: 'page_views', key: '/', count: 1, visitors: 1 },
      { day: spDay(200), metric: 'page_views', key: '/plans', count: 2, visitors: 1 },
      { day: spDay(200), metric: 'page_visitors', key: '', count: 3, visitors: 2 },
    ]);
    // Days nobody had charted (400 and 120 days ago) were counted before their rows went.
    expect(await chartRows([spDay(400), spDay(120)])).toEqual(
      [
        { day: spDay(400), metric: 'page_views', key: '/', count: 1, visitors: 1 },
        { day: spDay(400), metric: 'page_visitors', key: '', count: 1, visitors: 1 },
        { day: spDay(120), metric: 'page_views', key: '/', count: 1, visitors: 1 },
        { day: spDay(120), metric: 'page_visitors', key: '', count: 1, visitors: 1 },
      ].sort(byDayMetricKey),
    );
    // The admin's 90-day window is untouched: its oldest day is still raw.
    expect(await getAdminPageViews({ db, days: 90 })).toEqual(window);
    expect(window.total).toBe(2);

    // A second pass finds nothing more to do.
    expect((await applyRetention({ db })).pageViews).toBe(0);
  });
});

describe('retention of counters, statistics, sessions — and never of clinical records', () => {
  it('purges expired rate limits, old provider calls and expired sessions; keeps consultations and documents', async () => {
    const { db } = app.database;
    const vet = await signUp(app, { email: uniqueEmail('retencao') });
    const vetId = await userIdOf(app, vet.cookie);
    // A prontuário from six years ago: past any automatic purge age, and still kept (CFMV: at least 5 years).
    const old = await insertConsultation(app, vetId, new Date(Date.now() - 6 * 365 * DAY).toISOString());
    await insertDocument(app, old, 'receita', new Date(Date.now() - 6 * 365 * DAY).toISOString());
    const stamp = `${Date.now()}`;
    await db.insert(rateLimit).values([
      { key: `old:${stamp}`, count: 3, windowStart: new Date(Date.now() - 25 * 60 * 60 * 1000) },
      { key: `new:${stamp}`, count: 1, windowStart: new Date() },
    ]);
    const call = { kind: 'stt' as const, provider: 'p', model: 'm', durationMs: 10, ok: true };
    await db.insert(providerCall).values([
      { ...call, startedAt: new Date(Date.now() - 31 * DAY) },
      { ...call, startedAt: new Date(Date.now() - DAY) },
    ]);
    await db.insert(session).values({
      id: `expired-${stamp}`,
      token: `expired-${stamp}`,
      userId: vetId,
      expiresAt: new Date(Date.now() - 1000),
      updatedAt: new Date(),
    });

    const result = await applyRetention({ db });
    expect(result.sessions).toBe(1);
    const keys = (await db.select({ key: rateLimit.key }).from(rateLimit)).map((row) => row.key);
    expect(keys).toContain(`new:${stamp}`);
    expect(keys).not.toContain(`old:${stamp}`);
    const calls = await db.select({ startedAt: providerCall.startedAt }).from(providerCall);
    expect(calls.every((row) => row.startedAt.getTime() > Date.now() - 30 * DAY)).toBe(true);
    expect(calls.length).toBeGreaterThanOrEqual(1);
    const sessions = await db.select({ id: session.id }).from(session).where(eq(session.userId, vetId));
    expect(sessions.map((row) => row.id)).not.toContain(`expired-${stamp}`);
    expect(sessions.length).toBeGreaterThanOrEqual(1); // the live sign-in session stays
    expect(
      await db.select({ id: consultation.id }).from(consultation).where(eq(consultation.id, old)),
    ).toHaveLength(1);
    expect(
      await db.select({ id: document.id }).from(document).where(eq(document.consultationId, old)),
    ).toHaveLength(1);
  });
});

describe('retention of webhook deliveries', () => {
  it('deletes delivered deliveries older than 30 days, keeps newer, pending and failed ones', async () => {
    const { db } = app.database;
    const vet = await signUp(app);
    const [endpoint] = await db
      .insert(webhookEndpoint)
      .values({
        userId: await userIdOf(app, vet.cookie),
        url: 'https://pims.exemplo.com.br/webhooks',
        events: ['document.ready'],
        secretSalt: 'sal',
        // Disabled: the app's sender must not try to send the pending row meanwhile.
        status: 'disabled',
      })
      .returning({ id: webhookEndpoint.id });
    const row = (status: 'pending' | 'delivered' | 'failed', daysAgo: number) => {
      const at = new Date(Date.now() - daysAgo * DAY);
      const eventId = randomUUID();
      return {
        eventId,
        endpointId: endpoint?.id as string,
        type: 'document.ready' as const,
        body: {
          id: eventId,
          type: 'document.ready' as const,
          createdAt: at.toISOString(),
          data: { consultationId: randomUUID(), externalId: null },
        },
        status,
        attempts: 1,
        createdAt: at,
        deliveredAt: status === 'delivered' ? at : null,
      };
    };
    const rows = await db
      .insert(webhookDelivery)
      .values([row('delivered', 31), row('delivered', 29), row('failed', 60), row('pending', 45)])
      .returning({ id: webhookDelivery.id });
    const result = await applyRetention({ db });
    expect(result.webhookDeliveries).toBe(1);
    const left = await db
      .select({ id: webhookDelivery.id, status: webhookDelivery.status })
      .from(webhookDelivery)
      .where(eq(webhookDelivery.endpointId, endpoint?.id as string));
    expect(left.map((r) => r.id).sort()).toEqual(
      rows
        .slice(1)
        .map((r) => r.id)
        .sort(),
    );
    expect((await applyRetention({ db })).webhookDeliveries).toBe(0);
  });
});

describe('the daily retention job', () => {
  it('keeps one run queued for the next 06:00 UTC, however many processes start', async () => {
    await Promise.all([scheduleDailyRetention(app.database.db), scheduleDailyRetention(app.database.db)]);
    const queued = await app.database.db
      .select()
      .from(job)
      .where(and(eq(job.type, retentionJob.name), eq(job.status, 'queued')));
    expect(queued).toHaveLength(1);
    expect(queued[0]?.runAt.getUTCHours()).toBe(6);
    expect(nextRetentionRun(new Date('2027-01-01T05:59:00Z')).toISOString()).toBe('2027-01-01T06:00:00.000Z');
    expect(nextRetentionRun(new Date('2027-01-01T06:00:00Z')).toISOString()).toBe('2027-01-02T06:00:00.000Z');
  });

  it('runs in the app’s worker when due, purges, then queues the next day', async () => {
    const { db } = app.database;
    await db.insert(pageView).values(view('/sobre', 'z', 300));
    await db
      .update(job)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(and(eq(job.type, retentionJob.name), eq(job.status, 'queued')));
    app.parts.worker.wake();
    for (let i = 0; i < 300; i++) {
      const rows = await db.select().from(job).where(eq(job.type, retentionJob.name));
      const next = rows.length === 1 && rows[0]?.status === 'queued' && rows[0].runAt.getTime() > Date.now();
      if (next && !(await rawDays()).includes(spDay(300))) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the retention job did not run and queue its next day');
  });
});
