import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  body,
  createTestApp,
  randomCpf,
  signUp,
  TEST_PASSWORD,
  type TestApp,
  uniqueEmail,
} from '../../test/test-app.ts';
import { quotaFor } from '../billing/subscriptions.ts';
import { auditLog, user } from '../db/schema/index.ts';
import { userIdOf } from './test-seed.ts';

let app: TestApp;
let adminCookie: string;
let adminId: string;
const tag = crypto.randomUUID().slice(0, 8);

beforeAll(async () => {
  const adminEmail = uniqueEmail('admin');
  app = await createTestApp({ ADMIN_EMAILS: adminEmail });
  adminCookie = (await signUp(app, { email: adminEmail, firstName: 'Beatriz', lastName: 'Souza' })).cookie;
  adminId = await userIdOf(app, adminCookie);
});
afterAll(() => app.close());

const send = (method: string, path: string, cookie?: string, payload?: unknown) =>
  app.request(path, { method, cookie, body: payload === undefined ? undefined : JSON.stringify(payload) });

async function listUsers(query: string) {
  const response = await send('GET', `/api/admin/users?${query}`, adminCookie);
  expect(response.status).toBe(200);
  return body(response);
}

const signIn = (email: string) =>
  send('POST', '/api/auth/sign-in/email', undefined, { email, password: TEST_PASSWORD });

