import { invitationLinkRequestSchema, invitationPreviewSchema } from '../business-units/invitation-link.ts';
import { unitSummarySchema } from '../business-units/views.ts';
import { defineContract, json, jsonBody } from './contract.ts';

/**
 * The invitation e-mail's link (docs/decisions/040-invitation-links-and-clean-up.md). The secret goes in
 * the body, never in a URL, so it reaches no access log. A secret that is unknown, used or expired is the
 * same 404: a guess learns nothing.
 */
export const previewInvitationLinkContract = defineContract({
  method: 'post',
  path: '/api/invitation-links/preview',
  operationId: 'previewInvitationLink',
  tag: 'unidades',
  summary: 'O que diz o link de um convite',
  description:
    'Para quem tem o link do e-mail: o nome de quem convidou e o nome da unidade, com ou sem sessão. ' +
    'Limitado por endereço de rede.',
  access: 'public',
  request: { body: jsonBody(invitationLinkRequestSchema) },
  responses: { 200: json(invitationPreviewSchema, 'Quem convidou, para qual unidade.') },
  errors: ['NOT_FOUND', 'RATE_LIMITED'],
});

export const acceptInvitationLinkContract = defineContract({
  method: 'post',
  path: '/api/invitation-links/accept',
  operationId: 'acceptInvitationLink',
  tag: 'unidades',
  summary: 'Aceita o convite do link',
  description:
    'Só com a sessão do e-mail convidado, já confirmado (403 sem a confirmação); outra conta recebe 404, ' +
    'como um link que não existe.',
  access: 'session',
  request: { body: jsonBody(invitationLinkRequestSchema) },
  responses: { 200: json(unitSummarySchema, 'A unidade, agora com você como membro.') },
  errors: ['NOT_FOUND', 'EMAIL_NOT_VERIFIED', 'RATE_LIMITED'],
});
