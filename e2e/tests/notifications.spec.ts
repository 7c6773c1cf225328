import type { APIRequestContext } from '@playwright/test';
import { adminEmailFor, presetCookieConsent, signIn, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { holdIsolatedServer } from '../support/isolated-server-lock.ts';
import { saveScreenshot } from '../support/screenshot.ts';
import { ISOLATED_URL } from '../support/servers.ts';

// A published notification reaches every user (its drawer opens by itself): on the isolated server, one
// project only, deleted at the end, so the other specs' users never meet it.
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

const headers = { origin: ISOLATED_URL };

async function publish(admin: APIRequestContext, title: string, message: string, content?: string) {
  const response = await admin.post(`${ISOLATED_URL}/api/admin/notifications`, {
    headers,
    data: { title, message, content },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test('an admin publishes a notification, a vet’s open page shows it live, and marks it read', async ({
  page,
  playwright,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'notifications are installation-wide; desktop publishes');
  const admin = await playwright.request.newContext({ baseURL: ISOLATED_URL });
  await signIn(admin, ISOLATED_URL, adminEmailFor(testInfo), 'Admin VetVoz');
  const published: string[] = [];
  try {
    await presetCookieConsent(page);
    await signIn(page.request, ISOLATED_URL, uniqueEmail(testInfo));
    await page.goto('/about');
    const bell = page.getByRole('button', { name: /^Notificações/ });
    // Loaded first: a notice published before the first list arrives is in that list, and opens the drawer.
    await expect(bell).toHaveAttribute('aria-busy', 'false');
    await expect(bell).toHaveAccessibleName('Notificações');

    published.push(
      await publish(
        admin,
        'Novo modelo de receita',
        'A receita agora traz o CRMV no rodapé de cada página.',
        'Confira em Perfil › Estabelecimento se os dados da clínica estão completos.',
      ),
    );
    await expect(bell).toHaveAccessibleName('Notificações: 1 não lida');
    await saveScreenshot(page, testInfo, 'notifications-bell');

    await bell.click();
    const drawer = page.getByRole('dialog', { name: 'Notificações' });
    await expect(drawer.getByRole('heading', { name: 'Novo modelo de receita' })).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: testInfo.outputPath('drawer-1280.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('drawer-390.png') });
    await page.setViewportSize({ width: 280, height: 653 });
    await page.screenshot({ path: testInfo.outputPath('drawer-280.png') });
    await page.setViewportSize({ width: 1280, height: 800 });

    await drawer.getByRole('button', { name: /Marcar como lida/ }).click();
    await expect(drawer.getByRole('button', { name: /Marcar como lida/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(bell).toHaveAccessibleName('Notificações');
    await expect(bell).toBeFocused();

    // Another vet arriving with one unread sees the drawer open by itself, once per session.
    await page.context().clearCookies();
    await signIn(page.request, ISOLATED_URL, uniqueEmail(testInfo));
    await page.goto('/about');
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/plans');
    await expect(page.getByRole('button', { name: 'Notificações: 1 não lida' })).toBeVisible();
    await expect(drawer).toBeHidden();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('header-390.png') });
  } finally {
    for (const id of published)
      await admin.delete(`${ISOLATED_URL}/api/admin/notifications/${id}`, { headers });
    await admin.dispose();
  }
});
