import { afterEach, beforeEach, vi } from 'vitest';

// CONTRIBUTING.md: console.error fails a test — an unexpected error must not scroll by unnoticed.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (consoleErrors.length > 0) {
    throw new Error(`console.error was called: ${consoleErrors.map((args) => args.join(' ')).join('\n')}`);
  }
});
