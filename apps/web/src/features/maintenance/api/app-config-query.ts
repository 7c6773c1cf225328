import { queryOptions, useQuery } from '@tanstack/react-query';
import { appConfigSchema, getAppConfigContract } from '@vetvoz/domain';
import { apiRequest } from '../../../lib/api.ts';

export const appConfigQueryOptions = queryOptions({
  queryKey: ['app-config'],
  queryFn: ({ signal }) => apiRequest(getAppConfigContract.path, { schema: appConfigSchema, signal }),
  // Spec §8: a failed load is silently ignored, so there is no point retrying and delaying.
  retry: false,
  staleTime: 60_000,
});

/** The maintenance configuration, or undefined while loading or when the server didn't answer. */
export function useAppConfig() {
  return useQuery(appConfigQueryOptions).data;
}
