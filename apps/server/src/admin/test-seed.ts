import { ADMIN_TIME_ZONE } from '@vetvoz/domain';
import { sql } from 'drizzle-orm';
import { body, type TestApp } from '../../test/test-app.ts';
import { dayIn } from '../db/sql-rows.ts';

/** Helpers of the admin tests: ids of signed-up users, São Paulo days, rows written straight in SQL. */

export async function userIdOf(app: TestApp, cookie: string): Promise<string> {
  return (await body(await app.request('/api/me', { cookie }))).user.id;
}

/** The São Paulo calendar day `daysAgo` days before today, yyyy-mm-dd. */
export function spDay(daysAgo: number, now = new Date()): string {
  const [year, month, day] = dayIn(ADMIN_TIME_ZONE, now).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - daysAgo)).toISOString().slice(0, 10);
}

/** Noon of that São Paulo day (UTC−3 all year since 2019), well away from either midnight. */
export function spNoon(daysAgo: number): string {
  return `${spDay(daysAgo)}T12:00:00-03:00`;
}

/** A consultation of `ownerId` created at `at`; its id. */
export async function insertConsultation(app: TestApp, ownerId: string, at: string): Promise<string> {
  const result = await app.database.db.execute(sql`
    insert into consultation (owner_id, patient_name, patient_name_folded, species, status, created_at, updated_at)
    values (${ownerId}, 'Thor', 'thor', 'cao', 'ready', ${at}::timestamptz, ${at}::timestamptz) returning id`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    id: string;
  }>;
  return (rows[0] as { id: string }).id;
}

export async function insertDocument(app: TestApp, consultationId: string, type: string, at: string) {
  await app.database.db.execute(sql`
    insert into document (consultation_id, type, status, created_at, updated_at)
    values (${consultationId}, ${type}, 'ready', ${at}::timestamptz, ${at}::timestamptz)`);
}

/** An account written straight into the table (no trial, no session), created at `at`. */
export async function insertUser(app: TestApp, { name, at }: { name: string; at: string }): Promise<string> {
  const id = crypto.randomUUID();
  await app.database.db.execute(sql`
    insert into "user" (id, name, email, email_verified, created_at, updated_at)
    values (${id}, ${name}, ${`${id}@exemplo.com.br`}, true, ${at}::timestamptz, ${at}::timestamptz)`);
  return id;
}
