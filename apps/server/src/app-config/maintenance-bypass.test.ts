import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, signUp, type TestApp, uniqueEmail } from '../../test/test-app.ts';

let app: TestApp;
let adminCookie: string;
let vetCookie: string;
const adminEmail = uniqueEmail('admin');

beforeAll(async () => {
  app = await createTestApp({ ADMIN_EMAILS: adminEmail });
  adminCookie = (await signUp(app, { email: adminEmail })).cookie;
  vetCookie = (await signUp(app)).cookie;
});
afterAll(() => app.close());

/**
 * The web's gate decides who sees the app during maintenance from /api/me's admin flag; the API keeps
 * answering a site admin (maintenance-gate.ts refuses only others' writes), so one can always turn it off.
 */
describe('maintenance mode and site admins', () => {
  it('lets the admin use the API and switch maintenance off, while a vet can only read it', async () => {
    const put = (cookie: string, changes: object) =>
      app.request('/api/app-config', { method: 'PUT', cookie, body: JSON.stringify(changes) });
    expect((await put(adminCookie, { isMaintenanceMode: true })).status).toBe(200);

    const adminMe = await body(await app.request('/api/me', { cookie: adminCookie }));
    expect(adminMe.user.isAdmin).toBe(true);
    const vetMe = await body(await app.request('/api/me', { cookie: vetCookie }));
    expect(vetMe.user.isAdmin).toBe(false);
    expect((await body(await app.request('/api/app-config', { cookie: vetCookie }))).isMaintenanceMode).toBe(
      true,
    );
    // During maintenance a vet's write stops at the maintenance gate, before its own 403.
    expect((await put(vetCookie, { isMaintenanceMode: false })).status).toBe(503);

    const off = await put(adminCookie, { isMaintenanceMode: false });
    expect(off.status).toBe(200);
    expect((await body(await app.request('/api/app-config'))).isMaintenanceMode).toBe(false);
  });
});
