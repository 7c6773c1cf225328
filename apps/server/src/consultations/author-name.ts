import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { user as userTable } from '../db/schema/index.ts';

/** The name a vet signs with: first and last name from the profile, else the account's name. */
export function signingNameOf(row: { firstName: string | null; lastName: string | null; name: string }) {
  return [row.firstName, row.lastName].filter(Boolean).join(' ').trim() || row.name;
}

/** The signing name of one user; empty when the account is gone. */
export async function signingNameOfUser(db: Pick<Db, 'select'>, userId: string): Promise<string> {
  const [row] = await db
    .select({ firstName: userTable.firstName, lastName: userTable.lastName, name: userTable.name })
    .from(userTable)
    .where(eq(userTable.id, userId));
  return row ? signingNameOf(row) : '';
}
