import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import {
  fetchDashboard,
  fetchMyInvitations,
  fetchUnit,
  fetchUnits,
  fetchUnitUsage,
} from './business-units-api.ts';

/** One root for everything about units: a write refreshes the list, the pages and the navigation together. */
export const UNITS_KEY = ['business-units'] as const;

export const unitsQuery = queryOptions({
  queryKey: [...UNITS_KEY, 'list'] as const,
  queryFn: ({ signal }) => fetchUnits(signal),
});

export const myInvitationsQuery = queryOptions({
  queryKey: [...UNITS_KEY, 'invitations'] as const,
  queryFn: ({ signal }) => fetchMyInvitations(signal),
});

export const unitQuery = (id: string) =>
  queryOptions({
    queryKey: [...UNITS_KEY, 'unit', id] as const,
    queryFn: ({ signal }) => fetchUnit(id, signal),
  });

export const unitUsageQuery = (id: string) =>
  queryOptions({
    queryKey: [...UNITS_KEY, 'usage', id] as const,
    queryFn: ({ signal }) => fetchUnitUsage(id, signal),
  });

export const dashboardQuery = (unitId: string | undefined) =>
  queryOptions({
    queryKey: [...UNITS_KEY, 'dashboard', unitId ?? null] as const,
    queryFn: ({ signal }) => fetchDashboard(unitId, signal),
  });

/** My units; nothing is asked for visitors. */
export function useUnits() {
  const { user } = useAuth();
  return useQuery({ ...unitsQuery, enabled: Boolean(user) });
}

export function refreshUnits(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: UNITS_KEY });
}
