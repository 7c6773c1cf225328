import type { UserNotification } from '@vetvoz/domain';
import { useEffect, useRef } from 'react';
import { countUnread } from '../model/unread.ts';

const storageKey = (userId: string) => `vetvoz:notificacoes-vistas:${userId}`;

/** sessionStorage may be unavailable (private modes, blocked storage): then it opens once per page load. */
function firstTimeThisSession(userId: string): boolean {
  try {
    if (sessionStorage.getItem(storageKey(userId))) return false;
    sessionStorage.setItem(storageKey(userId), '1');
  } catch {
    // Nothing to remember it in: the ref below still keeps it to one opening.
  }
  return true;
}

/** Phones: the drawer would cover the whole screen the vet just signed in to use. */
const PHONE = '(max-width: 767px)';
const onPhone = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE).matches;

/**
 * The drawer opens by itself once if unread notifications exist at first load (docs/product-rules.md §2) — once per browser session (the flag holds no personal data), not on every page nor
 * after every live update, and never on a phone, where it would take the whole screen: there the bell's
 * count says it.
 */
export function useAutoOpen(
  userId: string | undefined,
  notifications: UserNotification[] | undefined,
  open: () => void,
) {
  const decidedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!userId || !notifications || decidedFor.current === userId) return;
    decidedFor.current = userId;
    if (onPhone()) return;
    if (firstTimeThisSession(userId) && countUnread(notifications) > 0) open();
  }, [userId, notifications, open]);
}
