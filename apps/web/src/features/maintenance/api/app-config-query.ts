import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig } from '@vetvoz/domain';
import { useEffect } from 'react';
import { isRecord, readPublicJson } from '../../../lib/public-read.ts';
import { SERVICE_UNAVAILABLE_EVENT } from '../../../lib/service-unavailable-event.ts';

/** getAppConfigContract's path (app-config-path.test.ts holds them equal). */
export const APP_CONFIG_PATH = '/api/app-config';

/**
 * How often an open page asks whether maintenance started or ended: a small public read, so pages
 * already open show the notice within seconds and the notice gives way to the app by itself.
 */
export const MAINTENANCE_POLL_MS = 15_000;

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
  staleTime: 10_000,
});

/** The maintenance configuration, or undefined while loading or when the server didn't answer. */
export function useAppConfig() {
  const query = useQuery({ ...appConfigQueryOptions, refetchInterval: MAINTENANCE_POLL_MS });
  const { refetch } = query;
  useEffect(() => {
    const ask = () => void refetch();
    window.addEventListener(SERVICE_UNAVAILABLE_EVENT, ask);
    return () => window.removeEventListener(SERVICE_UNAVAILABLE_EVENT, ask);
  }, [refetch]);
  return query.data;
}
