import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AppConfigUpdate, updateAppConfigContract } from '@vetvoz/domain';
import { call } from '../../../lib/contract-client.ts';
import { appConfigQueryOptions } from './app-config-query.ts';

/** PUT /api/app-config; the answer replaces the cached config, so the gate follows at once. */
export function useUpdateAppConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: AppConfigUpdate) => call(updateAppConfigContract, { body: changes }),
    onSuccess: (config) => queryClient.setQueryData(appConfigQueryOptions.queryKey, config),
  });
}
