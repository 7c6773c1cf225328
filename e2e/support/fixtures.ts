import { test as base, expect } from '@playwright/test';

/**
 * Every browser test fails on an uncaught page error or a console error (a CSP violation, a React
 * warning, a failed chunk). Failed HTTP responses the test provokes on purpose (401, 404) are
 * reported by Chromium as "Failed to load resource" and are not errors of the app.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (message.text().startsWith('Failed to load resource')) return;
        errors.push(message.text());
      });
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
