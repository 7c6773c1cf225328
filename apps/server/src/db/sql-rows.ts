import type { SQL } from 'drizzle-orm';
import type { Queryable } from './queryable.ts';

/**
 * The rows of a raw query: postgres-js answers an array, PGlite an object with `rows`. Aggregates are cast
 * to int (or float) in the SQL itself, so both drivers give numbers, never bigint strings.
 */
export async function selectRows<T>(db: Queryable<'execute'>, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

/** A LIKE pattern that matches `text` anywhere, its own % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The calendar day (yyyy-mm-dd) of an instant in a time zone. */
export function dayIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The `count` calendar days ending with today's (in the time zone), oldest first. */
export function lastDays(timeZone: string, count: number, now = new Date()): string[] {
  const today = dayIn(timeZone, now);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(year, month - 1, day - (count - 1 - index))).toISOString().slice(0, 10),
  );
}
