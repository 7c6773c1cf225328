import { TOAST_DEFAULT_DURATION_MS } from '@vetvoz/domain';
import { presetCookieConsent, signIn, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';

test.beforeEach(async ({ page, baseURL }, testInfo) => {
  await presetCookieConsent(page);
  await signIn(page.request, baseURL as string, uniqueEmail(testInfo));
  await page.goto('/ux-demo');
});

test('a success toast disappears by itself after 5 seconds', async ({ page }) => {
  await page.getByRole('button', { name: 'Sucesso' }).click();
  const toast = page.getByText('Documento salvo');
  await expect(toast).toBeVisible();
  await page.waitForTimeout(TOAST_DEFAULT_DURATION_MS - 1500);
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 4000 });
});

test('a loading toast stays until it is updated, with its progress', async ({ page }) => {
  await page.getByRole('button', { name: 'Carregamento com progresso' }).click();
  const toast = page.getByText('Transcrevendo áudio');
  await expect(toast).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await page.waitForTimeout(TOAST_DEFAULT_DURATION_MS + 500);
  await expect(toast).toBeVisible();
});

test('toasts can be cleared at once', async ({ page }) => {
  await page.getByRole('button', { name: 'Aviso' }).click();
  await page.getByRole('button', { name: 'Erro' }).click();
  await expect(page.getByText('Conexão instável')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar todos' }).click();
  await expect(page.getByText('Conexão instável')).toBeHidden();
});
