import type { APIRequestContext } from '@playwright/test';
import { DEFAULT_MAINTENANCE_MESSAGE } from '@vetvoz/domain';
import { adminEmailFor, presetCookieConsent, signIn } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { ISOLATED_URL } from '../support/servers.ts';

// Maintenance mode is installation-wide: these tests run one at a time against their own server.
test.use({ baseURL: ISOLATED_URL });
test.describe.configure({ mode: 'serial' });

async function setMaintenance(request: APIRequestContext, body: Record<string, unknown>) {
  const response = await request.put(`${ISOLATED_URL}/api/app-config`, {
    headers: { origin: ISOLATED_URL },
    data: body,
  });
  expect(response.status()).toBe(200);
}

test.beforeEach(async ({ page }) => {
  await presetCookieConsent(page);
});

test('maintenance mode replaces the whole app, with the configured or default message', async ({
  page,
  playwright,
}, testInfo) => {
  const admin = await playwright.request.newContext({ baseURL: ISOLATED_URL });
  await signIn(admin, ISOLATED_URL, adminEmailFor(testInfo), 'Admin VetVoz');
  try {
    await setMaintenance(admin, {
      isMaintenanceMode: true,
      maintenanceMessage: 'Voltamos às 14h com novidades.',
    });
    await page.goto('/plans');
    await expect(page.getByRole('heading', { name: 'Em Manutenção' })).toBeVisible();
    await expect(page.getByText('Voltamos às 14h com novidades.')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    await setMaintenance(admin, { maintenanceMessage: '' });
    await page.reload();
    await expect(page.getByText(DEFAULT_MAINTENANCE_MESSAGE)).toBeVisible();
  } finally {
    await setMaintenance(admin, { isMaintenanceMode: false });
    await admin.dispose();
  }
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Em Manutenção' })).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
});

test('a failed config load is ignored', async ({ page }) => {
  await page.route('**/api/app-config', (route) => route.abort('failed'));
  await page.goto('/about');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Em Manutenção' })).toHaveCount(0);
});
