import { z } from 'zod';
import {
  createUnitRequestSchema,
  inviteMemberRequestSchema,
  updateMemberRequestSchema,
} from '../business-units/schemas.ts';
import {
  inviteMemberResultSchema,
  myUnitInvitationListSchema,
  unitDashboardSchema,
  unitDetailSchema,
  unitListSchema,
  unitSummarySchema,
  unitUsageSchema,
} from '../business-units/views.ts';
import { defineContract, json, jsonBody, noContent } from './contract.ts';

/**
 * Business units (decision 024). Failures of the writes answer docs/product-rules.md §8's English text in
 * `details` and pt-BR words in `message` (BUSINESS_UNIT_ERROR_TEXTS); reads that fail say "not found" or
 * answer empty, as §8 asks. A unit the caller has no record in is 404, never 403: its existence is not told.
 */

/** Any text reaches the handler: an id that is not one of the caller's units is 404. */
export const unitParamsSchema = z.object({
  id: z.string().meta({ description: 'Identificador da unidade (UUID).' }),
});

export const unitMemberParamsSchema = unitParamsSchema.extend({
  userId: z.string().meta({ description: 'Identificador do usuário membro.' }),
});

export const unitInvitationParamsSchema = unitParamsSchema.extend({
  invitationId: z.string().meta({ description: 'Identificador do convite (UUID).' }),
});

export const unitDashboardQuerySchema = z.object({
  unitId: z
    .string()
    .max(255, 'Identificador inválido.')
    .optional()
    .meta({ description: 'A unidade; sem ele, a primeira (por nome) que o usuário administra.' }),
});

export const createBusinessUnitContract = defineContract({
  method: 'post',
  path: '/api/business-units',
  operationId: 'createBusinessUnit',
  tag: 'unidades',
  summary: 'Cria uma unidade',
  description:
    'Quem pede vira o proprietário (membro ativo). A unidade começa no plano grátis com 10 consultas por ' +
    'mês, renovadas todo mês, que saem do mesmo teste gratuito de 10 consultas do proprietário; falhas ao ' +
    'preparar a assinatura ou a renovação ficam no log e não impedem a criação. Exige e-mail confirmado ' +
    '(403) e recusa uma segunda unidade grátis do mesmo proprietário (409).',
  access: 'session',
  request: { body: jsonBody(createUnitRequestSchema) },
  responses: { 201: json(unitSummarySchema, 'A unidade criada.') },
  errors: ['EMAIL_NOT_VERIFIED', 'CONFLICT'],
});

export const listBusinessUnitsContract = defineContract({
  method: 'get',
  path: '/api/business-units',
  operationId: 'listBusinessUnits',
  tag: 'unidades',
  summary: 'Minhas unidades',
  description:
    'As unidades de que sou proprietário ou membro (ativo ou pendente), com meu papel e situação em cada ' +
    'uma; as ativas são as que posso escolher ao iniciar uma consulta.',
  access: 'session',
  responses: { 200: json(unitListSchema, 'As unidades.') },
});

export const myUnitInvitationsContract = defineContract({
  method: 'get',
  path: '/api/business-units/invitations',
  operationId: 'listMyBusinessUnitInvitations',
  tag: 'unidades',
  summary: 'Meus convites pendentes',
  description: 'Convites para o meu e-mail ainda não aceitos.',
  access: 'session',
  responses: { 200: json(myUnitInvitationListSchema, 'Os convites.') },
});

