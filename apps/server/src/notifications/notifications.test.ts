import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSse } from '../../test/support/sse-reader.ts';
import {
  body,
  createTestApp,
  sessionCookie,
  signUp,
  TEST_PASSWORD,
  type TestApp,
  uniqueEmail,
} from '../../test/test-app.ts';
import { auditLog, userNotificationStatus } from '../db/schema/index.ts';

let app: TestApp;
let adminCookie: string;
let vetCookie: string;
let otherVetCookie: string;
const adminEmail = uniqueEmail('admin');
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  app = await createTestApp({ ADMIN_EMAILS: adminEmail });
  adminCookie = (await signUp(app, { email: adminEmail, firstName: 'Beatriz', lastName: 'Souza' })).cookie;
  vetCookie = (await signUp(app)).cookie;
  otherVetCookie = (await signUp(app)).cookie;
});
afterAll(() => app.close());

const send = (method: string, path: string, cookie?: string, payload?: unknown) =>
  app.request(path, { method, cookie, body: payload === undefined ? undefined : JSON.stringify(payload) });

async function create(payload: Record<string, unknown>) {
  const response = await send('POST', '/api/admin/notifications', adminCookie, payload);
  expect(response.status).toBe(201);
  return body(response);
}

async function listAs(cookie: string) {
  const response = await send('GET', '/api/notifications', cookie);
  expect(response.status).toBe(200);
  return (await body(response)).notifications as Array<{
    id: string;
    isRead: boolean;
    readAt: string | null;
  }>;
}

describe('notification permissions', () => {
  const adminCalls = (cookie?: string) => [
    send('GET', '/api/admin/notifications', cookie),
    send('POST', '/api/admin/notifications', cookie, { title: 'Oi', message: 'Olá' }),
    send('PUT', `/api/admin/notifications/${MISSING}`, cookie, { title: 'Oi', message: 'Olá' }),
    send('DELETE', `/api/admin/notifications/${MISSING}`, cookie),
  ];

  it('refuses vets on the admin routes with 403 and anonymous callers everywhere with 401', async () => {
    for (const response of await Promise.all(adminCalls(vetCookie))) {
      expect(response.status).toBe(403);
      expect((await body(response)).code).toBe('FORBIDDEN');
    }
    const anonymous = [
      ...adminCalls(),
      send('GET', '/api/notifications'),
      send('POST', `/api/notifications/${MISSING}/read`),
      send('GET', '/api/notifications/events'),
    ];
    for (const response of await Promise.all(anonymous)) expect(response.status).toBe(401);
  });
});

describe('notification management', () => {
  it('creates, edits and deletes, lists all newest first with the author, and audits each write', async () => {
    const first = await create({ title: 'Primeira', message: 'Mensagem um', isActive: false });
    const second = await create({ title: 'Segunda', message: 'Mensagem dois', content: 'Detalhes' });
    expect(second).toMatchObject({ content: 'Detalhes', isActive: true, createdByName: 'Beatriz Souza' });
    expect(first.content).toBeNull();

    const edited = await send('PUT', `/api/admin/notifications/${first.id}`, adminCookie, {
      title: 'Primeira editada',
      message: 'Mensagem um',
      isActive: true,
    });
    expect(edited.status).toBe(200);
    expect(await body(edited)).toMatchObject({ id: first.id, title: 'Primeira editada', isActive: true });

    const all = (await body(await send('GET', '/api/admin/notifications', adminCookie))).notifications;
    const ids = all.map((n: { id: string }) => n.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));

    expect((await send('DELETE', `/api/admin/notifications/${first.id}`, adminCookie)).status).toBe(204);
    expect((await send('DELETE', `/api/admin/notifications/${first.id}`, adminCookie)).status).toBe(404);
    expect(
      (await send('PUT', '/api/admin/notifications/nao-e-uuid', adminCookie, { title: 'a', message: 'b' }))
        .status,
    ).toBe(404);

    const actions = (await app.database.db.select().from(auditLog))
      .filter((row) => row.target === `notification:${first.id}`)
      .map((row) => row.action);
    expect(actions).toEqual(['notification.create', 'notification.update', 'notification.delete']);
  });

  it('refuses an empty title with a pt-BR message', async () => {
    const response = await send('POST', '/api/admin/notifications', adminCookie, {
      title: ' ',
      message: 'x',
    });
    expect(response.status).toBe(400);
    expect((await body(response)).message).toContain('título');
  });
});

