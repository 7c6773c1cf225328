import { queryOptions } from '@tanstack/react-query';
import {
  type CreateApiKeyInput,
  createApiKeyContract,
  listApiKeysContract,
  revokeApiKeyContract,
} from '@vetvoz/domain';
import { call } from '../../../lib/contract-client.ts';

export const API_KEYS_KEY = ['api-keys'] as const;

export const apiKeysQuery = queryOptions({
  queryKey: API_KEYS_KEY,
  queryFn: async ({ signal }) => (await call(listApiKeysContract, { signal })).keys,
});

export function createApiKey(input: CreateApiKeyInput) {
  return call(createApiKeyContract, { body: input });
}

export function revokeApiKey(id: string) {
  return call(revokeApiKeyContract, { params: { id } });
}
