import { defineContract, json, jsonBody } from '@vetvoz/domain';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../logging/logger.ts';
import type { AppEnv } from './context.ts';
import { contractRoutes, JSON_BODY_REQUIRED_MESSAGE, route } from './contract.ts';
import { handleError } from './error-handler.ts';

const echoContract = defineContract({
  method: 'post',
  path: '/api/eco/{id}',
  operationId: 'echo',
  tag: 'sistema',
  summary: 'Eco de teste',
  access: 'session',
  request: {
    params: z.object({ id: z.string().regex(/^\d+$/, 'Identificador inválido.') }),
    query: z.object({ modo: z.enum(['curto', 'longo'], 'Modo inválido.').optional() }),
    body: jsonBody(z.object({ nome: z.string('Informe o nome.').min(1, 'Informe o nome.') })),
  },
  responses: { 200: json(z.object({ id: z.string(), nome: z.string(), modo: z.string() }), 'O eco.') },
});

function testApp(signedIn: boolean) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use('*', async (c, next) => {
    c.set('log', createLogger('silent'));
    c.set(
      'user',
      signedIn
        ? { id: 'u1', email: 'a@exemplo.com.br', name: 'A', image: null, emailVerified: true, isAdmin: false }
        : null,
    );
    await next();
  });
  const routes = contractRoutes();
  routes.openapi(route(echoContract), (c) => {
    const { id } = c.req.valid('param');
    const { modo = 'curto' } = c.req.valid('query');
    const { nome } = c.req.valid('json');
    return c.json({ id, nome, modo }, 200);
  });
  app.route('/api', routes);
  return app;
}

const post = (app: Hono<AppEnv>, path: string, body: string, type = 'application/json') =>
  app.request(path, { method: 'POST', body, headers: { 'content-type': type } });

describe('routes registered from a contract', () => {
  it('hands the handler the parsed params, query and body', async () => {
    const response = await post(testApp(true), '/api/eco/12?modo=longo', '{"nome":"Thor"}');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: '12', nome: 'Thor', modo: 'longo' });
  });

  it('checks the access its contract names before reading anything', async () => {
    const response = await post(testApp(false), '/api/eco/x', '{');
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe('UNAUTHENTICATED');
  });

  it.each([
    [
      'malformed JSON',
      '/api/eco/1',
      '{"nome":',
      'application/json',
      'O corpo da requisição deve ser um JSON válido.',
    ],
    ['an empty body', '/api/eco/1', '', 'application/json', 'O corpo da requisição deve ser um JSON válido.'],
    ['an array', '/api/eco/1', '[]', 'application/json', 'O corpo da requisição deve ser um objeto JSON.'],
    ['text, not JSON', '/api/eco/1', '{"nome":"Thor"}', 'text/plain', JSON_BODY_REQUIRED_MESSAGE],
    ['a broken field', '/api/eco/1', '{"nome":""}', 'application/json', 'Informe o nome.'],
    ['a missing field', '/api/eco/1', '{}', 'application/json', 'Informe o nome.'],
    ['a bad parameter', '/api/eco/abc', '{"nome":"Thor"}', 'application/json', 'Identificador inválido.'],
    ['a bad query', '/api/eco/1?modo=x', '{"nome":"Thor"}', 'application/json', 'Modo inválido.'],
  ])(
    'refuses %s with VALIDATION, the pt-BR message and the field',
    async (label, path, body, type, message) => {
      const response = await post(testApp(true), path, body, type);
      expect(response.status).toBe(400);
      const field = {
        'a broken field': 'nome',
        'a missing field': 'nome',
        'a bad parameter': 'id',
        'a bad query': 'modo',
      }[label];
      expect(await response.json()).toEqual({ code: 'VALIDATION', message, ...(field ? { field } : {}) });
    },
  );
});