describe('what users see', () => {
  it('lists only active notifications, newest first, with each user’s own read status', async () => {
    const older = await create({ title: 'Antiga', message: 'a' });
    const hidden = await create({ title: 'Oculta', message: 'b', isActive: false });
    const newer = await create({ title: 'Nova', message: 'c' });

    const seen = await listAs(vetCookie);
    const ids = seen.map((n) => n.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(seen.find((n) => n.id === older.id)).toMatchObject({ isRead: false, readAt: null });

    expect((await send('POST', `/api/notifications/${older.id}/read`, vetCookie)).status).toBe(204);
    const readAt = (await listAs(vetCookie)).find((n) => n.id === older.id)?.readAt;
    expect(readAt).toEqual(expect.any(String));
    // Idempotent: a second mark keeps the first date and adds no row.
    expect((await send('POST', `/api/notifications/${older.id}/read`, vetCookie)).status).toBe(204);
    expect((await listAs(vetCookie)).find((n) => n.id === older.id)).toMatchObject({ isRead: true, readAt });
    const rows = await app.database.db
      .select()
      .from(userNotificationStatus)
      .where(eq(userNotificationStatus.notificationId, older.id));
    expect(rows).toHaveLength(1);

    expect((await listAs(otherVetCookie)).find((n) => n.id === older.id)).toMatchObject({ isRead: false });
  });

  it('answers 404 when marking an inactive or unknown notification', async () => {
    const hidden = await create({ title: 'Oculta', message: 'b', isActive: false });
    expect((await send('POST', `/api/notifications/${hidden.id}/read`, vetCookie)).status).toBe(404);
    expect((await send('POST', `/api/notifications/${MISSING}/read`, vetCookie)).status).toBe(404);
    expect((await send('POST', '/api/notifications/xyz/read', vetCookie)).status).toBe(404);
  });
});

describe('live delivery', () => {
  it('tells an open session when a notification is created, edited or deleted', async () => {
    const response = await send('GET', '/api/notifications/events', vetCookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const { next, close } = readSse(response);
    try {
      expect(await next('ready')).toEqual({});
      const created = await create({ title: 'Ao vivo', message: 'Chegou agora' });
      expect(await next('changed')).toEqual({});
      await send('PUT', `/api/admin/notifications/${created.id}`, adminCookie, {
        title: 'Ao vivo',
        message: 'Editada',
        isActive: false,
      });
      expect(await next('changed')).toEqual({});
      await send('DELETE', `/api/admin/notifications/${created.id}`, adminCookie);
      expect(await next('changed')).toEqual({});
    } finally {
      await close();
    }
  });
});

describe('read state on the user’s other tabs and devices', () => {
  it('marking one read tells the same user’s other sessions live, and nobody else', async () => {
    const reader = await signUp(app);
    const otherDevice = sessionCookie(
      await app.request('/api/auth/sign-in/email', {
        method: 'POST',
        body: JSON.stringify({ email: reader.email, password: TEST_PASSWORD }),
      }),
    );
    const notice = await create({ title: 'Lida em outro aparelho', message: 'Olá' });
    const mine = readSse(await send('GET', '/api/notifications/events', otherDevice));
    const someoneElse = readSse(await send('GET', '/api/notifications/events', otherVetCookie));
    try {
      expect(await mine.next('ready')).toEqual({});
      expect(await someoneElse.next('ready')).toEqual({});
      expect((await send('POST', `/api/notifications/${notice.id}/read`, reader.cookie)).status).toBe(204);
      expect(await mine.next('changed')).toEqual({});
      // The other device reloads and finds it read.
      expect((await listAs(otherDevice)).find((item) => item.id === notice.id)?.isRead).toBe(true);
      // Nobody else's stream hears of it.
      const quiet = await Promise.race([
        someoneElse.next('changed').then(() => 'changed'),
        new Promise((resolve) => setTimeout(() => resolve('quiet'), 400)),
      ]);
      expect(quiet).toBe('quiet');
    } finally {
      await mine.close();
      await someoneElse.close();
    }
  });
});
