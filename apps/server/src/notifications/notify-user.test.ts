import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSse } from '../../test/support/sse-reader.ts';
import {
  body,
  createTestApp,
  signUp,
  TEST_PASSWORD,
  type TestApp,
  uniqueEmail,
} from '../../test/test-app.ts';
import { notification } from '../db/schema/index.ts';
import { unitInvitationText } from './notice-texts.ts';
import { notifyUser, recordUserNotice } from './notify-user.ts';

/** The product's own notices to one user: who sees them, once per key, live to that user only. */

let app: TestApp;
let adminCookie: string;
const adminEmail = uniqueEmail('admin');

beforeAll(async () => {
  app = await createTestApp({ ADMIN_EMAILS: adminEmail });
  adminCookie = (await signUp(app, { email: adminEmail })).cookie;
});
afterAll(() => app.close());

async function vet() {
  const { cookie } = await signUp(app);
  const userId = (await body(await app.request('/api/me', { cookie }))).user.id as string;
  return { cookie, userId };
}

const deps = () => ({ db: app.database.db, events: app.parts.events });

async function listAs(cookie: string) {
  const response = await app.request('/api/notifications', { cookie });
  expect(response.status).toBe(200);
  return (await body(response)).notifications as Array<{ id: string; kind: string; isRead: boolean }>;
}

const invitation = (userId: string, key: string) => ({
  userId,
  kind: 'unit_invitation' as const,
  ...unitInvitationText({ unitName: 'Clínica Bicho Feliz', inviterName: 'Ana Lima', role: 'member' }),
  dedupeKey: key,
});

describe('a notice addressed to one user', () => {
  it('is listed for its recipient with its kind, among the broadcasts, newest first', async () => {
    const a = await vet();
    const broadcast = await app.request('/api/admin/notifications', {
      method: 'POST',
      cookie: adminCookie,
      body: JSON.stringify({ title: 'Novidade', message: 'Para todos.' }),
    });
    expect(broadcast.status).toBe(201);
    const { notificationId } = await notifyUser(deps(), invitation(a.userId, `t:${a.userId}:list`));
    const seen = await listAs(a.cookie);
    expect(seen[0]).toMatchObject({
      id: notificationId,
      kind: 'unit_invitation',
      title: 'Convite para a unidade Clínica Bicho Feliz',
      message: 'Ana Lima convidou você para participar da unidade Clínica Bicho Feliz como membro no VetVoz.',
      isRead: false,
    });
    const broadcastId = (await body(broadcast)).id;
    expect(seen.findIndex((n) => n.id === broadcastId)).toBeGreaterThan(0);
    expect(seen.find((n) => n.id === broadcastId)).toMatchObject({ kind: 'admin' });
  });

  it('is not seen, read or managed by anyone else, site admins included', async () => {
    const a = await vet();
    const b = await vet();
    const { notificationId } = await notifyUser(deps(), invitation(a.userId, `t:${a.userId}:private`));
    expect((await listAs(b.cookie)).map((n) => n.id)).not.toContain(notificationId);
    expect((await listAs(adminCookie)).map((n) => n.id)).not.toContain(notificationId);
    const read = (cookie: string) =>
      app.request(`/api/notifications/${notificationId}/read`, { method: 'POST', cookie });
    expect((await read(b.cookie)).status).toBe(404);
    expect((await read(a.cookie)).status).toBe(204);
    expect((await listAs(a.cookie)).find((n) => n.id === notificationId)).toMatchObject({ isRead: true });

    const adminList = await body(await app.request('/api/admin/notifications', { cookie: adminCookie }));
    expect(adminList.notifications.map((n: { id: string }) => n.id)).not.toContain(notificationId);
    const edit = await app.request(`/api/admin/notifications/${notificationId}`, {
      method: 'PUT',
      cookie: adminCookie,
      body: JSON.stringify({ title: 'Trocado', message: 'Trocado' }),
    });
    expect(edit.status).toBe(404);
    const remove = await app.request(`/api/admin/notifications/${notificationId}`, {
      method: 'DELETE',
      cookie: adminCookie,
    });
    expect(remove.status).toBe(404);
    const [row] = await app.database.db
      .select()
      .from(notification)
      .where(eq(notification.id, notificationId ?? ''));
    expect(row).toMatchObject({
      title: 'Convite para a unidade Clínica Bicho Feliz',
      createdByName: 'VetVoz',
    });
  });

  it('is written once per dedupe key, also when calls race', async () => {
    const a = await vet();
    const key = `t:${a.userId}:once`;
    const results = await Promise.all([
      notifyUser(deps(), invitation(a.userId, key)),
      notifyUser(deps(), invitation(a.userId, key)),
      recordUserNotice(app.database.db, invitation(a.userId, key)),
    ]);
    const created = results.filter((r) => r !== null && 'created' in r && r.created);
    const recorded = results.filter((r) => r !== null && !('created' in r));
    expect(created.length + recorded.length).toBe(1);
    expect(await notifyUser(deps(), invitation(a.userId, key))).toEqual({
      created: false,
      notificationId: null,
    });
    const rows = await app.database.db.select().from(notification).where(eq(notification.dedupeKey, key));
    expect(rows).toHaveLength(1);
  });
});

