import { z } from 'zod';
import { singleLineText } from '../text.ts';

/**
 * Webhooks of VetVoz's API (docs/api.md): a practice system is told when a consultation is transcribed and
 * when a document is ready or failed, instead of polling. docs/decisions/047-webhooks.md.
 */

export const WEBHOOK_EVENT_TYPES = ['consultation.transcribed', 'document.ready', 'document.failed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Endpoints one person may hold at once. */
export const MAX_WEBHOOK_ENDPOINTS = 10;
export const TOO_MANY_WEBHOOK_ENDPOINTS_MESSAGE = `Você já tem ${MAX_WEBHOOK_ENDPOINTS} endereços de webhook. Apague um antes de criar outro.`;
/** The header every delivery carries: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'VetVoz-Signature';
/** Every secret starts so, like the keys: recognisable if it leaks. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
export const WEBHOOK_URL_MESSAGE =
  'Endereço inválido: use uma URL https pública (sem usuário e senha, sem endereço interno).';

export const webhookUrlSchema = singleLineText(WEBHOOK_URL_MESSAGE)
  .min(1, WEBHOOK_URL_MESSAGE)
  .max(500, 'Endereço longo demais (máximo de 500 caracteres).')
  // Parsed and checked against internal addresses by the server (apps/server/src/webhooks/send-webhook.ts).
  .regex(/^https?:\/\/\S+$/i, WEBHOOK_URL_MESSAGE);

export const createWebhookEndpointSchema = z.object({
  url: webhookUrlSchema,
  events: z
    .array(
      z.enum(
        WEBHOOK_EVENT_TYPES,
        'Evento inválido: use consultation.transcribed, document.ready ou document.failed.',
      ),
    )
    .min(1, 'Escolha ao menos um evento.')
    .max(WEBHOOK_EVENT_TYPES.length)
    .transform((events) => [...new Set(events)]),
});
export type CreateWebhookEndpointInput = z.input<typeof createWebhookEndpointSchema>;

export const WEBHOOK_ENDPOINT_STATUSES = ['active', 'disabled'] as const;

export const webhookEndpointViewSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  /** `disabled`: the receiver answered 410 Gone; nothing more is sent to it. */
  status: z.enum(WEBHOOK_ENDPOINT_STATUSES),
  createdAt: z.string(),
});
export type WebhookEndpointView = z.infer<typeof webhookEndpointViewSchema>;

export const createdWebhookEndpointSchema = webhookEndpointViewSchema.extend({
  /** Shown once, at creation: verify `VetVoz-Signature` with it. */
  secret: z.string(),
});
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpointSchema>;

export const webhookEndpointListSchema = z.object({ endpoints: z.array(webhookEndpointViewSchema) });

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookDeliveryViewSchema = z.object({
  id: z.string(),
  /** The event's id, the same on every attempt and redelivery: receivers deduplicate by it. */
  eventId: z.string(),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** Why the last attempt failed (HTTP status, timeout, refused address), in pt-BR; null once delivered. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDeliveryView = z.infer<typeof webhookDeliveryViewSchema>;

export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliveryViewSchema) });

/** What a receiver gets: ids only, never tutor data or clinical text (read the document with the API). */
export const webhookEventBodySchema = z.object({
  id: z.string(),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  createdAt: z.string(),
  data: z.object({
    consultationId: z.string(),
    externalId: z.string().nullable(),
    documentId: z.string().optional(),
    documentType: z.string().optional(),
  }),
});
export type WebhookEventBody = z.infer<typeof webhookEventBodySchema>;
