import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminAiProvidersContract,
  adminOverviewContract,
  adminPageViewsContract,
  banAdminUserContract,
  listAdminAuditLogContract,
  listAdminBusinessUnitsContract,
  listAdminUsersContract,
  unbanAdminUserContract,
} from '@vetvoz/domain';
import { call } from '../../../lib/contract-client.ts';

/** One request per section; each section asks again when it opens, figures move. */

/** A searchable list's state in the web: the search as typed (trimmed) and the page number. */
export interface ListParams {
  q: string;
  page: number;
}

function listQuery(list: ListParams) {
  return { q: list.q || undefined, page: String(list.page) };
}

export const overviewQuery = queryOptions({
  queryKey: ['admin', 'overview'],
  queryFn: ({ signal }) => call(adminOverviewContract, { signal }),
  staleTime: 0,
});

export const aiProvidersQuery = queryOptions({
  queryKey: ['admin', 'ai-providers'],
  queryFn: ({ signal }) => call(adminAiProvidersContract, { signal }),
  staleTime: 0,
});

export function pageViewsQuery(days: number) {
  return queryOptions({
    queryKey: ['admin', 'page-views', days],
    queryFn: ({ signal }) => call(adminPageViewsContract, { query: { days: String(days) }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usersQuery(list: ListParams) {
  return queryOptions({
    queryKey: ['admin', 'users', list.q, list.page],
    queryFn: ({ signal }) => call(listAdminUsersContract, { query: listQuery(list), signal }),
    // A new search or page keeps the current rows on screen until the answer comes.
    placeholderData: keepPreviousData,
  });
}

export function businessUnitsQuery(list: ListParams) {
  return queryOptions({
    queryKey: ['admin', 'business-units', list.q, list.page],
    queryFn: ({ signal }) => call(listAdminBusinessUnitsContract, { query: listQuery(list), signal }),
    placeholderData: keepPreviousData,
  });
}

export function auditLogQuery(list: ListParams) {
  return queryOptions({
    queryKey: ['admin', 'audit-log', list.q, list.page],
    queryFn: ({ signal }) => call(listAdminAuditLogContract, { query: listQuery(list), signal }),
    placeholderData: keepPreviousData,
  });
}

/** Bans (ban true) or unbans a user with a reason; the users list and the audit log reload after. */
export function useBanUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ban, reason }: { id: string; ban: boolean; reason: string }) =>
      call(ban ? banAdminUserContract : unbanAdminUserContract, { params: { id }, body: { reason } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
  });
}
