import { matchAppRoute } from '@vetvoz/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

export type RobotsDirective = 'index,follow' | 'noindex,follow' | 'noindex,nofollow';

/** Public pages with nothing for a search engine to list: a payment result, a reset or confirmation link. */
const PUBLIC_BUT_UNLISTED = new Set([
  '/payment/success',
  '/payment/failure',
  '/reset-password',
  '/verificar-email',
]);

/**
 * What search engines may do with a path: public pages are indexed; pages behind a sign-in, and
 * paths the app doesn't know (its 404 page), are not.
 */
export function robotsFor(pathname: string): RobotsDirective {
  const route = matchAppRoute(pathname);
  if (route?.access !== 'public') return 'noindex,nofollow';
  return PUBLIC_BUT_UNLISTED.has(route.path) ? 'noindex,follow' : 'index,follow';
}

function upsertMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

function upsertCanonical(href: string): void {
  let element = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!element) {
    element = document.createElement('link');
    element.rel = 'canonical';
    document.head.append(element);
  }
  element.href = href;
}

/**
 * Keeps the head in step with the route: robots directive, canonical address and og:url. index.html
 * holds the landing's values for crawlers that don't run scripts; here they follow the real origin.
 */
export function useRouteHead(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const url = `${window.location.origin}${pathname}`;
    upsertMeta('name', 'robots', robotsFor(pathname));
    upsertCanonical(url);
    upsertMeta('property', 'og:url', url);
  }, [pathname]);
}

/** Sets the page's meta description (and og:description) while mounted, then restores the previous one. */
export function useMetaDescription(description: string): void {
  useEffect(() => {
    const read = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;
    const previous = { name: read('meta[name="description"]'), og: read('meta[property="og:description"]') };
    upsertMeta('name', 'description', description);
    upsertMeta('property', 'og:description', description);
    return () => {
      if (previous.name !== undefined) upsertMeta('name', 'description', previous.name);
      if (previous.og !== undefined) upsertMeta('property', 'og:description', previous.og);
    };
  }, [description]);
}
