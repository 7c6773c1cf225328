import { z } from 'zod';
import {
  followUpInputSchema,
  followUpListSchema,
  followUpSchema,
  reminderAcceptedSchema,
  reminderRequestSchema,
  weekFollowUpListSchema,
} from '../follow-ups/follow-up-schemas.ts';
import { consultationParamsSchema } from './consultations.ts';
import { defineContract, json, jsonBody, noContent } from './contract.ts';
import { tutorPackParamsSchema } from './tutor-links.ts';

export const followUpParamsSchema = z.object({
  id: z.string().meta({ description: 'Identificador do acompanhamento (UUID).' }),
});

export const listFollowUpsContract = defineContract({
  method: 'get',
  path: '/api/consultations/{id}/follow-ups',
  operationId: 'listFollowUps',
  tag: 'consultas',
  summary: 'Lista os retornos e acompanhamentos da consulta',
  description:
    'Retornos, exames a repetir, próximas doses de vacina: os ditos na consulta (com o trecho da ' +
    'transcrição) e os que o veterinário acrescentou, por data.',
  access: 'session',
  request: { params: consultationParamsSchema },
  responses: { 200: json(followUpListSchema, 'Os acompanhamentos, do mais próximo ao mais distante.') },
  errors: ['NOT_FOUND'],
});

export const createFollowUpContract = defineContract({
  method: 'post',
  path: '/api/consultations/{id}/follow-ups',
  operationId: 'createFollowUp',
  tag: 'consultas',
  summary: 'Acrescenta um acompanhamento à consulta',
  access: 'session',
  request: { params: consultationParamsSchema, body: jsonBody(followUpInputSchema) },
  responses: { 201: json(followUpSchema, 'O acompanhamento criado.') },
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

export const updateFollowUpContract = defineContract({
  method: 'patch',
  path: '/api/follow-ups/{id}',
  operationId: 'updateFollowUp',
  tag: 'consultas',
  summary: 'Corrige um acompanhamento',
  access: 'session',
  request: { params: followUpParamsSchema, body: jsonBody(followUpInputSchema) },
  responses: { 200: json(followUpSchema, 'O acompanhamento corrigido.') },
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

export const deleteFollowUpContract = defineContract({
  method: 'delete',
  path: '/api/follow-ups/{id}',
  operationId: 'deleteFollowUp',
  tag: 'consultas',
  summary: 'Remove um acompanhamento',
  description: 'Lembretes pedidos pelo tutor para ele são cancelados e o contato é apagado.',
  access: 'session',
  request: { params: followUpParamsSchema },
  responses: { 204: noContent('Acompanhamento removido.') },
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

export const weekFollowUpsContract = defineContract({
  method: 'get',
  path: '/api/follow-ups/week',
  operationId: 'listWeekFollowUps',
  tag: 'consultas',
  summary: 'Retornos da semana',
  description: 'Os acompanhamentos das consultas que o usuário pode ver, de hoje até daqui a 7 dias.',
  access: 'session',
  responses: { 200: json(weekFollowUpListSchema, 'Os acompanhamentos dos próximos 7 dias, por data.') },
});

export const requestReminderContract = defineContract({
  method: 'post',
  path: '/api/tutor-packs/{token}/reminders',
  operationId: 'requestReminder',
  tag: 'documentos',
  summary: 'O tutor pede um lembrete de um acompanhamento',
  description:
    'Pública, a partir do link privado do tutor, com autorização expressa. O contato fica guardado só ' +
    'até o lembrete ser enviado e então é apagado. Limitada por endereço.',
  access: 'public',
  request: { params: tutorPackParamsSchema, body: jsonBody(reminderRequestSchema) },
  responses: { 201: json(reminderAcceptedSchema, 'O lembrete agendado.') },
  errors: ['LINK_GONE', 'NOT_FOUND', 'RATE_LIMITED'],
});
