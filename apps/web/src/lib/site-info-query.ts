import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '@vetvoz/domain';
import { isRecord, readPublicJson } from './public-read.ts';

/** getSiteInfoContract's path (public-paths.test.ts holds them equal). */
export const SITE_INFO_PATH = '/api/site-info';

function isSiteInfo(data: unknown): data is SiteInfo {
  return (
    isRecord(data) &&
    typeof data.contactEmail === 'string' &&
    (data.whatsappNumber === null || typeof data.whatsappNumber === 'string')
  );
}

export const siteInfoQueryOptions = queryOptions({
  queryKey: ['site-info'],
  queryFn: ({ signal }) => readPublicJson(SITE_INFO_PATH, isSiteInfo, signal),
  // Contact details change only with a server redeploy.
  staleTime: Number.POSITIVE_INFINITY,
});

/** Public contact details (footer, legal pages); undefined while loading or when unavailable. */
export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions).data;
}
