import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, signUp, type TestApp, uniqueEmail } from '../../test/test-app.ts';
import { auditLog, pageView } from '../db/schema/index.ts';
import { insertUser, spDay, spNoon, userIdOf } from './test-seed.ts';

let app: TestApp;
let adminCookie: string;
let adminId: string;
let adminEmail: string;

beforeAll(async () => {
  adminEmail = uniqueEmail('admin');
  app = await createTestApp({ ADMIN_EMAILS: adminEmail });
  adminCookie = (await signUp(app, { email: adminEmail, firstName: 'Beatriz', lastName: 'Souza' })).cookie;
  adminId = await userIdOf(app, adminCookie);
});
afterAll(() => app.close());

const get = async (path: string) => {
  const response = await app.request(path, { cookie: adminCookie });
  expect(response.status).toBe(200);
  return body(response);
};

describe('admin page views', () => {
  it('counts views and daily visitors per route and per São Paulo day, in the chosen window', async () => {
    const view = (path: string, visitor: string, daysAgo: number) => ({
      path,
      visitorHash: visitor,
      at: new Date(spNoon(daysAgo)),
    });
    await app.database.db.insert(pageView).values([
      view('/', 'a', 0),
      view('/', 'a', 0),
      view('/', 'b', 0),
      view('/plans', 'a', 0),
      view('/', 'c', 1),
      view('/plans', 'c', 1),
      view('/plans', 'd', 1),
      view('/plans', 'e', 1),
      view('/history', 'f', 6),
      view('/', 'g', 7), // outside a 7-day window
    ]);

    const week = await get('/api/admin/page-views?days=7');
    expect(week.days).toBe(7);
    expect(week.total).toBe(9);
    // Most viewed first; a tie in path order.
    expect(week.byRoute).toEqual([
      { path: '/', views: 4, visitors: 3 },
      { path: '/plans', views: 4, visitors: 4 },
      { path: '/history', views: 1, visitors: 1 },
    ]);
    expect(week.byDay).toHaveLength(7);
    expect(week.byDay[0]).toEqual({ day: spDay(6), views: 1, visitors: 1 });
    expect(week.byDay.at(-2)).toEqual({ day: spDay(1), views: 4, visitors: 3 });
    expect(week.byDay.at(-1)).toEqual({ day: spDay(0), views: 4, visitors: 2 });
    expect(week.byDay[3]).toEqual({ day: spDay(3), views: 0, visitors: 0 });

    const month = await get('/api/admin/page-views');
    expect(month.days).toBe(30);
    expect(month.total).toBe(10);
  });

  it('refuses a window over 90 days in pt-BR', async () => {
    const response = await app.request('/api/admin/page-views?days=91', { cookie: adminCookie });
    expect(response.status).toBe(400);
    expect((await body(response)).message).toBe('Escolha no máximo 90 dias.');
  });
});

describe('admin audit log', () => {
  it('lists who did what and when, newest first, searchable and paginated', async () => {
    const goneId = await insertUser(app, { name: 'Conta Apagada', at: spNoon(3) });
    const { db } = app.database;
    await db.insert(auditLog).values([
      { actorId: adminId, action: 'notification.create', target: 'notification:1', at: new Date(spNoon(2)) },
      {
        actorId: adminId,
        action: 'admin.user.ban',
        target: 'user:x',
        details: { reason: 'Spam' },
        at: new Date(spNoon(1)),
      },
      { actorId: null, action: 'admin.set-role', target: 'user:y', at: new Date(spNoon(0)) },
      { actorId: goneId, action: 'admin.user.unban', target: 'user:x', at: new Date(spNoon(0)) },
    ]);

    const all = await get('/api/admin/audit-log?pageSize=2');
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(all.entries).toHaveLength(2);
    const first = await get('/api/admin/audit-log?q=admin.user&pageSize=1');
    expect(first.total).toBe(2);
    expect(first.entries[0]).toMatchObject({
      action: 'admin.user.unban',
      actor: { id: goneId, name: 'Conta Apagada' },
    });
    const second = await get('/api/admin/audit-log?q=admin.user&pageSize=1&page=2');
    expect(second.entries[0]).toMatchObject({
      action: 'admin.user.ban',
      target: 'user:x',
      details: { reason: 'Spam' },
      actor: { id: adminId, name: 'Beatriz Souza', email: adminEmail },
    });
    expect(Date.parse(second.entries[0].at)).toBe(Date.parse(spNoon(1)));

    // By the actor's e-mail (any case), and by target; an entry without an actor has actor null.
    const byActor = await get(`/api/admin/audit-log?q=${encodeURIComponent(adminEmail.toUpperCase())}`);
    expect(byActor.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'admin.user.ban',
      'notification.create',
    ]);
    const byTarget = await get('/api/admin/audit-log?q=user:y');
    expect(byTarget.entries).toEqual([
      expect.objectContaining({ action: 'admin.set-role', actor: null, details: null }),
    ]);
  });

  it('is for site admins only', async () => {
    const vet = await signUp(app);
    for (const path of ['/api/admin/audit-log', '/api/admin/page-views']) {
      expect((await app.request(path)).status).toBe(401);
      expect((await app.request(path, { cookie: vet.cookie })).status).toBe(403);
    }
  });
});
