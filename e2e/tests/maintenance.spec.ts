import type { APIRequestContext } from '@playwright/test';
import { DEFAULT_MAINTENANCE_MESSAGE } from '@vetvoz/domain';
import { adminEmailFor, presetCookieConsent, signIn, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { holdIsolatedServer } from '../support/isolated-server-lock.ts';
import { saveScreenshot } from '../support/screenshot.ts';
import { ISOLATED_URL } from '../support/servers.ts';

// Maintenance mode is installation-wide: these tests run one at a time against their own server.
test.use({ baseURL: ISOLATED_URL });
// Waiting for the isolated server's lock counts against each test's time.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

// The maintenance and notification specs take turns on the isolated server (support/isolated-server-lock.ts).
let releaseIsolatedServer: (() => void) | undefined;
test.beforeEach(async () => {
  releaseIsolatedServer = await holdIsolatedServer();
});
test.afterEach(() => {
  releaseIsolatedServer?.();
  releaseIsolatedServer = undefined;
});

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

/**
 * Both projects share the isolated server, and a switch made by one would break the other's
 * expectations mid-test: one project switches; the phone layout is looked at by resizing.
 */
function switchesMaintenance(testInfo: { project: { name: string } }) {
  test.skip(
    testInfo.project.name !== 'desktop',
    'maintenance is installation-wide; the desktop project switches it',
  );
}

test('an admin switches maintenance on from /admin, a vet sees the notice, the admin keeps the app and switches it off', async ({
  page,
  browser,
}, testInfo) => {
  switchesMaintenance(testInfo);
  await signIn(page.request, ISOLATED_URL, adminEmailFor(testInfo), 'Admin VetVoz');
  const vetContext = await browser.newContext({
    baseURL: ISOLATED_URL,
    locale: 'pt-BR',
    serviceWorkers: 'block',
  });
  const vetPage = await vetContext.newPage();
  await presetCookieConsent(vetPage);
  await signIn(vetPage.request, ISOLATED_URL, uniqueEmail(testInfo));
  try {
    await page.goto('/admin');
    const section = page.getByRole('region', { name: 'Manutenção' });
    const maintenanceSwitch = section.getByRole('switch', { name: 'Modo de manutenção' });
    await expect(maintenanceSwitch).toHaveAttribute('aria-checked', 'false');
    await section.getByLabel('Mensagem exibida aos usuários').fill('Voltamos às 14h com novidades.');
    await expect(section.getByRole('figure').getByText('Voltamos às 14h com novidades.')).toBeVisible();
    await maintenanceSwitch.click();
    await page
      .getByRole('dialog', { name: 'Ativar o modo de manutenção?' })
      .getByRole('button', { name: 'Ativar manutenção' })
      .click();
    await expect(page.getByText('Modo de manutenção ativado.')).toBeVisible();
    await expect(maintenanceSwitch).toHaveAttribute('aria-checked', 'true');
    const notice = page.getByRole('complementary', { name: 'Modo de manutenção' });
    await expect(notice).toContainText('Modo de manutenção ativo: só administradores veem o aplicativo.');
    await saveScreenshot(page, testInfo, 'admin-maintenance-on');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, testInfo, 'admin-maintenance-on-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    await vetPage.goto('/history');
    await expect(vetPage.getByRole('heading', { name: 'Em Manutenção' })).toBeVisible();
    await expect(vetPage.getByText('Voltamos às 14h com novidades.')).toBeVisible();
    await expect(vetPage.getByRole('banner')).toHaveCount(0);

    // The admin goes on using the app, under the banner, and comes back by its link.
    await page.goto('/history');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Em Manutenção' })).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
    await saveScreenshot(page, testInfo, 'admin-app-during-maintenance');
    await notice.getByRole('link', { name: 'Gerenciar na administração' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await maintenanceSwitch.click();
    await page
      .getByRole('dialog', { name: 'Desativar o modo de manutenção?' })
      .getByRole('button', { name: 'Desativar manutenção' })
      .click();
    await expect(page.getByText('Modo de manutenção desativado.')).toBeVisible();
    await expect(notice).toHaveCount(0);

    await vetPage.reload();
    await expect(vetPage.getByRole('heading', { name: 'Em Manutenção' })).toHaveCount(0);
    await expect(vetPage.getByRole('banner')).toBeVisible();
  } finally {
    await setMaintenance(page.request, { isMaintenanceMode: false, maintenanceMessage: '' });
    await vetContext.close();
  }
});

test('maintenance mode replaces the whole app, with the configured or default message', async ({
  page,
  playwright,
}, testInfo) => {
  switchesMaintenance(testInfo);
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
