import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, signUp, type TestApp, uniqueEmail } from '../../test/test-app.ts';
import { insertConsultation, insertDocument, insertUser, spDay, spNoon, userIdOf } from './test-seed.ts';

let app: TestApp;
let adminCookie: string;
const ids: Record<'admin' | 'vet1' | 'vet2' | 'oldX' | 'oldY', string> = {
  admin: '',
  vet1: '',
  vet2: '',
  oldX: '',
  oldY: '',
};

async function subscribe(
  owner: string,
  plan: string,
  status: string,
  { cancelAtPeriodEnd = false, checkout = crypto.randomUUID() as string } = {},
) {
  await app.database.db.execute(sql`
    insert into subscription (user_id, plan, status, checkout_session_id, cancel_at_period_end, created_at)
    values (${owner}, ${plan}, ${status}, ${checkout}, ${cancelAtPeriodEnd}, now() + interval '1 second')`);
}

beforeAll(async () => {
  const adminEmail = uniqueEmail('admin');
  app = await createTestApp({ ADMIN_EMAILS: adminEmail });
  adminCookie = (await signUp(app, { email: adminEmail })).cookie;
  ids.admin = await userIdOf(app, adminCookie);
  ids.vet1 = await userIdOf(app, (await signUp(app)).cookie);
  ids.vet2 = await userIdOf(app, (await signUp(app)).cookie);
  // Two older accounts: not new this week.
  ids.oldX = await insertUser(app, { name: 'Antiga X', at: spNoon(10) });
  ids.oldY = await insertUser(app, { name: 'Antiga Y', at: spNoon(40) });

  // Sign-up gave admin, vet1 and vet2 a trial. vet1 then paid monthly; the admin paid yearly but cancels
  // at the period's end; X pays semestral and is past due (grace); Y had a trial and a cancelled plan.
  await subscribe(ids.vet1, 'mensal', 'active');
  await subscribe(ids.admin, 'anual', 'active', { cancelAtPeriodEnd: true });
  await subscribe(ids.oldX, 'semestral', 'past_due');
  await subscribe(ids.oldY, 'gratis', 'trialing', { checkout: 'free_session' });
  await subscribe(ids.oldY, 'mensal', 'canceled');

  // Consultations: 2 today, 1 yesterday, 1 29 days ago (the chart's first day), 1 30 days ago (outside).
  const today1 = await insertConsultation(app, ids.vet1, spNoon(0));
  const today2 = await insertConsultation(app, ids.vet2, spNoon(0));
  const yesterday = await insertConsultation(app, ids.vet1, spNoon(1));
  const firstDay = await insertConsultation(app, ids.vet1, spNoon(29));
  const outside = await insertConsultation(app, ids.vet1, spNoon(30));
  await insertDocument(app, today1, 'anamnese', spNoon(0));
  await insertDocument(app, today1, 'receita', spNoon(0));
  await insertDocument(app, today2, 'anamnese', spNoon(0));
  await insertDocument(app, yesterday, 'diagnostico', spNoon(1));
  await insertDocument(app, firstDay, 'receita', spNoon(29));
  await insertDocument(app, outside, 'receita', spNoon(30));
});
afterAll(() => app.close());

describe('admin overview', () => {
  it('counts users, this week, and the 30 São Paulo days of consultations and documents', async () => {
    const response = await app.request('/api/admin/overview', { cookie: adminCookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const overview = await body(response);
    expect(overview.users).toEqual({ total: 5, newThisWeek: 3 });

    expect(overview.daily).toHaveLength(30);
    expect(overview.daily[0].day).toBe(spDay(29));
    expect(overview.daily.at(-1)).toEqual({ day: spDay(0), consultations: 2, documents: 3 });
    expect(overview.daily.at(-2)).toEqual({ day: spDay(1), consultations: 1, documents: 1 });
    expect(overview.daily[0]).toEqual({ day: spDay(29), consultations: 1, documents: 1 });
    const sum = (key: 'consultations' | 'documents') =>
      overview.daily.reduce((total: number, day: Record<string, number>) => total + (day[key] ?? 0), 0);
    expect(sum('consultations')).toBe(4);
    expect(sum('documents')).toBe(5);

    // Documents by type in the same window: the receita of 30 days ago is outside.
    expect(overview.documentsByType).toEqual([
      { type: 'anamnese', count: 2 },
      { type: 'receita', count: 2 },
      { type: 'diagnostico', count: 1 },
      { type: 'orientacoes', count: 0 },
      { type: 'atestado-saude', count: 0 },
      { type: 'atestado-vacinacao', count: 0 },
    ]);
  });

  it('counts each owner once by the subscription that decides (paid over trial), revenue and conversion', async () => {
    const overview = await body(await app.request('/api/admin/overview', { cookie: adminCookie }));
    // vet2 on the trial; vet1 mensal; X semestral in grace; the admin anual until the period ends; Y none.
    expect(overview.activeSubscriptions).toEqual([
      { plan: 'gratis', count: 1 },
      { plan: 'mensal', count: 1 },
      { plan: 'semestral', count: 1 },
      { plan: 'anual', count: 1 },
    ]);
    // R$ 79,90 (mensal) + R$ 69,90 (semestral, per month); the cancelling yearly plan will not recur.
    expect(overview.monthlyRecurringRevenueCents).toBe(7990 + 6990);
    // Trials: admin, vet1, vet2, Y; of those, admin, vet1 and Y paid at some point.
    expect(overview.trialConversion).toEqual({ trials: 4, converted: 3, rate: 0.75 });
  });

  it('is for site admins only', async () => {
    expect((await app.request('/api/admin/overview')).status).toBe(401);
    const vet = await signUp(app);
    const refused = await app.request('/api/admin/overview', { cookie: vet.cookie });
    expect(refused.status).toBe(403);
    expect((await body(refused)).code).toBe('FORBIDDEN');
  });
});
