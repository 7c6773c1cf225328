import { z } from 'zod';
import {
  billingSummarySchema,
  cancelSubscriptionRequestSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  confirmCheckoutRequestSchema,
  confirmCheckoutResponseSchema,
  portalRequestSchema,
  portalResponseSchema,
  unitBillingSchema,
  webhookResponseSchema,
} from '../billing/views.ts';
import { binarySchema, defineContract, json, jsonBody } from './contract.ts';

export const getBillingContract = defineContract({
  method: 'get',
  path: '/api/subscription',
  operationId: 'getBilling',
  tag: 'assinatura',
  summary: 'Assinatura e consultas disponíveis',
  description: 'O plano confirmado pela cobrança (nunca o escolhido no cadastro), o estado e o uso.',
  access: 'session',
  responses: { 200: json(billingSummarySchema, 'A assinatura (ou null) e o uso.') },
});

export const startFreeTrialContract = defineContract({
  method: 'post',
  path: '/api/subscription/free',
  operationId: 'startFreeTrial',
  tag: 'assinatura',
  summary: 'Ativa o período grátis',
  description:
    'Cria a assinatura grátis ("free_session", 10 consultas, sem cartão); se já existe uma, responde ela. ' +
    'Um período grátis por CPF.',
  access: 'session',
  responses: { 200: json(billingSummarySchema, 'A assinatura grátis e o uso.') },
  errors: ['TRIAL_USED'],
});

export const startCheckoutContract = defineContract({
  method: 'post',
  path: '/api/subscription/checkout',
  operationId: 'startCheckout',
  tag: 'assinatura',
  summary: 'Página de pagamento de um plano',
  description:
    'O endereço da sessão de pagamento do Stripe criada pelo servidor (ou do link de pagamento, com uma ' +
    'referência assinada para esta conta). Com uma assinatura paga ainda ativa, o endereço é o da troca de ' +
    'plano no portal do Stripe, na mesma assinatura. Planos desconhecidos contam como mensal.',
  access: 'session',
  request: { body: jsonBody(checkoutRequestSchema) },
  responses: { 200: json(checkoutResponseSchema, 'O endereço para onde o navegador vai.') },
  errors: ['PAYMENT_UNAVAILABLE', 'PAYMENT_PROVIDER_FAILED', 'FORBIDDEN'],
});

export const billingPortalContract = defineContract({
  method: 'post',
  path: '/api/subscription/portal',
  operationId: 'openBillingPortal',
  tag: 'assinatura',
  summary: 'Portal de pagamento do Stripe',
  description:
    'Cartão, faturas e cancelamento no portal do Stripe, da assinatura da pessoa ou de uma unidade (só o ' +
    'proprietário).',
  access: 'session',
  request: { body: jsonBody(portalRequestSchema) },
  responses: { 200: json(portalResponseSchema, 'O endereço do portal.') },
  errors: ['NOT_FOUND', 'FORBIDDEN', 'PAYMENT_UNAVAILABLE', 'PAYMENT_PROVIDER_FAILED'],
});

export const unitBillingParamsSchema = z.object({ id: z.string() });

export const getUnitBillingContract = defineContract({
  method: 'get',
  path: '/api/subscription/units/{id}',
  operationId: 'getUnitBilling',
  tag: 'assinatura',
  summary: 'Plano de uma unidade',
  description: 'O plano pago que vale agora para a unidade. Só o proprietário.',
  access: 'session',
  request: { params: unitBillingParamsSchema },
  responses: { 200: json(unitBillingSchema, 'O plano da unidade.') },
  errors: ['FORBIDDEN'],
});

export const confirmCheckoutContract = defineContract({
  method: 'post',
  path: '/api/subscription/confirm',
  operationId: 'confirmCheckout',
  tag: 'assinatura',
  summary: 'Confirma um pagamento',
  description:
    'Para a página de sucesso: lê a sessão de pagamento no Stripe se o aviso (webhook) ainda não chegou ' +
    '(uma leitura por sessão a cada poucos segundos; limite por conta).',
  access: 'session',
  request: { body: jsonBody(confirmCheckoutRequestSchema) },
  responses: { 200: json(confirmCheckoutResponseSchema, 'Confirmado, ou ainda aguardando o Stripe.') },
  errors: ['NOT_FOUND', 'PAYMENT_PROVIDER_FAILED', 'PAYMENT_UNAVAILABLE', 'RATE_LIMITED'],
});

export const cancelSubscriptionContract = defineContract({
  method: 'post',
  path: '/api/cancel-subscription',
  operationId: 'cancelSubscription',
  tag: 'assinatura',
  summary: 'Cancela a assinatura',
  description:
    'Cancela no fim do período pago (o acesso continua até lá, sem reembolso). Só o dono da assinatura. ' +
    'Uma falha do Stripe responde `details`.',
  access: 'session',
  request: { body: jsonBody(cancelSubscriptionRequestSchema) },
  responses: { 200: json(billingSummarySchema, 'A assinatura, marcada para terminar no fim do período.') },
  errors: ['NOT_FOUND', 'PAYMENT_PROVIDER_FAILED', 'PAYMENT_UNAVAILABLE'],
});

export const stripeWebhookContract = defineContract({
  method: 'post',
  path: '/api/stripe/webhook',
  operationId: 'stripeWebhook',
  tag: 'assinatura',
  summary: 'Avisos do Stripe',
  description:
    'Assinado pelo Stripe (cabeçalho Stripe-Signature, conferido no corpo exato). Cada evento é tratado ' +
    'uma vez; eventos desconhecidos são ignorados; um evento sem `id` ou `data` é recusado (400).',
  access: 'public',
  request: {
    body: {
      content: { 'application/json': { schema: binarySchema } },
      required: true,
      description: 'O evento do Stripe, como enviado.',
    },
  },
  responses: { 200: json(webhookResponseSchema, 'Recebido (também para repetições e eventos ignorados).') },
  errors: ['UNAVAILABLE'],
});
