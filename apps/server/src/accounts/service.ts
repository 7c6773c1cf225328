import type { SignUpPayload } from '@vetvoz/domain';
import { isAPIError } from 'better-auth/api';
import { eq, or } from 'drizzle-orm';
import type { Auth } from '../auth/auth.ts';
import { assertStrongPassword } from '../auth/password-strength.ts';
import type { Db } from '../db/database.ts';
import { user } from '../db/schema/index.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { AppError } from '../http/app-error.ts';

/**
 * Creates the account through better-auth (password hashing, session cookie) with the validated
 * profile. Duplicate e-mail and CPF are checked first so the user reads the spec's exact message;
 * the unique constraints still guard the race between two simultaneous sign-ups.
 */
export async function signUpAccount({
  auth,
  db,
  payload,
  headers,
}: {
  auth: Auth;
  db: Db;
  payload: SignUpPayload;
  headers: Headers;
}): Promise<Response> {
  assertStrongPassword(payload.password, [payload.email, payload.firstName, payload.lastName]);
  const existing = await db
    .select({ email: user.email, cpf: user.cpf })
    .from(user)
    .where(or(eq(user.email, payload.email), eq(user.cpf, payload.cpf)));
  if (existing.some((row) => row.email === payload.email)) {
    throw new AppError('EMAIL_TAKEN', undefined, { field: 'email' });
  }
  if (existing.length > 0) {
    throw new AppError('CPF_TAKEN', undefined, { field: 'cpf' });
  }

  try {
    return await auth.api.signUpEmail({
      headers,
      asResponse: true,
      body: {
        name: `${payload.firstName} ${payload.lastName}`,
        email: payload.email,
        password: payload.password,
        firstName: payload.firstName,
        lastName: payload.lastName,
        phone: payload.phone,
        crmv: payload.crmv,
        cpf: payload.cpf,
        birthDate: payload.birthDate,
        professionalRole: payload.role,
        plan: payload.plan ?? 'gratis',
        allowContact: payload.allowContact,
        termsAcceptedAt: new Date(),
      },
    });
  } catch (error) {
    if (isUniqueViolation(error) || isEmailTakenRefusal(error))
      throw new AppError('EMAIL_TAKEN', undefined, { cause: error, field: 'email' });
    throw error;
  }
}

/** better-auth's own refusal when the e-mail was taken between our check and its insert. */
function isEmailTakenRefusal(error: unknown): boolean {
  return isAPIError(error) && error.body?.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL';
}
