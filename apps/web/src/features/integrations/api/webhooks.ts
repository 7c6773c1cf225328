import { queryOptions } from '@tanstack/react-query';
import {
  type CreateWebhookEndpointInput,
  contractUrl,
  createdWebhookEndpointSchema,
  createWebhookEndpointContract,
  deleteWebhookEndpointContract,
  listWebhookDeliveriesContract,
  listWebhookEndpointsContract,
  redeliverWebhookContract,
  webhookDeliveryListSchema,
  webhookEndpointListSchema,
} from '@vetvoz/domain';
import { apiRequest } from '../../../lib/api.ts';

export const WEBHOOKS_KEY = ['webhook-endpoints'] as const;

export const webhookEndpointsQuery = queryOptions({
  queryKey: WEBHOOKS_KEY,
  queryFn: async ({ signal }) =>
    (await apiRequest(listWebhookEndpointsContract.path, { schema: webhookEndpointListSchema, signal }))
      .endpoints,
});

export const webhookDeliveriesQuery = (id: string) =>
  queryOptions({
    queryKey: [...WEBHOOKS_KEY, id, 'deliveries'],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(contractUrl(listWebhookDeliveriesContract, { id }), {
          schema: webhookDeliveryListSchema,
          signal,
        })
      ).deliveries,
  });

export function createWebhookEndpoint(input: CreateWebhookEndpointInput) {
  return apiRequest(createWebhookEndpointContract.path, {
    method: 'POST',
    body: input,
    schema: createdWebhookEndpointSchema,
  });
}

export function deleteWebhookEndpoint(id: string) {
  return apiRequest(contractUrl(deleteWebhookEndpointContract, { id }), { method: 'DELETE' });
}

export function redeliverWebhook(id: string, deliveryId: string) {
  return apiRequest(contractUrl(redeliverWebhookContract, { id, deliveryId }), { method: 'POST' });
}
