import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { webhookDelivery, webhookEndpoint } from '../db/schema/index.ts';
import type { EventBus } from '../events/event-bus.ts';
import { announceUserNotice, recordUserNotice } from '../notifications/index.ts';

const GONE_MESSAGE = 'O endereço respondeu HTTP 410 (Gone) e foi desativado.';

/**
 * A receiver answered 410 Gone: it says it will never take events again. The endpoint stops, its pending
 * deliveries end as failed, and the vet is told once (a notice in the bell).
 */
export async function disableWebhookEndpoint({
  deps: { db, events },
  endpointId,
  userId,
}: {
  deps: { db: Db; events: EventBus };
  endpointId: string;
  userId: string;
}): Promise<void> {
  const recorded = await db.transaction(async (tx) => {
    const [endpoint] = await tx
      .update(webhookEndpoint)
      .set({ status: 'disabled' })
      .where(and(eq(webhookEndpoint.id, endpointId), eq(webhookEndpoint.status, 'active')))
      .returning({ url: webhookEndpoint.url });
    if (!endpoint) return null;
    await tx
      .update(webhookDelivery)
      .set({
        status: 'failed',
        lastError: GONE_MESSAGE,
        scheduledAttempt: null,
        nextAttemptAt: null,
      })
      .where(and(eq(webhookDelivery.endpointId, endpointId), eq(webhookDelivery.status, 'pending')));
    return recordUserNotice(tx, {
      userId,
      kind: 'webhook_disabled',
      title: 'Webhook desativado',
      message: `O endereço ${new URL(endpoint.url).host} respondeu que não existe mais (HTTP 410). Não enviaremos mais eventos a ele; em Integrações, use “Reativar” quando o sistema voltar a recebê-los, ou cadastre outro endereço.`,
      // Once per disabling: an endpoint enabled again ("Reativar") and gone again is told again.
      dedupeKey: `webhook_disabled:${endpointId}:${Date.now()}`,
    });
  });
  await announceUserNotice(events, recorded);
}
