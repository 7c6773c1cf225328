import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, confirmEmail, createTestApp, signUp, type TestApp } from '../../test/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('document e-mail needs a confirmed address', () => {
  it('answers 403 in Portuguese until the vet confirms their e-mail', async () => {
    const account = await signUp(app, { verified: false });
    const send = () =>
      app.request(`/api/documents/${randomUUID()}/email`, {
        method: 'POST',
        cookie: account.cookie,
        body: JSON.stringify({ to: 'tutora@example.com', message: 'Olá!' }),
      });
    const refused = await send();
    expect(refused.status).toBe(403);
    expect(await body(refused)).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Confirme seu e-mail antes de enviar documentos por e-mail.',
    });
    expect(app.sentMail.some((mail) => mail.to === 'tutora@example.com')).toBe(false);

    await confirmEmail(app, account.email);
    // Past the gate: this document does not exist.
    expect((await send()).status).toBe(404);
  });
});
