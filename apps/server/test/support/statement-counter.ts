import type { Database } from '../../src/db/database.ts';

/** What reached the database while counting: each statement's text, and the transactions they ran in. */
export interface StatementCount {
  statements: string[];
  /** Explicit transactions plus statements that ran on their own (each is its own transaction). */
  transactions: number;
}

type Query = (...args: unknown[]) => Promise<unknown>;
interface Wrappable {
  [method: string]: unknown;
}

/**
 * Counts the statements and transactions the app sends, at the driver (PGlite's `query`/`transaction`,
 * postgres.js's `unsafe`/`begin`), so a helper that adds a round trip shows up whatever builds it.
 * `start()` begins a fresh count, `stop()` returns it; the driver is left wrapped but inert between them.
 */
export function countStatements(database: Database) {
  const client = (database.db as unknown as { $client: Wrappable }).$client;
  let counting = false;
  let count: StatementCount = { statements: [], transactions: 0 };
  const record = (text: unknown, inTransaction: boolean) => {
    if (!counting) return;
    const statement = String(text).replace(/\s+/g, ' ').trim();
    // postgres.js sends a transaction's own begin/commit as statements, PGlite does not: counted once,
    // as the transaction, on both.
    if (/^(begin|commit|rollback)\b/i.test(statement)) return;
    count.statements.push(statement);
    if (!inTransaction) count.transactions += 1;
  };
  const wrapQuery = (target: Wrappable, method: string, inTransaction: boolean) => {
    const original = target[method] as Query;
    target[method] = (...args: unknown[]) => {
      record(args[0], inTransaction);
      return original.apply(target, args);
    };
  };
  const wrapTransaction = (target: Wrappable, method: string, queryMethod: string) => {
    const original = target[method] as Query;
    target[method] = (...args: unknown[]) => {
      if (counting) count.transactions += 1;
      const callback = args.at(-1) as (tx: Wrappable) => unknown;
      const rest = args.slice(0, -1);
      return original.apply(target, [
        ...rest,
        (tx: Wrappable) => {
          wrapQuery(tx, queryMethod, true);
          return callback(tx);
        },
      ]);
    };
  };
  if (database.kind === 'pglite') {
    wrapQuery(client, 'query', false);
    wrapTransaction(client, 'transaction', 'query');
  } else {
    wrapQuery(client, 'unsafe', false);
    wrapTransaction(client, 'begin', 'unsafe');
  }
  return {
    start() {
      count = { statements: [], transactions: 0 };
      counting = true;
    },
    stop(): StatementCount {
      counting = false;
      return count;
    },
  };
}
