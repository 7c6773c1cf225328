import { databaseErrorSummary } from '../logging/safe-error.ts';

/** SQLSTATE unique_violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * True when the database refused a row for a unique constraint. Reads the SQLSTATE (on the error or, as
 * drizzle wraps driver errors, on its cause), never the message: messages change with the driver and the
 * server's language, and other errors may say "duplicate".
 */
export function isUniqueViolation(error: unknown): boolean {
  return databaseErrorSummary(error)?.code === UNIQUE_VIOLATION;
}
