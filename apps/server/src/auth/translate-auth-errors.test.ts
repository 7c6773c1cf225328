import { apiErrorBodySchema, ERROR_MESSAGES, MESSAGES } from '@vetvoz/domain';
import { describe, expect, it } from 'vitest';
import { translateAuthError } from './translate-auth-errors.ts';

/** A refusal as better-auth sends it: an English message and its own code. */
function refusal(status: number, code: string): Response {
  return new Response(JSON.stringify({ code, message: 'Something in English' }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

async function translated(status: number, code: string, path: string) {
  const response = await translateAuthError(refusal(status, code), path);
  return {
    status: response.status,
    body: (await response.json()) as { code: string; message: string; field?: string },
  };
}

describe('translateAuthError codes', () => {
  it('answers a wrong current password as WRONG_PASSWORD about the currentPassword field', async () => {
    expect(await translated(400, 'INVALID_PASSWORD', '/api/auth/change-password')).toEqual({
      status: 400,
      body: { code: 'WRONG_PASSWORD', message: 'Senha incorreta.', field: 'currentPassword' },
    });
  });

  it('answers a wrong password elsewhere (account deletion) as WRONG_PASSWORD about the password field', async () => {
    expect(await translated(400, 'INVALID_PASSWORD', '/api/auth/delete-user')).toEqual({
      status: 400,
      body: { code: 'WRONG_PASSWORD', message: 'Senha incorreta.', field: 'password' },
    });
  });

  it('answers a refused reset link as INVALID_RESET_LINK with the same text as before', async () => {
    expect(await translated(400, 'INVALID_TOKEN', '/api/auth/reset-password')).toEqual({
      status: 400,
      body: { code: 'INVALID_RESET_LINK', message: ERROR_MESSAGES.INVALID_RESET_LINK },
    });
  });

  it('answers a taken e-mail as EMAIL_TAKEN about the email field, with the exact text', async () => {
    expect(await translated(422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', '/api/auth/sign-up/email')).toEqual(
      {
        status: 409,
        body: { code: 'EMAIL_TAKEN', message: MESSAGES.duplicateEmail, field: 'email' },
      },
    );
  });

  it('answers every better-auth code with one of the API codes, keeping the pt-BR texts', async () => {
    expect(await translated(400, 'INVALID_TOKEN', '/api/auth/verify-email')).toEqual({
      status: 400,
      body: {
        code: 'INVALID_VERIFICATION_LINK',
        message: 'O link de confirmação é inválido. Peça um novo e-mail de confirmação.',
      },
    });
    expect(await translated(401, 'INVALID_EMAIL_OR_PASSWORD', '/api/auth/sign-in/email')).toEqual({
      status: 401,
      body: { code: 'INVALID_CREDENTIALS', message: 'E-mail ou senha incorretos.' },
    });
    expect((await translated(403, 'EMAIL_NOT_VERIFIED', '/api/auth/sign-in/email')).body).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: ERROR_MESSAGES.EMAIL_NOT_VERIFIED,
    });
    expect((await translated(403, 'BANNED_USER', '/api/auth/sign-in/email')).body.code).toBe(
      'ACCOUNT_SUSPENDED',
    );
    // Codes of no meaning to a client take the API code of their status.
    const byStatus = [
      [400, 'FIELD_NOT_ALLOWED', 'VALIDATION'],
      [401, 'SESSION_EXPIRED', 'UNAUTHENTICATED'],
      [403, 'YOU_ARE_NOT_ALLOWED_TO_LIST_USERS', 'FORBIDDEN'],
      [404, 'SOMETHING_NEW', 'NOT_FOUND'],
      [429, 'TOO_MANY', 'RATE_LIMITED'],
      [500, 'FAILED_TO_CREATE_USER', 'INTERNAL'],
    ] as const;
    for (const [status, code, expected] of byStatus) {
      const { body } = await translated(status, code, '/api/auth/qualquer');
      expect(apiErrorBodySchema.parse(body).code, code).toBe(expected);
    }
  });
});
