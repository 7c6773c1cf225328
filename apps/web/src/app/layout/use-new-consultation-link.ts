import { NAV_REMOUNT_DELAY_MS } from '@vetvoz/domain';
import { type MouseEvent, useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

export const CONSULTATION_PATH = '/consultation';

/**
 * docs/product-rules.md §2: "Nova Consulta" while already on /consultation starts a fresh consultation by going to
 * "/" and back after NAV_REMOUNT_DELAY_MS. The hop to "/" is committed synchronously (flushSync),
 * so React really unmounts the consultation page and the return mounts a new one with clean state.
 */
export function useNewConsultationClick(onNavigate?: () => void) {
  const { pathname } = useLocation();
  const navigate = useNavigate();

  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      onNavigate?.();
      if (pathname !== CONSULTATION_PATH) return;
      // Modified clicks (new tab, new window) keep their usual meaning.
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
      event.preventDefault();
      void Promise.resolve(navigate('/', { flushSync: true })).then(() => {
        window.setTimeout(() => void navigate(CONSULTATION_PATH), NAV_REMOUNT_DELAY_MS);
      });
    },
    [pathname, navigate, onNavigate],
  );
}
