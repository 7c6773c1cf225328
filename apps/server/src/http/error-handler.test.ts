import { ERROR_MESSAGES } from '@vetvoz/domain';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { capturedLogger } from '../../test/support/captured-log.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { AppError } from './app-error.ts';
import type { AppEnv } from './context.ts';
import { handleError } from './error-handler.ts';
import { requestContext } from './request-context.ts';

const MARKER = 'MARCADOR-REQ-5d1e Luna com otite';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** Routes whose database writes fail, behind the app's own request context and error handler. */
function appWithFailingWrites() {
  const { db } = testApp.database;
  const { log, text } = capturedLogger();
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use('*', requestContext(log));
  app.post('/api/row', async (c) => {
    await db.execute(sql`
      insert into consultation (owner_id, patient_name, species, transcript)
      values ('ninguem', 'Luna', null, ${MARKER})`);
    return c.body(null, 204);
  });
  app.post('/api/nul', async (c) => {
    await db.execute(
      sql`update consultation set transcript = ${`${MARKER}\u0000`} where id = gen_random_uuid()`,
    );
    return c.body(null, 204);
  });
  return { app, text };
}

describe('handleError with database errors', () => {
  it('answers 500 and logs the SQLSTATE and table, never the values of the failed query', async () => {
    const { app, text } = appWithFailingWrites();
    const response = await app.request('/api/row', { method: 'POST' });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: 'INTERNAL', message: ERROR_MESSAGES.INTERNAL });
    const logged = text();
    expect(logged).toMatch(/request failed/);
    expect(logged).toMatch(/23502/);
    expect(logged).not.toContain('MARCADOR');
    expect(logged).not.toContain('otite');
  });

  it('answers text Postgres cannot store (a NUL) as 400 VALIDATION in pt-BR, not 500', async () => {
    const { app, text } = appWithFailingWrites();
    const response = await app.request('/api/nul', { method: 'POST' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'VALIDATION', message: ERROR_MESSAGES.VALIDATION });
    expect(text()).not.toContain('MARCADOR');
  });
});

describe('handleError with a field', () => {
  function appThrowing(error: () => unknown) {
    const app = new Hono<AppEnv>();
    app.onError(handleError);
    app.get('/api/x', () => {
      throw error();
    });
    return app;
  }

  it('sends the field an AppError names, next to its code and message', async () => {
    const response = await appThrowing(() => new AppError('CPF_TAKEN', undefined, { field: 'cpf' })).request(
      '/api/x',
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      code: 'CPF_TAKEN',
      message: ERROR_MESSAGES.CPF_TAKEN,
      field: 'cpf',
    });
  });

  it("names the first issue's path as the field of a validation error", async () => {
    const schema = z.object({ contact: z.object({ email: z.email('E-mail inválido.') }) });
    const response = await appThrowing(() => schema.safeParse({ contact: { email: 'x' } }).error).request(
      '/api/x',
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'VALIDATION',
      message: 'E-mail inválido.',
      field: 'contact.email',
    });
  });

  it('sends no field when the error is about no field', async () => {
    const response = await appThrowing(() => new AppError('NOT_FOUND')).request('/api/x');
    expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: ERROR_MESSAGES.NOT_FOUND });
  });
});

describe('handleError with deliberate refusals', () => {
  it('logs a 503 the app chose (a full or stopping node) as one warning without a stack; a failure stays an error', async () => {
    const { log, text } = capturedLogger();
    const app = new Hono<AppEnv>();
    app.onError(handleError);
    app.use('*', requestContext(log));
    app.get('/api/busy', () => {
      throw new AppError('UNAVAILABLE', 'Servidor cheio.');
    });
    app.get('/api/broken', () => {
      throw new AppError('UNAVAILABLE', 'Modelo ausente.', { cause: new Error('model file missing') });
    });
    expect((await app.request('/api/busy')).status).toBe(503);
    expect(text()).toMatch(/"level":40.*request refused: unavailable/);
    expect(text()).not.toMatch(/"stack"/);
    expect((await app.request('/api/broken')).status).toBe(503);
    expect(text()).toMatch(/"level":50.*request failed/);
  });
});
