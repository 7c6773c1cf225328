import type { Page } from '@playwright/test';
import { presetCookieConsent, signIn, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshot.ts';

/**
 * The commercial loop against the Stripe stand-in (fixtures/stripe-hosted-page.ts): choose a plan on
 * /plans → the hosted payment page → "Pagar" (signed webhook) → the success page shows the plan → the
 * profile card shows it with the meter → cancel → "Acesso até …". Stripe.js answers empty here (no
 * internet on this machine).
 */
async function prepare(page: Page, baseURL: string, email: string) {
  await presetCookieConsent(page);
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  await signIn(page.request, baseURL, email);
}

test('a vet subscribes on /plans, pays, sees the plan, and cancels at the period end', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  await prepare(page, baseURL ?? '', uniqueEmail(testInfo));

  await page.goto('/history');
  const chip = page.getByRole('banner').getByRole('link', { name: /consultas grátis/ });
  await expect(chip).toHaveAccessibleName('10 consultas grátis restantes. Planos e preços');
  await saveScreenshot(page, testInfo, 'billing-usage-chip');

  await page.goto('/plans');
  await expect(page.getByRole('button', { name: 'Seu plano atual' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'billing-plans-signed-in');
  await page.getByRole('button', { name: 'Assinar Pro Anual' }).click();

  await expect(page.getByRole('heading', { name: 'Pagamento de teste: anual' })).toBeVisible();
  await page.getByRole('button', { name: 'Pagar' }).click();

  await expect(page).toHaveURL(/\/payment\/success\?session_id=cs_test_/);
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado' })).toBeVisible();
  await expect(
    page.getByText(/Sua assinatura Pro Anual está ativa e renova em \d\d\/\d\d\/\d{4}/),
  ).toBeVisible();
  await saveScreenshot(page, testInfo, 'billing-success-confirmed');
  // A paid plan far from its limit needs no chip.
  await expect(page.getByRole('banner').getByRole('link', { name: /consultas/ })).toHaveCount(0);

  await page.goto('/profile#assinatura');
  const card = page.locator('#assinatura');
  await expect(card.getByText('Pro Anual')).toBeVisible();
  await expect(card.getByText('Ativa', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Renova em \d\d\/\d\d\/\d{4}$/)).toBeVisible();
  await expect(card.getByRole('meter', { name: 'Consultas usadas' })).toHaveAttribute('max', '150');
  await card.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'billing-profile-card');

  await card.getByRole('button', { name: 'Cancelar assinatura' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar assinatura?' });
  await expect(dialog).toContainText('Não há reembolso');
  await expect(dialog).toContainText(/acesso até \d\d\/\d\d\/\d{4}/);
  await saveScreenshot(page, testInfo, 'billing-cancel-dialog');
  await dialog.getByRole('button', { name: 'Cancelar assinatura' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText(/^Acesso até \d\d\/\d\d\/\d{4}$/)).toBeVisible();
  await expect(card.getByText('Cancelamento agendado')).toBeVisible();
  await saveScreenshot(page, testInfo, 'billing-profile-canceled');
});

test('the success page waits calmly while Stripe has not confirmed', async ({ page, baseURL }, testInfo) => {
  await prepare(page, baseURL ?? '', uniqueEmail(testInfo));
  const trial = await (await page.request.get('/api/subscription')).json();
  await page.route('**/api/subscription/confirm', (route) =>
    route.fulfill({ json: { state: 'pending', summary: trial } }),
  );
  await page.goto('/payment/success?session_id=cs_test_aguardando');
  await expect(page.getByRole('heading', { name: 'Estamos confirmando seu pagamento…' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'billing-success-pending');
});

test('a vet without consultations left sees why and the plans, never a dead end', async ({
  page,
  baseURL,
}, testInfo) => {
  await prepare(page, baseURL ?? '', uniqueEmail(testInfo));
  const trial = await (await page.request.get('/api/subscription')).json();
  // Ten counted consultations take ten generated documents; the answer is what matters to this screen.
  await page.route('**/api/subscription', (route) =>
    route.fulfill({
      json: {
        ...trial,
        quota: {
          ...trial.quota,
          allowed: false,
          refusal: 'trial-exhausted',
          used: 10,
          remaining: 0,
          level: 'exhausted',
        },
      },
    }),
  );
  await page.goto('/consultation');
  const gate = page.getByRole('alert').filter({ hasText: 'Suas consultas grátis acabaram' });
  await expect(gate).toBeVisible();
  await expect(gate.getByRole('link', { name: 'Escolher um plano' })).toHaveAttribute('href', '/plans');
  await expect(page.getByRole('banner').getByRole('link', { name: /limite atingido/ })).toBeVisible();
  await saveScreenshot(page, testInfo, 'billing-quota-gate');
});
