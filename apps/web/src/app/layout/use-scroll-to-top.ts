import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** docs/product-rules.md §2: every route change starts at the top of the new page (not on the first load). */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // "instant": a smooth scroll would be visible and could be interrupted by the new page's layout.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}
