import { MESSAGES } from '@vetvoz/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  body,
  createTestApp,
  registration,
  sessionCookie,
  TEST_PASSWORD,
  type TestApp,
} from '../../test/test-app.ts';
import { user } from '../db/schema/index.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const signUp = (payload: Record<string, unknown>) =>
  app.request('/api/accounts/sign-up', { method: 'POST', body: JSON.stringify(payload) });

describe('sign-up', () => {
  it('creates the account with its profile and signs the user in', async () => {
    const payload = registration({
      email: 'Helena.Prado@Clinica.com.br',
      birthDate: '1988-05-04',
      allowContact: true,
    });
    const response = await signUp(payload);
    expect(response.status).toBe(200);
    const cookie = sessionCookie(response);
    expect(cookie).toContain('better-auth.session_token=');
    expect(response.headers.getSetCookie()[0]).toMatch(/HttpOnly/i);
    expect(response.headers.getSetCookie()[0]).toMatch(/SameSite=Lax/i);
    // The contract's body: the session travels in the HttpOnly cookie only, never readable by scripts.
    const created = await body(response);
    expect(created).toEqual({
      user: { id: expect.any(String), email: 'helena.prado@clinica.com.br', name: 'Helena Prado' },
    });

    const me = await body(await app.request('/api/me', { cookie }));
    expect(me.user).toMatchObject({
      email: 'helena.prado@clinica.com.br',
      name: 'Helena Prado',
      isAdmin: false,
    });

    const [row] = await app.database.db
      .select()
      .from(user)
      .where(eq(user.email, 'helena.prado@clinica.com.br'));
    expect(row).toMatchObject({
      firstName: 'Helena',
      lastName: 'Prado',
      cpf: (payload.cpf as string).replace(/\D/g, ''),
      phone: '11987654321',
      crmv: '12345/SP',
      professionalRole: 'veterinario',
      birthDate: '1988-05-04',
      plan: 'gratis',
      allowContact: true,
      role: 'user',
    });
    expect(row?.termsAcceptedAt).toBeInstanceOf(Date);
  });

  it('refuses a duplicate e-mail with the exact message', async () => {
    const first = registration();
    expect((await signUp(first)).status).toBe(200);
    const again = await signUp(registration({ email: (first.email as string).toUpperCase() }));
    expect(again.status).toBe(409);
    expect(await body(again)).toEqual({
      code: 'EMAIL_TAKEN',
      message: MESSAGES.duplicateEmail,
      field: 'email',
    });
  });

  it('refuses a CPF already used by another account', async () => {
    const first = registration();
    await signUp(first);
    const again = await signUp(registration({ cpf: first.cpf }));
    expect(again.status).toBe(409);
    expect(await body(again)).toEqual({
      code: 'CPF_TAKEN',
      message: 'Este CPF já está cadastrado em outra conta.',
      field: 'cpf',
    });
  });

  it('refuses an invalid CPF', async () => {
    const response = await signUp(registration({ cpf: '123.456.789-00' }));
    expect(response.status).toBe(400);
    expect(await body(response)).toEqual({ code: 'VALIDATION', message: MESSAGES.invalidCpf, field: 'cpf' });
  });

  it('refuses missing fields and unaccepted terms, in Portuguese', async () => {
    const { crmv: _crmv, ...withoutCrmv } = registration();
    expect((await body(await signUp(withoutCrmv))).message).toBe('Informe seu CRMV.');
    expect((await body(await signUp(registration({ acceptTerms: false })))).message).toBe(
      MESSAGES.termsNotAccepted,
    );
    expect((await body(await signUp(registration({ password: 'curta' })))).message).toBe(
      'A senha deve ter pelo menos 8 caracteres.',
    );
  });

  it("closes better-auth's own sign-up and update endpoints to the browser", async () => {
    const direct = await app.request('/api/auth/sign-up/email', {
      method: 'POST',
      body: JSON.stringify({ email: 'burla@exemplo.com.br', password: TEST_PASSWORD, name: 'Burla' }),
    });
    expect(direct.status).toBe(404);
    const { email, cpf } = registration();
    const created = await signUp(registration({ email, cpf }));
    const update = await app.request('/api/auth/update-user', {
      method: 'POST',
      cookie: sessionCookie(created),
      body: JSON.stringify({ cpf: '00000000000' }),
    });
    expect(update.status).toBe(404);
  });
});
