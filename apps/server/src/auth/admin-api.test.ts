import { desc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, randomCpf, signUp, type TestApp, uniqueEmail } from '../../test/test-app.ts';
import { auditLog, session, user } from '../db/schema/index.ts';

let app: TestApp;
const adminEmail = uniqueEmail('admin');
let adminCookie: string;
let adminId: string;
let vet: { email: string; cookie: string; id: string; cpf: string };

beforeAll(async () => {
  app = await createTestApp({ ADMIN_EMAILS: adminEmail });
  adminCookie = (await signUp(app, { email: adminEmail })).cookie;
  adminId = await idOf(adminEmail);
  const cpf = randomCpf();
  const created = await signUp(app, { cpf, phone: '(21) 99876-5432' });
  vet = { ...created, cpf, id: await idOf(created.email) };
});
afterAll(() => app.close());

async function idOf(email: string): Promise<string> {
  const [row] = await app.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row?.id as string;
}

const audits = () => app.database.db.select().from(auditLog).orderBy(desc(auditLog.id));

describe('admin API', () => {
  it('lists users without CPF and with the phone masked, and audits the listing', async () => {
    const response = await app.request('/api/auth/admin/list-users?limit=50', { cookie: adminCookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.clone().text();
    expect(text).not.toContain(vet.cpf);
    expect(text).not.toContain('21998765432');
    const { users } = await body(response);
    const listed = users.find((row: { email: string }) => row.email === vet.email);
    expect(listed).toMatchObject({ id: vet.id, email: vet.email, name: 'Helena Prado', role: 'user' });
    expect(listed.cpf).toBeUndefined();
    expect(listed.phone).toBe('(21) *****-5432');

    const [row] = await audits();
    expect(row).toMatchObject({ actorId: adminId, action: 'admin.list-users', target: 'users' });
  });

  it('get-user and list-user-sessions hide CPF and session tokens, and are audited with their target', async () => {
    const got = await app.request(`/api/auth/admin/get-user?id=${vet.id}`, { cookie: adminCookie });
    expect(got.status).toBe(200);
    const gotText = await got.text();
    expect(gotText).not.toContain(vet.cpf);
    expect(JSON.parse(gotText)).toMatchObject({ id: vet.id, email: vet.email });
    expect((await audits())[0]).toMatchObject({
      actorId: adminId,
      action: 'admin.get-user',
      target: `user:${vet.id}`,
    });

    const sessions = await app.request('/api/auth/admin/list-user-sessions', {
      method: 'POST',
      cookie: adminCookie,
      body: JSON.stringify({ userId: vet.id }),
    });
    expect(sessions.status).toBe(200);
    const listed = (await body(sessions)).sessions;
    expect(listed.length).toBeGreaterThan(0);
    for (const row of listed) expect(row.token).toBeUndefined();
    expect((await audits())[0]).toMatchObject({
      action: 'admin.list-user-sessions',
      target: `user:${vet.id}`,
    });
  });

  it('refuses impersonation, even to a site admin', async () => {
    for (const path of ['/api/auth/admin/impersonate-user', '/api/auth/admin/stop-impersonating']) {
      const response = await app.request(path, {
        method: 'POST',
        cookie: adminCookie,
        body: JSON.stringify({ userId: vet.id }),
      });
      expect(response.status).toBe(404);
      expect((await body(response)).message).toBe('Recurso não encontrado.');
    }
    const impersonated = await app.database.db
      .select()
      .from(session)
      .where(isNotNull(session.impersonatedBy));
    expect(impersonated).toEqual([]);
  });

  it('answers 403 in Portuguese to a vet, and 401 to a visitor', async () => {
    const vetList = await app.request('/api/auth/admin/list-users', { cookie: vet.cookie });
    expect(vetList.status).toBe(403);
    expect((await body(vetList)).message).toBe('Você não tem permissão para realizar esta ação.');
    expect((await app.request('/api/auth/admin/list-users')).status).toBe(401);
  });
});