describe('admin users', () => {
  it('finds accounts by name or e-mail, newest first, in pages, with the CPF only masked', async () => {
    const cpf = randomCpf();
    const first = await signUp(app, { firstName: `Otília${tag}`, lastName: 'Ramos', cpf });
    const second = await signUp(app, { firstName: `Otília${tag}`, lastName: 'Nunes', verified: false });
    const third = await signUp(app, { email: uniqueEmail(`otilia${tag}`) });

    const page1 = await listUsers(`q=${encodeURIComponent(`otília${tag}`)}&pageSize=1`);
    expect(page1.total).toBe(2);
    expect(page1.users.map((u: { email: string }) => u.email)).toEqual([second.email]);
    const page2 = await listUsers(`q=${encodeURIComponent(`OTÍLIA${tag}`)}&pageSize=1&page=2`);
    expect(page2.users.map((u: { email: string }) => u.email)).toEqual([first.email]);
    const found = page2.users[0];
    expect(found).toMatchObject({
      name: `Otília${tag} Ramos`,
      cpfMasked: `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`,
      plan: 'gratis',
      usage: { used: 0, limit: 10 },
      emailVerified: true,
      isSiteAdmin: false,
      banned: false,
      banReason: null,
    });
    expect(JSON.stringify(page2)).not.toContain(cpf);
    expect(page1.users[0].emailVerified).toBe(false);

    const byEmail = await listUsers(`q=${encodeURIComponent(third.email.toUpperCase())}`);
    expect(byEmail.users.map((u: { email: string }) => u.email)).toEqual([third.email]);
    // LIKE's own characters are taken literally.
    expect((await listUsers('q=%25')).total).toBe(0);
    expect((await listUsers('q=_')).total).toBe(0);
  });

  it("shows each user's plan and usage of the period as billing decides them", async () => {
    const vet = await signUp(app, { firstName: `Usage${tag}` });
    for (const name of ['Thor', 'Mel']) {
      const created = await send('POST', '/api/consultations', vet.cookie, {
        patient: { name, species: 'cao' },
      });
      expect(created.status).toBe(201);
    }
    const listed = await listUsers(`q=Usage${tag}`);
    expect(listed.users[0]).toMatchObject({ plan: 'gratis', usage: { used: 2, limit: 10 } });
    const admin = (await listUsers('q=Beatriz')).users[0];
    expect(admin).toMatchObject({ isSiteAdmin: true, id: adminId });
  });

  it('gives the same plan and usage as billing asks per user (the page reads them all at once)', async () => {
    const trial = await signUp(app, { firstName: `Batch${tag}` });
    const paid = await signUp(app, { firstName: `Batch${tag}` });
    const none = await signUp(app, { firstName: `Batch${tag}` });
    const paidId = await userIdOf(app, paid.cookie);
    const noneId = await userIdOf(app, none.cookie);
    await app.database.db.execute(sql`delete from subscription where user_id = ${noneId}`);
    // A paid plan whose window began 10 days ago: a consultation counted before it is not in the window.
    await app.database.db.execute(sql`
      insert into subscription (user_id, plan, status, checkout_session_id, current_period_start, current_period_end)
      values (${paidId}, 'mensal', 'active', ${`cs_${tag}`}, now() - interval '10 days', now() + interval '20 days')`);
    for (const cookie of [trial.cookie, paid.cookie, paid.cookie, none.cookie]) {
      const created = await send('POST', '/api/consultations', cookie, {
        patient: { name: 'Mel', species: 'gato' },
      });
      expect(created.status).toBe(201);
    }
    await app.database.db.execute(sql`
      insert into usage (user_id, counted_at) values (${paidId}, now() - interval '40 days'), (${paidId}, now())`);

    const listed = (await listUsers(`q=Batch${tag}`)).users as Array<{
      id: string;
      plan: string;
      usage: object;
    }>;
    expect(listed).toHaveLength(3);
    for (const row of listed) {
      const { row: current, decision } = await quotaFor(app.database.db, row.id);
      expect(row).toMatchObject({
        plan: current?.plan ?? 'gratis',
        usage: { used: decision.used, limit: decision.limit },
      });
    }
    expect(listed.find((row) => row.id === paidId)).toMatchObject({
      plan: 'mensal',
      usage: { used: 3, limit: 150 },
    });
  });

  it('bans with a reason: sessions end, sign-in is refused, the action is audited; unban restores it', async () => {
    const vet = await signUp(app);
    const vetId = await userIdOf(app, vet.cookie);

    const banned = await send('POST', `/api/admin/users/${vetId}/ban`, adminCookie, {
      reason: 'Uso indevido',
    });
    expect(banned.status).toBe(200);
    expect(await body(banned)).toMatchObject({ id: vetId, banned: true, banReason: 'Uso indevido' });
    // The open session is gone and a new sign-in is refused in pt-BR.
    expect((await body(await send('GET', '/api/me', vet.cookie))).user).toBeNull();
    const refused = await signIn(vet.email);
    expect(refused.status).toBe(403);
    expect((await body(refused)).code).toBe('ACCOUNT_SUSPENDED');
    const listed = await listUsers(`q=${encodeURIComponent(vet.email)}`);
    expect(listed.users[0]).toMatchObject({ banned: true, banReason: 'Uso indevido' });

    const unbanned = await send('POST', `/api/admin/users/${vetId}/unban`, adminCookie, {
      reason: 'Revisado',
    });
    expect(unbanned.status).toBe(200);
    expect(await body(unbanned)).toMatchObject({ banned: false, banReason: null });
    expect((await signIn(vet.email)).status).toBe(200);

    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `user:${vetId}`));
    expect(audit.map(({ actorId, action, details }) => ({ actorId, action, details }))).toEqual([
      { actorId: adminId, action: 'admin.user.ban', details: { reason: 'Uso indevido' } },
      { actorId: adminId, action: 'admin.user.unban', details: { reason: 'Revisado' } },
    ]);
  });

  it('refuses to ban yourself, an unknown user, a missing reason, and anyone but a site admin', async () => {
    const self = await send('POST', `/api/admin/users/${adminId}/ban`, adminCookie, { reason: 'Teste' });
    expect(self.status).toBe(409);
    expect((await body(self)).message).toBe('Você não pode suspender a sua própria conta.');
    const unknown = await send('POST', '/api/admin/users/ninguem/ban', adminCookie, { reason: 'Teste' });
    expect(unknown.status).toBe(404);
    expect((await body(unknown)).message).toBe('Usuário não encontrado.');
    const noReason = await send('POST', `/api/admin/users/${adminId}/unban`, adminCookie, { reason: '' });
    expect(noReason.status).toBe(400);
    expect((await body(noReason)).message).toBe('Informe o motivo.');

    const vet = await signUp(app);
    const other = await signUp(app);
    const otherId = await userIdOf(app, other.cookie);
    for (const [method, path] of [
      ['GET', '/api/admin/users'],
      ['POST', `/api/admin/users/${otherId}/ban`],
      ['POST', `/api/admin/users/${otherId}/unban`],
    ] as const) {
      expect(
        (await send(method, path, vet.cookie, method === 'POST' ? { reason: 'x' } : undefined)).status,
      ).toBe(403);
      expect(
        (await send(method, path, undefined, method === 'POST' ? { reason: 'x' } : undefined)).status,
      ).toBe(401);
    }
    const [still] = await app.database.db
      .select({ banned: user.banned })
      .from(user)
      .where(eq(user.id, otherId));
    expect(still?.banned).toBe(false);
  });
});
