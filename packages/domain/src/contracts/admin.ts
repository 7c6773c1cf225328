import {
  adminAiProvidersSchema,
  adminAuditPageSchema,
  adminBanInputSchema,
  adminBusinessUnitPageSchema,
  adminCountedConsultationParamsSchema,
  adminCountedConsultationSchema,
  adminCountedConsultationsSchema,
  adminGiveBackInputSchema,
  adminListQuerySchema,
  adminOverviewSchema,
  adminPageViewsQuerySchema,
  adminPageViewsSchema,
  adminUserPageSchema,
  adminUserParamsSchema,
  adminUserSchema,
} from '../admin.ts';
import { defineContract, json, jsonBody } from './contract.ts';

/** The admin area (/admin): one read per section and the ban switch, site admins only. */

export const adminOverviewContract = defineContract({
  method: 'get',
  path: '/api/admin/overview',
  operationId: 'getAdminOverview',
  tag: 'administracao',
  summary: 'Visão geral do site',
  description:
    'Usuários (total e novos nos últimos 7 dias), consultas e documentos por dia nos últimos 30 dias ' +
    '(dias de São Paulo), documentos por tipo, assinaturas ativas por plano, receita recorrente mensal ' +
    '(centavos de real, pelos preços dos planos) e conversão do período grátis para um plano pago.',
  access: 'site-admin',
  responses: { 200: json(adminOverviewSchema, 'Os números da visão geral.') },
});

export const listAdminUsersContract = defineContract({
  method: 'get',
  path: '/api/admin/users',
  operationId: 'listAdminUsers',
  tag: 'administracao',
  summary: 'Lista os usuários',
  description:
    'Busca por nome ou e-mail, dos mais novos para os mais antigos, com plano, consultas usadas no período, ' +
    'e-mail confirmado e suspensão. O CPF aparece só mascarado.',
  access: 'site-admin',
  request: { query: adminListQuerySchema },
  responses: { 200: json(adminUserPageSchema, 'Uma página de usuários.') },
});

export const banAdminUserContract = defineContract({
  method: 'post',
  path: '/api/admin/users/{id}/ban',
  operationId: 'banAdminUser',
  tag: 'administracao',
  summary: 'Suspende um usuário',
  description:
    'Encerra as sessões da conta e impede novas entradas até a reativação. O motivo fica na conta e no ' +
    'registro de auditoria. Um administrador não pode suspender a si mesmo.',
  access: 'site-admin',
  request: { params: adminUserParamsSchema, body: jsonBody(adminBanInputSchema) },
  responses: { 200: json(adminUserSchema, 'O usuário suspenso.') },
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const unbanAdminUserContract = defineContract({
  method: 'post',
  path: '/api/admin/users/{id}/unban',
  operationId: 'unbanAdminUser',
  tag: 'administracao',
  summary: 'Reativa um usuário suspenso',
  description: 'A conta volta a poder entrar. O motivo fica no registro de auditoria.',
  access: 'site-admin',
  request: { params: adminUserParamsSchema, body: jsonBody(adminBanInputSchema) },
  responses: { 200: json(adminUserSchema, 'O usuário reativado.') },
  errors: ['NOT_FOUND'],
});

export const listAdminBusinessUnitsContract = defineContract({
  method: 'get',
  path: '/api/admin/business-units',
  operationId: 'listAdminBusinessUnits',
  tag: 'administracao',
  summary: 'Lista as unidades de negócio',
  description:
    'Busca pelo nome da unidade ou pelo nome ou e-mail do dono, das mais novas para as mais antigas, com ' +
    'membros ativos, plano e consultas usadas no período.',
  access: 'site-admin',
  request: { query: adminListQuerySchema },
  responses: { 200: json(adminBusinessUnitPageSchema, 'Uma página de unidades.') },
});

export const adminAiProvidersContract = defineContract({
  method: 'get',
  path: '/api/admin/ai-providers',
  operationId: 'getAdminAiProviders',
  tag: 'administracao',
  summary: 'Provedores de IA e fila de tarefas',
  description:
    'Os provedores de transcrição e de texto configurados; taxa de erro e latência p50/p95 das chamadas ' +
    'feitas nas últimas 24 horas, medidas em cada chamada; tarefas na fila e a mais antiga à espera.',
  access: 'site-admin',
  responses: { 200: json(adminAiProvidersSchema, 'Os números dos provedores e da fila.') },
});

export const adminPageViewsContract = defineContract({
  method: 'get',
  path: '/api/admin/page-views',
  operationId: 'getAdminPageViews',
  tag: 'administracao',
  summary: 'Visualizações de página',
  description:
    'Por rota e por dia (dias de São Paulo) nos últimos `days` dias (30 se omitido, no máximo 90), com ' +
    'visitantes distintos por dia. Só conta quem aceitou os cookies.',
  access: 'site-admin',
  request: { query: adminPageViewsQuerySchema },
  responses: { 200: json(adminPageViewsSchema, 'As visualizações do período.') },
});

export const listAdminAuditLogContract = defineContract({
  method: 'get',
  path: '/api/admin/audit-log',
  operationId: 'listAdminAuditLog',
  tag: 'administracao',
  summary: 'Registro de auditoria',
  description:
    'Quem fez o quê e quando, do mais novo para o mais antigo. A busca procura na ação, no alvo e no nome ' +
    'ou e-mail de quem agiu.',
  access: 'site-admin',
  request: { query: adminListQuerySchema },
  responses: { 200: json(adminAuditPageSchema, 'Uma página do registro.') },
});

export const listAdminCountedConsultationsContract = defineContract({
  method: 'get',
  path: '/api/admin/users/{id}/counted-consultations',
  operationId: 'listAdminCountedConsultations',
  tag: 'administracao',
  summary: 'Consultas contadas de um usuário',
  description:
    'As últimas 50 consultas contadas da pessoa (pessoais e de unidades), da mais nova para a mais antiga: ' +
    'quando foram contadas, em qual unidade, se foram excluídas, trechos e documentos com falha, segundos ' +
    'de áudio e se o suporte já as devolveu. Nada do conteúdo clínico.',
  access: 'site-admin',
  request: { params: adminUserParamsSchema },
  responses: { 200: json(adminCountedConsultationsSchema, 'As consultas contadas.') },
  errors: ['NOT_FOUND'],
});

export const giveBackCountedConsultationContract = defineContract({
  method: 'post',
  path: '/api/admin/counted-consultations/{id}/give-back',
  operationId: 'giveBackCountedConsultation',
  tag: 'administracao',
  summary: 'Devolve uma consulta contada',
  description:
    'Uma falha confirmada pelo suporte deixa de contar ("falhas não contam após confirmação do suporte"): ' +
    'a consulta sai da cota da pessoa ou da unidade e do teste gratuito. O motivo é obrigatório e fica no ' +
    'registro de auditoria. Devolver de novo responde 409.',
  access: 'site-admin',
  request: { params: adminCountedConsultationParamsSchema, body: jsonBody(adminGiveBackInputSchema) },
  responses: { 200: json(adminCountedConsultationSchema, 'A consulta devolvida.') },
  errors: ['NOT_FOUND', 'CONFLICT'],
});
