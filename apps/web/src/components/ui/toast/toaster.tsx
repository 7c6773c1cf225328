import { useEffect } from 'react';
import { Toaster as SonnerToaster, toast as sonner } from 'sonner';
import { ToastCard } from './toast-card.tsx';
import { toast as defaultApi, type ToastApi } from './toast-store.ts';

/**
 * Mirrors the toast store into sonner: sonner handles placement, stacking, swipe and the
 * enter/exit animations; the store decides what exists and for how long (duration Infinity here).
 */
export function Toaster({ api = defaultApi }: { api?: ToastApi }) {
  useEffect(() => {
    let shown = new Set<string>();
    const sync = () => {
      const ids = new Set(api.getAll().map((item) => item.id));
      for (const id of ids) {
        if (shown.has(id)) continue;
        sonner.custom(() => <ToastCard id={id} api={api} />, {
          id,
          duration: Number.POSITIVE_INFINITY,
          // Swiped away by the user: forget it in the store too.
          onDismiss: () => api.remove(id),
        });
      }
      for (const id of shown) if (!ids.has(id)) sonner.dismiss(id);
      shown = ids;
    };
    sync();
    const unsubscribe = api.subscribe(sync);
    return () => {
      unsubscribe();
      for (const id of shown) sonner.dismiss(id);
    };
  }, [api]);

  return (
    <SonnerToaster
      position="top-right"
      offset={{ top: 76, right: 24 }}
      mobileOffset={{ top: 72, left: 12, right: 12 }}
      gap={10}
      visibleToasts={4}
      containerAriaLabel="Notificações"
    />
  );
}
