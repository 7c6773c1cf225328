import { maintenanceMessageOf } from '@vetvoz/domain';
import { type ReactNode, useSyncExternalStore } from 'react';
import type { DataRouter } from 'react-router';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useAppConfig } from '../api/app-config-query.ts';
import { MaintenanceBanner } from './maintenance-banner.tsx';
import { MaintenancePage } from './maintenance-page.tsx';

/**
 * Where a signed-out site admin signs in: without it, nobody could sign in to switch maintenance off
 * (decision 014: only the server's verified-admin flag from /api/me lets someone past the gate).
 */
const OPEN_DURING_MAINTENANCE = new Set(['/login']);

function usePathname(router: DataRouter): string {
  return useSyncExternalStore(
    router.subscribe,
    () => router.state.location.pathname,
    () => router.state.location.pathname,
  );
}

/**
 * Renders the app at once (no blocking on the config request) and, while maintenance is on, swaps it
 * for the maintenance page for everyone but site admins, who keep the app under a banner. The server
 * doesn't refuse API calls during maintenance, so this gate is the whole switch. A failed config
 * request leaves the app as it is (docs/product-rules.md §8).
 */
export function MaintenanceGate({ router, children }: { router: DataRouter; children: ReactNode }) {
  const config = useAppConfig();
  const { isAdmin, loading } = useAuth();
  const pathname = usePathname(router);
  if (!config?.isMaintenanceMode) return children;
  if (isAdmin) {
    return (
      <>
        <MaintenanceBanner router={router} onAdminPage={pathname === '/admin'} />
        {children}
      </>
    );
  }
  if (OPEN_DURING_MAINTENANCE.has(pathname)) return children;
  // Until the session is known, neither the app (it may be a vet) nor the notice (it may be an admin).
  if (loading) return <LoadingState label="Verificando sua sessão…" />;
  return <MaintenancePage message={maintenanceMessageOf(config)} />;
}
