import type { Page } from '@playwright/test';
import { PASSWORD, presetCookieConsent, signIn, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshot.ts';

/**
 * A paying vet manages their billing on Stripe's pages (the stand-in: Checkout and the Customer Portal,
 * e2e/fixtures/stripe-hosted-page.ts): "Gerenciar pagamento", a plan change on the same subscription, a
 * unit's plan bought and cancelled by its owner, and an account deleted while a plan was paid.
 */
async function prepare(page: Page, baseURL: string, email: string) {
  await presetCookieConsent(page);
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  await signIn(page.request, baseURL, email);
}

/** From /plans to a confirmed plan, through the stand-in's Checkout page. */
async function subscribe(page: Page, planButton: string, plan: string) {
  await page.goto('/plans');
  await page.getByRole('button', { name: planButton }).click();
  await expect(page.getByRole('heading', { name: `Pagamento de teste: ${plan}` })).toBeVisible();
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado' })).toBeVisible();
}

test('a paying vet opens the portal from the profile and changes plan on the same subscription', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  await prepare(page, baseURL ?? '', uniqueEmail(testInfo));
  await subscribe(page, 'Assinar Pro Mensal', 'mensal');

  await page.goto('/profile#assinatura');
  const card = page.locator('#assinatura');
  await expect(card.getByText('Pro Mensal')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'billing-portal-button');
  await card.getByRole('button', { name: 'Gerenciar pagamento' }).click();
  await expect(page.getByRole('heading', { name: 'Portal de pagamento de teste' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'billing-portal-page');
  await page.getByRole('link', { name: 'Voltar ao VetVoz' }).click();
  await expect(page).toHaveURL(/\/profile#assinatura$/);

  // "Trocar de plano" leads to the plans, and choosing another opens the portal's confirmation.
  await card.getByRole('link', { name: 'Trocar de plano' }).click();
  await page.getByRole('button', { name: 'Assinar Pro Anual' }).click();
  await expect(page.getByText(/Trocar para o plano anual, com cobrança proporcional/)).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar troca' }).click();
  await expect(page).toHaveURL(/\/profile#assinatura$/);
  await expect(card.getByText('Pro Anual')).toBeVisible();
  await saveScreenshot(page, testInfo, 'billing-plan-changed');
});

test('a unit’s owner buys the unit’s plan, sees it on the unit, and cancels it', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const base = baseURL ?? '';
  await prepare(page, base, uniqueEmail(testInfo));
  const unitName = `Clínica Paga ${testInfo.project.name} ${Date.now()}`;
  const created = await page.request.post('/api/business-units', {
    headers: { origin: base },
    data: { name: unitName },
  });
  expect(created.status()).toBe(201);

  await page.goto('/business-units');
  const plan = page.getByRole('region', { name: 'Plano da unidade' });
  await expect(plan.getByText(/Grátis: 10 consultas por mês para a equipe/)).toBeVisible();
  await plan.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'units-plan-free');
  await plan.getByLabel('Plano').selectOption('anual');
  await plan.getByRole('button', { name: 'Assinar para a unidade' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento de teste: anual' })).toBeVisible();
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado' })).toBeVisible();
  await expect(page.getByText(/O plano da unidade está ativo/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'units-plan-success');
  await page.getByRole('link', { name: 'Ver minhas unidades' }).click();

  await expect(plan.getByText('Pro Anual')).toBeVisible();
  await expect(plan.getByRole('button', { name: 'Gerenciar pagamento' })).toBeVisible();
  await plan.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'units-plan-paid');
  await plan.getByRole('button', { name: 'Cancelar plano' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar assinatura?' });
  await dialog.getByRole('button', { name: 'Cancelar assinatura' }).click();
  await expect(dialog).toBeHidden();
  await expect(plan.getByText(/Cancelamento agendado/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'units-plan-canceled');
});

test('deleting an account with a paid plan says what happens to the billing, then stops it', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const base = baseURL ?? '';
  const email = uniqueEmail(testInfo);
  await prepare(page, base, email);
  await subscribe(page, 'Assinar Pro semestral', 'semestral');

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' });
  const billing = dialog.getByRole('region', { name: 'Assinaturas e unidades' });
  await expect(billing).toContainText('Sua assinatura Pro semestral é cancelada no Stripe na hora');
  await billing.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'profile-delete-billing');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await dialog.getByLabel('Sua senha').fill(PASSWORD);
  await dialog.getByLabel('Para confirmar, digite EXCLUIR').fill('EXCLUIR');
  await dialog.getByRole('button', { name: 'Excluir conta definitivamente' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Sua conta foi excluída.')).toBeVisible();
});

test('a past-due vet sees where to fix the card: the bar under the header and the blocked gate', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  await prepare(page, baseURL ?? '', uniqueEmail(testInfo));
  await subscribe(page, 'Assinar Pro Mensal', 'mensal');
  const paid = await (await page.request.get('/api/subscription')).json();
  // Four days after a failed renewal (the server's rules are the billing tests'); this is what the screens show.
  await page.route('**/api/subscription', (route) =>
    route.fulfill({
      json: {
        ...paid,
        subscription: { ...paid.subscription, status: 'past_due', statusLabel: 'Pagamento pendente' },
        quota: { ...paid.quota, allowed: false, refusal: 'payment-overdue', level: 'exhausted' },
      },
    }),
  );
  await page.goto('/consultation');
  const bar = page.getByRole('region', { name: 'Pagamento pendente' });
  await expect(bar).toContainText('Novas consultas estão bloqueadas');
  const gate = page.getByRole('alert').filter({ hasText: 'Pagamento da assinatura pendente' });
  await expect(gate).toContainText('“Gerenciar pagamento”');
  await expect(gate.getByRole('button', { name: 'Atualizar pagamento' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'billing-past-due');
  await bar.getByRole('button', { name: 'Atualizar pagamento' }).click();
  await expect(page.getByRole('heading', { name: 'Portal de pagamento de teste' })).toBeVisible();
});
