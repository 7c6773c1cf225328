import type { Db } from './database.ts';

/** A transaction of the database, as drizzle hands it to `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The query methods a helper uses, named so the database and a transaction both fit: one helper serves
 * inside and outside a transaction. `Queryable<'select'>` only reads; the default may do everything.
 */
export type Queryable<Method extends keyof Db = 'select' | 'insert' | 'update' | 'delete' | 'execute'> = Pick<
  Db,
  Method
>;
