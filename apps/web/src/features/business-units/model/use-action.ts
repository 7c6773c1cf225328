import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refreshUnits } from '../api/business-units-query.ts';

/**
 * One write on a unit (invite, change a role, remove, leave, accept): its busy flag and error, and every
 * unit query refreshed afterwards, so the list, the members, the dashboard and the navigation agree.
 */
export function useUnitAction<A extends unknown[], R>(action: (...args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function run(...args: A): Promise<{ ok: true; value: R } | { ok: false }> {
    if (busy) return { ok: false };
    setBusy(true);
    setError(null);
    try {
      const result = await action(...args);
      await refreshUnits(queryClient);
      return { ok: true, value: result };
    } catch (failure) {
      setError(failure);
      return { ok: false };
    } finally {
      setBusy(false);
    }
  }

  return { run, busy, error, reset: () => setError(null) };
}