describe('an account deleted', () => {
  it('takes its notices with it', async () => {
    const a = await vet();
    const key = `t:${a.userId}:deleted`;
    await notifyUser(deps(), invitation(a.userId, key));
    const deleted = await app.request('/api/auth/delete-user', {
      method: 'POST',
      cookie: a.cookie,
      body: JSON.stringify({ password: TEST_PASSWORD }),
    });
    expect(deleted.status).toBe(200);
    expect(await app.database.db.select().from(notification).where(eq(notification.dedupeKey, key))).toEqual(
      [],
    );
  });
});

describe('live delivery', () => {
  it('reaches the recipient’s open app only; a broadcast still reaches everyone', async () => {
    const a = await vet();
    const b = await vet();
    const streamA = readSse(await app.request('/api/notifications/events', { cookie: a.cookie }));
    const streamB = readSse(await app.request('/api/notifications/events', { cookie: b.cookie }));
    try {
      await streamA.next('ready');
      await streamB.next('ready');
      const nextForB = streamB.next('changed');
      await notifyUser(deps(), invitation(a.userId, `t:${a.userId}:live`));
      expect(await streamA.next('changed')).toEqual({});
      // A's event reached every stream's subscriber at once; B's stream must not have passed it on.
      const quiet = await Promise.race([
        nextForB.then(() => 'changed'),
        new Promise((resolve) => setTimeout(() => resolve('quiet'), 400)),
      ]);
      expect(quiet).toBe('quiet');
      await app.request('/api/admin/notifications', {
        method: 'POST',
        cookie: adminCookie,
        body: JSON.stringify({ title: 'Para todos', message: 'Ao vivo.' }),
      });
      expect(await nextForB).toEqual({});
      expect(await streamA.next('changed')).toEqual({});
    } finally {
      await streamA.close();
      await streamB.close();
    }
  });

  it('is not announced again when the dedupe key was taken', async () => {
    const a = await vet();
    const key = `t:${a.userId}:live-once`;
    await notifyUser(deps(), invitation(a.userId, key));
    const stream = readSse(await app.request('/api/notifications/events', { cookie: a.cookie }));
    try {
      await stream.next('ready');
      const next = stream.next('changed');
      await notifyUser(deps(), invitation(a.userId, key));
      const quiet = await Promise.race([
        next.then(() => 'changed'),
        new Promise((resolve) => setTimeout(() => resolve('quiet'), 400)),
      ]);
      expect(quiet).toBe('quiet');
    } finally {
      await stream.close();
    }
  });
});
