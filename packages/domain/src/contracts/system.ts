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
  description:
    'Este documento (OpenAPI 3.1), gerado dos mesmos esquemas zod que validam as requisições: as rotas ' +
    'públicas e as de quem entrou; as dos administradores do site estão em /api/admin/openapi.json.',
  access: 'public',
  responses: {
    200: {
      description: 'O documento OpenAPI 3.1.',
      content: { 'application/json': { schema: z.looseObject({}) } },
    },
  },
});

export const getAdminOpenApiDocumentContract = defineContract({
  method: 'get',
  path: '/api/admin/openapi.json',
  operationId: 'getAdminOpenApiDocument',
  tag: 'administracao',
  summary: 'Documento OpenAPI das rotas de administração',
  description:
    'As rotas dos administradores do site (OpenAPI 3.1), fora do documento público: só para administradores.',
  access: 'site-admin',
  responses: {
    200: {
      description: 'O documento OpenAPI 3.1 das rotas de administração.',
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
