import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AppConfigUpdate, appConfigSchema, updateAppConfigContract } from '@vetvoz/domain';
import { apiRequest } from '../../../lib/api.ts';
import { appConfigQueryOptions } from './app-config-query.ts';

/** PUT /api/app-config; the answer replaces the cached config, so the gate follows at once. */
export function useUpdateAppConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: AppConfigUpdate) =>
      apiRequest(updateAppConfigContract.path, { method: 'PUT', body: changes, schema: appConfigSchema }),
    onSuccess: (config) => queryClient.setQueryData(appConfigQueryOptions.queryKey, config),
  });
}