export const businessUnitDashboardContract = defineContract({
  method: 'get',
  path: '/api/business-units/dashboard',
  operationId: 'getBusinessUnitDashboard',
  tag: 'unidades',
  summary: 'Painel da unidade',
  description:
    'Para o proprietário e administradores ativos: cota do período, consultas por dia (30 dias), ' +
    'contagem por membro, convites pendentes e consultas recentes (só nome e espécie do animal e data).',
  access: 'session',
  request: { query: unitDashboardQuerySchema },
  responses: { 200: json(unitDashboardSchema, 'O painel.') },
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const getBusinessUnitContract = defineContract({
  method: 'get',
  path: '/api/business-units/{id}',
  operationId: 'getBusinessUnit',
  tag: 'unidades',
  summary: 'Lê uma unidade',
  description: 'Membros e convites só para o proprietário e administradores ativos; vazios para os demais.',
  access: 'session',
  request: { params: unitParamsSchema },
  responses: { 200: json(unitDetailSchema, 'A unidade.') },
  errors: ['NOT_FOUND'],
});

export const inviteBusinessUnitMemberContract = defineContract({
  method: 'post',
  path: '/api/business-units/{id}/members',
  operationId: 'inviteBusinessUnitMember',
  tag: 'unidades',
  summary: 'Convida alguém para a unidade',
  description:
    'Proprietário e administradores ativos. A pessoa recebe um e-mail com o link do convite e fica ' +
    'pendente até aceitar; quem ainda não tem conta cria uma com o mesmo e-mail antes.',
  access: 'session',
  request: { params: unitParamsSchema, body: jsonBody(inviteMemberRequestSchema) },
  responses: { 201: json(inviteMemberResultSchema, 'O convite.') },
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
});

export const updateBusinessUnitMemberContract = defineContract({
  method: 'patch',
  path: '/api/business-units/{id}/members/{userId}',
  operationId: 'updateBusinessUnitMember',
  tag: 'unidades',
  summary: 'Muda o papel de um membro',
  description: 'Proprietário e administradores ativos; o papel do proprietário não muda.',
  access: 'session',
  request: { params: unitMemberParamsSchema, body: jsonBody(updateMemberRequestSchema) },
  responses: { 200: json(unitDetailSchema, 'A unidade com o papel mudado.') },
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const removeBusinessUnitMemberContract = defineContract({
  method: 'delete',
  path: '/api/business-units/{id}/members/{userId}',
  operationId: 'removeBusinessUnitMember',
  tag: 'unidades',
  summary: 'Remove um membro da unidade',
  description:
    'Proprietário e administradores ativos; o proprietário não pode ser removido. As consultas da ' +
    'pessoa continuam dela.',
  access: 'session',
  request: { params: unitMemberParamsSchema },
  responses: { 204: noContent('Removido.') },
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const cancelBusinessUnitInvitationContract = defineContract({
  method: 'delete',
  path: '/api/business-units/{id}/invitations/{invitationId}',
  operationId: 'cancelBusinessUnitInvitation',
  tag: 'unidades',
  summary: 'Cancela um convite a um e-mail sem conta',
  description: 'Proprietário e administradores ativos.',
  access: 'session',
  request: { params: unitInvitationParamsSchema },
  responses: { 204: noContent('Cancelado.') },
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const acceptBusinessUnitInvitationContract = defineContract({
  method: 'post',
  path: '/api/business-units/{id}/invitations/accept',
  operationId: 'acceptBusinessUnitInvitation',
  tag: 'unidades',
  summary: 'Aceita o convite de uma unidade',
  description: 'Só quem entrou com o e-mail convidado, já confirmado. Aceitar de novo responde a unidade.',
  access: 'session',
  request: { params: unitParamsSchema },
  responses: { 200: json(unitSummarySchema, 'A unidade, agora como membro ativo.') },
  errors: ['NOT_FOUND', 'EMAIL_NOT_VERIFIED'],
});

export const leaveBusinessUnitContract = defineContract({
  method: 'post',
  path: '/api/business-units/{id}/leave',
  operationId: 'leaveBusinessUnit',
  tag: 'unidades',
  summary: 'Sai da unidade (ou recusa o convite)',
  description:
    'Apaga o meu registro de membro, ativo ou pendente. As consultas que fiz continuam minhas. O ' +
    'proprietário não sai da própria unidade.',
  access: 'session',
  request: { params: unitParamsSchema },
  responses: { 204: noContent('Saiu da unidade.') },
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const businessUnitUsageContract = defineContract({
  method: 'get',
  path: '/api/business-units/{id}/usage',
  operationId: 'getBusinessUnitUsage',
  tag: 'unidades',
  summary: 'Uso da unidade',
  description:
    'Proprietário e administradores ativos: as consultas do período por membro e no total, a cota e os ' +
    'períodos anteriores (os 12 mais recentes). O CSV é montado pela página a partir desta resposta.',
  access: 'session',
  request: { params: unitParamsSchema },
  responses: { 200: json(unitUsageSchema, 'O uso.') },
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});
