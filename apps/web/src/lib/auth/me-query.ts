import { queryOptions } from '@tanstack/react-query';
import { type MeResponse, meResponseSchema } from '@vetvoz/domain';
import { apiRequest } from '../api.ts';

export const ME_QUERY_KEY = ['me'] as const;

export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: ({ signal }): Promise<MeResponse> => apiRequest('/api/me', { schema: meResponseSchema, signal }),
  // Session state must be fresh after focus (the session may have expired in another tab).
  staleTime: 60_000,
});
