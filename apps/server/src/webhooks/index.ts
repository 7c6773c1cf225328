/**
 * The webhooks capability's entry point: what the rest of the server uses from it (docs/architecture.md).
 * Files inside webhooks/ import each other directly.
 */

export { deleteOldWebhookDeliveries, WEBHOOK_DELIVERED_KEEP_DAYS } from './delete-old-deliveries.ts';
export { deliverWebhookJob } from './deliver-webhook.ts';
export { recordWebhookEvent, wakeWebhookSenders } from './record-webhook-event.ts';
export { webhookRoutes } from './routes.ts';
export { createWebhookSender, withWebhookSender } from './webhook-sender.ts';
