import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetAnalyticsVisit } from '../lib/analytics.ts';
import { resetCookieConsentMemory } from '../lib/cookie-consent.ts';
import { installDialogPolyfill } from './dialog-polyfill.ts';

/**
 * Project rule (CONTRIBUTING.md): a console.error fails the test. React warnings (act, keys, DOM nesting)
 * and jsdom's "not implemented" errors all arrive there, so they can't slip by unnoticed.
 */
const consoleErrors: string[] = [];

function describeArgument(value: unknown): string {
  if (value instanceof Error) return value.stack ?? value.message;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

beforeEach(() => {
  consoleErrors.length = 0;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(describeArgument).join(' '));
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  resetCookieConsentMemory();
  resetAnalyticsVisit();
  if (consoleErrors.length > 0) {
    const messages = consoleErrors.splice(0).join('\n---\n');
    throw new Error(`console.error was called during the test:\n${messages}`);
  }
});

// The first render of a lazy route transforms its modules on demand; on a loaded 2-core CI machine
// that can take longer than testing-library's 1 s default for findBy/waitFor.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout: these browser APIs are missing and would log "not implemented".
window.scrollTo = () => undefined;
installDialogPolyfill();
Element.prototype.scrollIntoView = () => undefined;
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
