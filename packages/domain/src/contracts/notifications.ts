import { z } from 'zod';
import {
  adminNotificationListSchema,
  adminNotificationSchema,
  notificationInputSchema,
  userNotificationListSchema,
} from '../notifications.ts';
import { binary, defineContract, json, jsonBody, noContent } from './contract.ts';

/** Any text reaches the handler: an id that is not a notification's is 404. */
export const notificationParamsSchema = z.object({
  id: z.string().meta({ description: 'Identificador da notificação (UUID).' }),
});

export const listNotificationsContract = defineContract({
  method: 'get',
  path: '/api/notifications',
  operationId: 'listNotifications',
  tag: 'notificacoes',
  summary: 'Notificações ativas do usuário',
  description: 'Só as ativas, da mais nova para a mais antiga, com o estado de leitura de quem pede.',
  access: 'session',
  responses: { 200: json(userNotificationListSchema, 'As notificações ativas.') },
});

export const markNotificationReadContract = defineContract({
  method: 'post',
  path: '/api/notifications/{id}/read',
  operationId: 'markNotificationRead',
  tag: 'notificacoes',
  summary: 'Marca uma notificação como lida',
  description: 'Idempotente: marcar de novo mantém a data da primeira leitura.',
  access: 'session',
  request: { params: notificationParamsSchema },
  responses: { 204: noContent('Marcada como lida.') },
  errors: ['NOT_FOUND'],
});

export const notificationEventsContract = defineContract({
  method: 'get',
  path: '/api/notifications/events',
  operationId: 'streamNotificationEvents',
  tag: 'notificacoes',
  summary: 'Avisos de notificações novas (SSE)',
  description:
    'Server-sent events da união `NotificationStreamEvent`: `ready` (o fluxo está ouvindo), `changed` ' +
    '(uma notificação foi criada, editada ou apagada: recarregue a lista) e `signed-out`. Um `ping` a ' +
    'cada 15 s mantém a conexão.',
  access: 'session',
  responses: { 200: binary('text/event-stream', 'O fluxo de avisos.') },
});

export const listAdminNotificationsContract = defineContract({
  method: 'get',
  path: '/api/admin/notifications',
  operationId: 'listAdminNotifications',
  tag: 'notificacoes',
  summary: 'Todas as notificações',
  description: 'Ativas e inativas, da mais nova para a mais antiga.',
  access: 'site-admin',
  responses: { 200: json(adminNotificationListSchema, 'Todas as notificações.') },
});

export const createNotificationContract = defineContract({
  method: 'post',
  path: '/api/admin/notifications',
  operationId: 'createNotification',
  tag: 'notificacoes',
  summary: 'Cria uma notificação',
  description: 'Se ativa, aparece na hora para quem está com o app aberto.',
  access: 'site-admin',
  request: { body: jsonBody(notificationInputSchema) },
  responses: { 201: json(adminNotificationSchema, 'A notificação criada.') },
});

export const updateNotificationContract = defineContract({
  method: 'put',
  path: '/api/admin/notifications/{id}',
  operationId: 'updateNotification',
  tag: 'notificacoes',
  summary: 'Edita uma notificação',
  access: 'site-admin',
  request: { params: notificationParamsSchema, body: jsonBody(notificationInputSchema) },
  responses: { 200: json(adminNotificationSchema, 'A notificação editada.') },
  errors: ['NOT_FOUND'],
});

export const deleteNotificationContract = defineContract({
  method: 'delete',
  path: '/api/admin/notifications/{id}',
  operationId: 'deleteNotification',
  tag: 'notificacoes',
  summary: 'Apaga uma notificação',
  access: 'site-admin',
  request: { params: notificationParamsSchema },
  responses: { 204: noContent('Apagada.') },
  errors: ['NOT_FOUND'],
});
