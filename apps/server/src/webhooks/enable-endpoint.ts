import type { WebhookEndpointView } from '@vetvoz/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { auditLog, webhookEndpoint } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { isUuid } from '../http/uuid.ts';
import { webhookUrlProblem } from './send-webhook.ts';

/**
 * "Reativar": the owner turns a disabled endpoint (a 410, or too many failures) back on. Only events
 * from now on are sent; those that failed meanwhile stay failed and may be sent again with "Reenviar".
 * The address is checked again, as at creation, in case the rules changed since. An active endpoint is
 * answered as it is; another person's or a made-up id is 404.
 */
export async function enableWebhookEndpoint({
  db,
  production,
  userId,
  id,
}: {
  db: Db;
  production: boolean;
  userId: string;
  id: string;
}): Promise<WebhookEndpointView> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const mine = and(eq(webhookEndpoint.id, id), eq(webhookEndpoint.userId, userId));
  const [row] = await db.select().from(webhookEndpoint).where(mine);
  if (!row) throw new AppError('NOT_FOUND');
  const problem = webhookUrlProblem(row.url, { production });
  if (problem) throw new AppError('VALIDATION', problem, { field: 'url' });
  const enabled =
    row.status === 'active'
      ? row
      : await db.transaction(async (tx) => {
          const [updated] = await tx
            .update(webhookEndpoint)
            .set({ status: 'active' })
            .where(and(mine, eq(webhookEndpoint.status, row.status)))
            .returning();
          if (updated) {
            await tx.insert(auditLog).values({
              actorId: userId,
              action: 'webhook.enable',
              target: `webhook-endpoint:${id}`,
              details: { host: new URL(row.url).host, from: row.status },
            });
          }
          return updated ?? { ...row, status: 'active' as const };
        });
  return {
    id: enabled.id,
    url: enabled.url,
    events: enabled.events,
    status: enabled.status,
    createdAt: enabled.createdAt.toISOString(),
  };
}
