import { MESSAGES } from '@vetvoz/domain';
import { APIError } from 'better-auth/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../../test/test-app.ts';
import type { Auth } from '../auth/auth.ts';
import { type Database, openDatabase } from '../db/database.ts';
import { user } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { signUpAccount } from './service.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
});
afterAll(() => database.close());

/** An auth whose sign-up fails the way a sign-up losing a race does (test double). */
const authFailingWith = (error: unknown) =>
  ({ api: { signUpEmail: () => Promise.reject(error) } }) as unknown as Auth;

async function refusal(error: unknown): Promise<unknown> {
  try {
    await signUpAccount({
      auth: authFailingWith(error),
      db: database.db,
      payload: registration() as never,
      headers: new Headers(),
    });
  } catch (thrown) {
    return thrown;
  }
  throw new Error('the sign-up was expected to fail');
}

async function realUniqueViolation(): Promise<unknown> {
  const row = {
    id: crypto.randomUUID(),
    name: 'Helena Prado',
    email: `corrida-${crypto.randomUUID()}@clinica.com.br`,
    emailVerified: false,
  };
  await database.db.insert(user).values(row);
  try {
    await database.db.insert(user).values({ ...row, id: crypto.randomUUID() });
  } catch (error) {
    return error;
  }
  throw new Error('the insert was expected to fail');
}

describe('sign-up losing a race to another sign-up', () => {
  it('answers the duplicate e-mail conflict for a unique violation from the database', async () => {
    const error = await refusal(await realUniqueViolation());
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'EMAIL_TAKEN', message: MESSAGES.duplicateEmail, field: 'email' });
  });

  it("answers the same for better-auth's own refusal of a taken e-mail", async () => {
    const error = await refusal(
      APIError.from('UNPROCESSABLE_ENTITY', {
        code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
        message: 'User already exists. Use another email.',
      }),
    );
    expect(error).toMatchObject({ code: 'EMAIL_TAKEN', message: MESSAGES.duplicateEmail, field: 'email' });
  });

  it('lets other failures through unchanged', async () => {
    const other = new Error('duplicate of nothing: the provider is down');
    expect(await refusal(other)).toBe(other);
  });
});
