import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './database.ts';
import { user } from './schema/index.ts';
import { isUniqueViolation } from './unique-violation.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
});
afterAll(() => database.close());

async function failing(query: Promise<unknown>): Promise<unknown> {
  try {
    await query;
  } catch (error) {
    return error;
  }
  throw new Error('the query was expected to fail');
}

const account = (email: string) => ({
  id: randomUUID(),
  name: 'Helena Prado',
  email,
  emailVerified: false,
  createdAt: new Date(),
  updatedAt: new Date(),
});

describe('isUniqueViolation', () => {
  it('recognises a real unique violation on PGlite (SQLSTATE 23505 in the wrapped driver error)', async () => {
    const email = `helena-${randomUUID()}@clinica.com.br`;
    await database.db.insert(user).values(account(email));
    const error = await failing(database.db.insert(user).values(account(email)));
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('does not take other database errors for one', async () => {
    const error = await failing(
      database.db.insert(user).values({ ...account('x@clinica.com.br'), name: null as unknown as string }),
    );
    expect(isUniqueViolation(error)).toBe(false);
  });

  it('reads the SQLSTATE, not the message: words like "duplicate" or "unique" are not enough', () => {
    expect(isUniqueViolation(new Error('duplicate key value violates unique constraint'))).toBe(false);
    expect(isUniqueViolation(new Error('o e-mail já existe', { cause: new Error('already exists') }))).toBe(
      false,
    );
    expect(isUniqueViolation('duplicate')).toBe(false);
  });
});
