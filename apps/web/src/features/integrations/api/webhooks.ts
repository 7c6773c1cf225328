import { queryOptions } from '@tanstack/react-query';
import {
  type CreateWebhookEndpointInput,
  createWebhookEndpointContract,
  deleteWebhookEndpointContract,
  enableWebhookEndpointContract,
  listWebhookDeliveriesContract,
  listWebhookEndpointsContract,
  redeliverWebhookContract,
} from '@vetvoz/domain';
import { call } from '../../../lib/contract-client.ts';

export const WEBHOOKS_KEY = ['webhook-endpoints'] as const;

export const webhookEndpointsQuery = queryOptions({
  queryKey: WEBHOOKS_KEY,
  queryFn: async ({ signal }) => (await call(listWebhookEndpointsContract, { signal })).endpoints,
});

export const webhookDeliveriesQuery = (id: string) =>
  queryOptions({
    queryKey: [...WEBHOOKS_KEY, id, 'deliveries'],
    queryFn: async ({ signal }) =>
      (await call(listWebhookDeliveriesContract, { params: { id }, signal })).deliveries,
  });

export function createWebhookEndpoint(input: CreateWebhookEndpointInput) {
  return call(createWebhookEndpointContract, { body: input });
}

export function deleteWebhookEndpoint(id: string) {
  return call(deleteWebhookEndpointContract, { params: { id } });
}

export function redeliverWebhook(id: string, deliveryId: string) {
  return call(redeliverWebhookContract, { params: { id, deliveryId } });
}

export function enableWebhookEndpoint(id: string) {
  return call(enableWebhookEndpointContract, { params: { id } });
}
