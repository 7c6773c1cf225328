import { z } from 'zod';
import {
  createdWebhookEndpointSchema,
  createWebhookEndpointSchema,
  webhookDeliveryListSchema,
  webhookEndpointListSchema,
  webhookEndpointViewSchema,
} from '../api/webhooks.ts';
import { defineContract, json, jsonBody, noContent } from './contract.ts';

export const webhookEndpointParamsSchema = z.object({
  id: z.string().meta({ description: 'Identificador do endereço de webhook (UUID).' }),
});

export const webhookDeliveryParamsSchema = webhookEndpointParamsSchema.extend({
  deliveryId: z.string().meta({ description: 'Identificador da entrega (UUID).' }),
});

export const createWebhookEndpointContract = defineContract({
  method: 'post',
  path: '/api/webhook-endpoints',
  operationId: 'createWebhookEndpoint',
  tag: 'webhooks',
  summary: 'Cadastra um endereço de webhook',
  description:
    'O VetVoz avisa este endereço (https, público) dos eventos escolhidos, com o cabeçalho VetVoz-Signature. ' +
    'O segredo da assinatura aparece uma única vez nesta resposta.',
  access: 'session',
  request: { body: jsonBody(createWebhookEndpointSchema) },
  responses: {
    201: json(createdWebhookEndpointSchema, 'O endereço cadastrado, com o segredo (mostrado só agora).'),
  },
  errors: ['CONFLICT', 'RATE_LIMITED'],
});

export const listWebhookEndpointsContract = defineContract({
  method: 'get',
  path: '/api/webhook-endpoints',
  operationId: 'listWebhookEndpoints',
  tag: 'webhooks',
  summary: 'Lista os endereços de webhook',
  description: 'Os endereços de quem pergunta, com os eventos e o estado. Nunca o segredo.',
  access: 'session',
  responses: { 200: json(webhookEndpointListSchema, 'Os endereços.') },
});

export const deleteWebhookEndpointContract = defineContract({
  method: 'delete',
  path: '/api/webhook-endpoints/{id}',
  operationId: 'deleteWebhookEndpoint',
  tag: 'webhooks',
  summary: 'Apaga um endereço de webhook',
  description: 'Nada mais é enviado a ele, nem as tentativas pendentes.',
  access: 'session',
  request: { params: webhookEndpointParamsSchema },
  responses: { 204: noContent('Endereço apagado.') },
  errors: ['NOT_FOUND'],
});

export const listWebhookDeliveriesContract = defineContract({
  method: 'get',
  path: '/api/webhook-endpoints/{id}/deliveries',
  operationId: 'listWebhookDeliveries',
  tag: 'webhooks',
  summary: 'Lista as entregas de um endereço',
  description: 'As 50 entregas mais recentes: estado, tentativas, último erro e a próxima tentativa.',
  access: 'session',
  request: { params: webhookEndpointParamsSchema },
  responses: { 200: json(webhookDeliveryListSchema, 'As entregas, da mais recente à mais antiga.') },
  errors: ['NOT_FOUND'],
});

export const redeliverWebhookContract = defineContract({
  method: 'post',
  path: '/api/webhook-endpoints/{id}/deliveries/{deliveryId}/redeliver',
  operationId: 'redeliverWebhook',
  tag: 'webhooks',
  summary: 'Reenvia uma entrega',
  description: 'Envia o mesmo evento de novo, com o mesmo id (o receptor descarta repetidos).',
  access: 'session',
  request: { params: webhookDeliveryParamsSchema },
  responses: { 202: noContent('Reenvio na fila.') },
  errors: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
});

export const enableWebhookEndpointContract = defineContract({
  method: 'post',
  path: '/api/webhook-endpoints/{id}/enable',
  operationId: 'enableWebhookEndpoint',
  tag: 'webhooks',
  summary: 'Reativa um endereço de webhook',
  description:
    'Um endereço desativado (por exemplo, porque respondeu HTTP 410) volta a receber os eventos que acontecerem ' +
    'daqui em diante; o endereço é conferido de novo. As entregas que já falharam podem ser reenviadas.',
  access: 'session',
  request: { params: webhookEndpointParamsSchema },
  responses: { 200: json(webhookEndpointViewSchema, 'O endereço, ativo.') },
  errors: ['NOT_FOUND', 'RATE_LIMITED'],
});
