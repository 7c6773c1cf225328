import { maintenanceMessageOf } from '@vetvoz/domain';
import type { ReactNode } from 'react';
import { useAppConfig } from '../api/app-config-query.ts';
import { MaintenancePage } from './maintenance-page.tsx';

/**
 * Renders the app at once (no blocking on the config request) and swaps it for the maintenance
 * page when the server says so. A failed config request leaves the app as it is (spec §8).
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const config = useAppConfig();
  if (config?.isMaintenanceMode) return <MaintenancePage message={maintenanceMessageOf(config)} />;
  return children;
}
