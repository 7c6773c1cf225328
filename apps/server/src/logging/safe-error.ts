/**
 * Database errors carry clinical text: drizzle's DrizzleQueryError puts the SQL and its bound parameters in
 * its message (`params: <the transcript>`), and the driver's error keeps the parameters, the values Postgres
 * quotes ("invalid input syntax for type uuid: …") and the failing row ("Failing row contains (…)").
 * Logs and stored errors (job.last_error) describe them by class, SQLSTATE, table, column and constraint only.
 */

export interface DatabaseErrorSummary {
  /** The outermost error's class (DrizzleQueryError, PostgresError…). */
  type: string;
  /** SQLSTATE, e.g. 23505 (unique violation), 22021 (invalid byte sequence). */
  code?: string;
  table?: string;
  column?: string;
  constraint?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_CAUSE_DEPTH = 8;

type ErrorLike = Error & Record<string, unknown>;

function isErrorLike(value: unknown): value is ErrorLike {
  return value instanceof Error || (typeof value === 'object' && value !== null && 'message' in value);
}

function className(error: ErrorLike): string {
  const ctor = (error as { constructor?: { name?: string } }).constructor?.name;
  // PGlite's DatabaseError is minified to a one-letter class; its name is the protocol message ("error").
  return ctor && ctor.length > 2 && ctor !== 'Object' ? ctor : error.name || 'Error';
}

const isDrizzleQueryError = (error: ErrorLike) =>
  className(error) === 'DrizzleQueryError' || ('query' in error && 'params' in error);

/** A driver error from the server: PGlite's DatabaseError or postgres.js's PostgresError. */
const isPostgresError = (error: ErrorLike) =>
  typeof error.code === 'string' &&
  SQLSTATE.test(error.code) &&
  ('severity' in error || 'routine' in error || className(error) === 'PostgresError');

function* causeChain(error: unknown): Generator<ErrorLike> {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && isErrorLike(current); depth++) {
    yield current;
    current = current.cause;
  }
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** What may be said of a database error, or undefined when `error` does not come from the database. */
export function databaseErrorSummary(error: unknown): DatabaseErrorSummary | undefined {
  let outer: ErrorLike | undefined;
  for (const link of causeChain(error)) {
    if (!outer && (isDrizzleQueryError(link) || isPostgresError(link))) outer = link;
    if (outer && isPostgresError(link)) {
      const summary: DatabaseErrorSummary = {
        type: className(outer),
        code: link.code as string,
        // PGlite names them table/column/constraint, postgres.js table_name/column_name/constraint_name.
        table: text(link.table) ?? text(link.table_name),
        column: text(link.column) ?? text(link.column_name),
        constraint: text(link.constraint) ?? text(link.constraint_name),
      };
      for (const key of ['table', 'column', 'constraint'] as const) {
        if (summary[key] === undefined) delete summary[key];
      }
      return summary;
    }
  }
  return outer ? { type: className(outer) } : undefined;
}

/** True for SQLSTATE codes that mean the text itself is unusable (a NUL, an invalid byte sequence). */
export function isInvalidTextError(error: unknown): boolean {
  const code = databaseErrorSummary(error)?.code;
  return code === '22021' || code === '22P05';
}

/** One line for job.last_error and the like: the summary for database errors, the message otherwise. */
export function safeErrorText(error: unknown): string {
  const summary = databaseErrorSummary(error);
  if (!summary) return isErrorLike(error) ? String(error.message) : String(error);
  const where = [
    summary.table && `tabela ${summary.table}`,
    summary.column && `coluna ${summary.column}`,
    summary.constraint && `restrição ${summary.constraint}`,
  ].filter(Boolean);
  return `${summary.type} ${summary.code ?? 'sem SQLSTATE'}${where.length ? ` (${where.join(', ')})` : ''}`;
}

/** The stack's frames only: its first line repeats the message, which for these errors holds the values. */
function framesOnly(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/**
 * pino's serializer for `err`. Database errors become their summary and stack frames. Other errors keep
 * type, message, stack and a string `code`, with their cause serialized the same way; other fields
 * (parameters, details, responses) are left out, since any of them may hold personal data.
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!isErrorLike(error)) return error;
  if (isDrizzleQueryError(error) || isPostgresError(error)) {
    return { ...databaseErrorSummary(error), stack: framesOnly(error.stack) };
  }
  const serialized: Record<string, unknown> = {
    type: className(error),
    message: String(error.message),
    stack: error.stack,
  };
  if (typeof error.code === 'string') serialized.code = error.code;
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH)
    serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}
