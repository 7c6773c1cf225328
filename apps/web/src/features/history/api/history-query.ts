import {
  type InfiniteData,
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { type HistoryPage, listConsultationHistoryContract } from '@vetvoz/domain';
import { call } from '../../../lib/contract-client.ts';
import { type HistoryFilters, historyQuery } from '../history-filters.ts';

/** Private to the signed-in user: forgotten at sign-out with every non-public query. */
export const HISTORY_QUERY_ROOT = 'history';

export function historyQueryKey(filters: HistoryFilters) {
  return [HISTORY_QUERY_ROOT, { ...filters, q: filters.q.trim() }] as const;
}

/** One page of the history; `cursor` is the previous page's `nextCursor`, null for the first. */
export function fetchHistoryPage(filters: HistoryFilters, cursor: string | null, signal?: AbortSignal) {
  return call(listConsultationHistoryContract, { query: historyQuery(filters, cursor), signal });
}

export function useHistory(filters: HistoryFilters, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: historyQueryKey(filters),
    queryFn: ({ pageParam, signal }) => fetchHistoryPage(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // While a new search loads, the previous list stays (dimmed) instead of flashing a skeleton.
    placeholderData: keepPreviousData,
    // A consultation can finish transcribing or get documents in another tab.
    staleTime: 10_000,
    enabled,
  });
}

/** Takes a deleted consultation out of every cached history list, whatever its filters. */
export function removeFromHistory(queryClient: QueryClient, id: string) {
  queryClient.setQueriesData<InfiniteData<HistoryPage, string | null>>(
    { queryKey: [HISTORY_QUERY_ROOT] },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.id !== id) })),
      },
  );
}
