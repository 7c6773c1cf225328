import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLogger } from '../../test/support/captured-log.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { databaseErrorSummary, safeErrorText } from './safe-error.ts';

/** Text a vet said, as a test marker: it must never reach a log line or the job table. */
const MARKER = 'MARCADOR-TRANSCRICAO-7f3a Rex tomou amoxicilina';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function failing(query: Promise<unknown>): Promise<unknown> {
  try {
    await query;
  } catch (error) {
    return error;
  }
  throw new Error('the query was expected to fail');
}

/** The two ways a database error carries clinical text: the bound parameters and Postgres's row detail. */
const nulInParameter = () => failing(app.database.db.execute(sql`select ${`${MARKER}\u0000`}::text`));
const rowInDetail = () =>
  failing(
    app.database.db.execute(sql`
      insert into consultation (owner_id, patient_name, species, transcript)
      values ('nobody', 'Rex', null, ${MARKER})`),
  );

describe('database errors in logs and stored errors', () => {
  it('the raw errors do carry the marker (what this guards against)', async () => {
    for (const error of [await nulInParameter(), await rowInDetail()]) {
      const everything = JSON.stringify(error, Object.getOwnPropertyNames(error)) + String(error);
      const cause = (error as { cause?: object }).cause ?? {};
      expect(everything + JSON.stringify(cause)).toContain('MARCADOR-TRANSCRICAO-7f3a');
    }
  });

  it('summarises a database error as class, SQLSTATE, table, column and constraint only', async () => {
    expect(databaseErrorSummary(await nulInParameter())).toMatchObject({ code: '22021' });
    expect(databaseErrorSummary(await rowInDetail())).toMatchObject({
      code: '23502',
      table: 'consultation',
      column: 'species',
    });
    expect(databaseErrorSummary(new Error('provedor fora do ar'))).toBeUndefined();
    const text = safeErrorText(await rowInDetail());
    expect(text).toMatch(/23502/);
    expect(text).toMatch(/consultation/);
    expect(text).not.toContain('MARCADOR');
    // Errors that are not from the database keep their own message.
    expect(safeErrorText(new Error('provedor fora do ar'))).toBe('provedor fora do ar');
  });

  it('never writes the parameters, the query values or the failing row to the log', async () => {
    const { log, text } = capturedLogger();
    const viaDrizzle = await nulInParameter();
    const withRow = await rowInDetail();
    log.error({ err: viaDrizzle }, 'update failed');
    log.error(withRow as Error, 'insert failed');
    log.warn({ err: new Error('wrapped', { cause: withRow }) }, 'job failed');
    const output = text();
    expect(output).not.toContain('MARCADOR');
    expect(output).not.toContain('amoxicilina');
    expect(output).toContain('22021');
    expect(output).toContain('23502');
    // Still useful: where it happened.
    expect(output).toMatch(/safe-error\.test\.ts/);
  });

  it("never takes the message of a database error as the log line's msg when none is given", async () => {
    const { log, text } = capturedLogger();
    const withRow = await rowInDetail();
    log.error(withRow as Error);
    log.error({ err: withRow });
    const lines = text()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(text()).not.toContain('MARCADOR');
    expect(lines.map((line) => line.msg)).toEqual([
      'DrizzleQueryError 23502 (tabela consultation, coluna species)',
      'DrizzleQueryError 23502 (tabela consultation, coluna species)',
    ]);
  });

  it('keeps ordinary errors readable in the log', () => {
    const { log, text } = capturedLogger();
    log.error({ err: new TypeError('provedor fora do ar') }, 'call failed');
    const line = JSON.parse(text());
    expect(line.err).toMatchObject({ type: 'TypeError', message: 'provedor fora do ar' });
    expect(line.err.stack).toMatch(/safe-error\.test\.ts/);
  });
});
