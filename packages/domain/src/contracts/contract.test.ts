import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorBodySchema } from '../errors.ts';
import { contractUrl, defineContract, json, jsonBody } from './contract.ts';

const thing = z.object({ id: z.string() });

describe('defineContract', () => {
  it('gives a public route no security and only the errors it can answer', () => {
    const contract = defineContract({
      method: 'get',
      path: '/api/coisa',
      operationId: 'getCoisa',
      tag: 'site',
      summary: 'Uma coisa',
      access: 'public',
      responses: { 200: json(thing, 'A coisa.') },
    });
    expect(contract.security).toEqual([]);
    expect(contract['x-access']).toBe('public');
    expect(contract.tags).toEqual(['site']);
    expect(Object.keys(contract.responses).sort()).toEqual(['200', '500']);
  });

  it('adds the session, the role and the input errors a route implies, each as { code, message }', () => {
    const contract = defineContract({
      method: 'post',
      path: '/api/coisa/{id}',
      operationId: 'postCoisa',
      tag: 'site',
      summary: 'Muda uma coisa',
      access: 'site-admin',
      request: { params: thing, body: jsonBody(thing) },
      responses: { 200: json(thing, 'A coisa.') },
      errors: ['NOT_FOUND', 'RATE_LIMITED'],
    });
    expect(contract.security).toEqual([{ sessionCookie: [] }]);
    expect(Object.keys(contract.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '413',
      '429',
      '500',
    ]);
    expect(contract.responses[403].content['application/json'].schema).toBe(apiErrorBodySchema);
    expect(contract.responses[403].description).toContain('FORBIDDEN');
  });

  it('keeps a response the contract names itself for an error status (the health check’s 503)', () => {
    const contract = defineContract({
      method: 'get',
      path: '/api/estado',
      operationId: 'getEstado',
      tag: 'sistema',
      summary: 'Estado',
      access: 'public',
      responses: { 200: json(thing, 'No ar.'), 503: json(thing, 'Fora do ar.') },
      errors: ['UNAVAILABLE'],
    });
    expect(contract.responses[503].content['application/json'].schema).toBe(thing);
  });
});

describe('contractUrl', () => {
  it('fills the parameters, encoded, and adds the query given', () => {
    expect(
      contractUrl(
        { path: '/api/consultations/{id}/segments/{index}' },
        { id: 'a/b', index: 3 },
        {
          q: 'Thor & Mel',
          cursor: undefined,
        },
      ),
    ).toBe('/api/consultations/a%2Fb/segments/3?q=Thor%20%26%20Mel');
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => contractUrl({ path: '/api/documents/{id}' })).toThrow('id');
  });
});
