import { lazy, Suspense } from 'react';
import { LoadingState } from '../../../components/ui/loading-state.tsx';

const Settings = lazy(() =>
  import('./maintenance-settings.tsx').then((m) => ({ default: m.MaintenanceSettings })),
);

/**
 * The admin's maintenance form, loaded when shown: the gate beside it in index.ts runs on every page, the
 * signed-out ones included, and must not bring the form, the API layer and zod with it (docs/decisions/036).
 */
export function MaintenanceSettings() {
  return (
    <Suspense fallback={<LoadingState label="Carregando manutenção…" />}>
      <Settings />
    </Suspense>
  );
}
