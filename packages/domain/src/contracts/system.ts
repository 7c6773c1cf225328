import { z } from 'zod';
import { binary, defineContract, json } from './contract.ts';

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    /** Development and tests only: production says ok or degraded and nothing of its insides. */
    database: z.enum(['ok', 'unreachable']).optional(),
    driver: z.enum(['pglite', 'postgres']).optional(),
  })
  .meta({ description: 'Estado do servidor e do banco de dados.' });
export type Health = z.infer<typeof healthSchema>;

export const getHealthContract = defineContract({
  method: 'get',
  path: '/api/health',
  operationId: 'getHealth',
  tag: 'sistema',
  summary: 'Estado do servidor',
  description: 'Vivacidade e acesso ao banco de dados, para balanceadores de carga e monitoramento.',
  access: 'public',
  responses: {
    200: json(healthSchema, 'Servidor e banco de dados respondendo.'),
    503: json(healthSchema, 'Servidor no ar, mas sem acesso ao banco de dados.'),
  },
});

export const getOpenApiDocumentContract = defineContract({
  method: 'get',
  path: '/api/openapi.json',
  operationId: 'getOpenApiDocument',
  tag: 'sistema',
  summary: 'Documento OpenAPI da API',
  description: 'Este documento (OpenAPI 3.1), gerado dos mesmos esquemas zod que validam as requisições.',
  access: 'public',
  responses: {
    200: {
      description: 'O documento OpenAPI 3.1.',
      content: { 'application/json': { schema: z.looseObject({}) } },
    },
  },
});

export const getApiReferenceContract = defineContract({
  method: 'get',
  path: '/api/docs',
  operationId: 'getApiReference',
  tag: 'sistema',
  summary: 'Referência da API para desenvolvedores',
  description:
    'Página HTML (Scalar) que lê /api/openapi.json. Só em desenvolvimento: em produção responde 404.',
  access: 'public',
  responses: { 200: binary('text/html', 'A página de referência.') },
  errors: ['NOT_FOUND'],
});
