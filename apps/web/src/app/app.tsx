import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { MaintenanceGate } from '../features/maintenance/index.ts';
import { AppErrorBoundary } from './errors/app-error-boundary.tsx';
import { Providers } from './providers.tsx';

interface AppProps {
  queryClient: QueryClient;
  router: DataRouter;
}

/** The whole app. Router and query client come from outside so tests can use memory versions. */
export function App({ queryClient, router }: AppProps) {
  return (
    <AppErrorBoundary>
      <Providers queryClient={queryClient}>
        <MaintenanceGate router={router}>
          <RouterProvider router={router} />
        </MaintenanceGate>
      </Providers>
    </AppErrorBoundary>
  );
}
