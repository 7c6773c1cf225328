import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig } from '@vetvoz/domain';
import { isRecord, readPublicJson } from '../../../lib/public-read.ts';

/** getAppConfigContract's path (app-config-path.test.ts holds them equal). */
export const APP_CONFIG_PATH = '/api/app-config';

function isAppConfig(data: unknown): data is AppConfig {
  return (
    isRecord(data) &&
    typeof data.isMaintenanceMode === 'boolean' &&
    typeof data.maintenanceMessage === 'string'
  );
}

export const appConfigQueryOptions = queryOptions({
  queryKey: ['app-config'],
  // Read on every page, the signed-out ones too: a type guard, not the zod schema (lib/public-read.ts).
  queryFn: ({ signal }) => readPublicJson(APP_CONFIG_PATH, isAppConfig, signal),
  // docs/product-rules.md §8: a failed load is silently ignored, so there is no point retrying and delaying.
  retry: false,
  staleTime: 60_000,
});

/** The maintenance configuration, or undefined while loading or when the server didn't answer. */
export function useAppConfig() {
  return useQuery(appConfigQueryOptions).data;
}
