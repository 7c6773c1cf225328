import type { Db } from './database.ts';

/** What drizzle's `.prepare(name)` hands back: run with the placeholders' values. */
interface Prepared<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>;
}

const cache = new WeakMap<Db, Map<string, Prepared<unknown>>>();

/**
 * A hot-path query built once per database and run by name with `sql.placeholder` values: drizzle then
 * skips building the SQL text on every call (the query builder was a sixth of the segment path's CPU in
 * the load bench, docs/decisions/052-cheaper-segments.md). postgres.js also keeps the statement parsed
 * on each connection (it prepares every repeated text itself); PGlite runs the cached text as it is.
 *
 * Only on the database itself: a statement prepared here runs outside any transaction, so queries inside
 * `db.transaction` stay ordinary ones.
 */
export function prepared<Result>(
  db: Db,
  name: string,
  build: (db: Db) => Prepared<Result>,
): Prepared<Result> {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  let statement = statements.get(name) as Prepared<Result> | undefined;
  if (!statement) {
    statement = build(db);
    statements.set(name, statement as Prepared<unknown>);
  }
  return statement;
}
