import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@vetvoz/domain';
import { type ReactNode, useCallback, useMemo } from 'react';
import { AuthContext, type AuthContextValue } from '../../lib/auth/auth-context.ts';
import { ME_QUERY_KEY, meQueryOptions } from '../../lib/auth/me-query.ts';

/** Queries anyone may see; everything else belongs to the signed-in user and goes at sign-out. */
const PUBLIC_QUERY_ROOTS = new Set<unknown>(['app-config', 'site-info']);

function forgetPrivateData(queryClient: QueryClient) {
  queryClient.removeQueries({
    predicate: (query) => !PUBLIC_QUERY_ROOTS.has(query.queryKey[0]) && query.queryKey[0] !== ME_QUERY_KEY[0],
  });
  queryClient.setQueryData<MeResponse>(ME_QUERY_KEY, { user: null });
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useQuery(meQueryOptions);
  const user = me.data?.user ?? null;

  const refresh = useCallback(async () => {
    await queryClient.refetchQueries({ queryKey: ME_QUERY_KEY, exact: true });
    return queryClient.getQueryData<MeResponse>(ME_QUERY_KEY)?.user ?? null;
  }, [queryClient]);

  const signOut = useCallback(async () => {
    await queryClient.cancelQueries({ queryKey: ME_QUERY_KEY });
    // Loaded when used: its contract would bring zod to every signed-out page (docs/decisions/036).
    const { requestSignOut } = await import('./sign-out.ts');
    await requestSignOut();
    forgetPrivateData(queryClient);
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({ user, loading: me.isPending, isAdmin: user?.isAdmin === true, refresh, signOut }),
    [user, me.isPending, refresh, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
