import type { PageView } from '@vetvoz/domain';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { readCookieConsent, useCookieConsent } from './cookie-consent.ts';

/** recordPageViewContract's path (public-paths.test.ts holds them equal). */
export const PAGE_VIEW_PATH = '/api/analytics/pageview';
/** pageViewSchema's limits: a longer path is not sent, a longer referrer is cut. */
const PATH_MAX_LENGTH = 300;
const REFERRER_MAX_LENGTH = 500;

/** The previous page reported in this visit: the referrer of the next in-app page view. */
let previousPath: string | null = null;

/**
 * Reports one page view, only when the visitor accepted cookies. Fire-and-forget: analytics must
 * never slow down or break the app, so failures are dropped silently.
 */
export function reportPageView(path: string): void {
  if (readCookieConsent() !== 'accepted') return;
  const referrer = previousPath ?? externalReferrer();
  // Checked by the server with pageViewSchema; here only what a pathname could break, so the signed-out
  // pages report views without loading zod (docs/decisions/036).
  if (path.length > PATH_MAX_LENGTH || !/^\/[^\s?#]*$/.test(path)) return;
  const view: PageView = referrer ? { path, referrer } : { path };
  previousPath = path;
  try {
    // Not apiRequest: keepalive, and nothing to read (204).
    fetch(PAGE_VIEW_PATH, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(view),
      // Lets the request finish even when the visitor is leaving the page.
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // fetch itself can throw synchronously (e.g. blocked by an extension); ignore as well.
  }
}

function externalReferrer(): string | undefined {
  const referrer = typeof document === 'undefined' ? '' : document.referrer;
  return referrer ? referrer.slice(0, REFERRER_MAX_LENGTH) : undefined;
}

/**
 * Reports every pathname change, and the current page at the moment consent is accepted.
 * The ref keeps a page from being counted twice (React StrictMode re-runs effects in development).
 */
export function usePageViewReporting(): void {
  const { pathname } = useLocation();
  const consent = useCookieConsent();
  const lastReported = useRef<string | null>(null);

  useEffect(() => {
    if (consent !== 'accepted' || lastReported.current === pathname) return;
    lastReported.current = pathname;
    reportPageView(pathname);
  }, [pathname, consent]);
}

/** For tests: start a fresh visit. */
export function resetAnalyticsVisit(): void {
  previousPath = null;
}
