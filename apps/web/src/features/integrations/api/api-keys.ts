import { queryOptions } from '@tanstack/react-query';
import {
  apiKeyListSchema,
  type CreateApiKeyInput,
  contractUrl,
  createApiKeyContract,
  createdApiKeySchema,
  listApiKeysContract,
  revokeApiKeyContract,
} from '@vetvoz/domain';
import { apiRequest } from '../../../lib/api.ts';

export const API_KEYS_KEY = ['api-keys'] as const;

export const apiKeysQuery = queryOptions({
  queryKey: API_KEYS_KEY,
  queryFn: async ({ signal }) =>
    (await apiRequest(listApiKeysContract.path, { schema: apiKeyListSchema, signal })).keys,
});

export function createApiKey(input: CreateApiKeyInput) {
  return apiRequest(createApiKeyContract.path, { method: 'POST', body: input, schema: createdApiKeySchema });
}

export function revokeApiKey(id: string) {
  return apiRequest(contractUrl(revokeApiKeyContract, { id }), { method: 'DELETE' });
}
