import { expect as baseExpect } from '@playwright/test';
import { PASSWORD, presetCookieConsent, randomCpf, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshot.ts';

/**
 * LGPD on the profile page: a paid plan picked at sign-up shows only as waiting for payment; the export
 * downloads a dated zip; deleting the account warns about prontuários, offers the export, then takes the
 * password and EXCLUIR typed, and the account is gone.
 */
test('profile: plan intent, export zip and account deletion with the prontuário warning', async ({
  page,
  baseURL,
}, testInfo) => {
  await presetCookieConsent(page);
  const email = uniqueEmail(testInfo);
  const signUp = await page.request.post('/api/accounts/sign-up', {
    headers: { origin: baseURL as string },
    data: {
      firstName: 'Helena',
      lastName: 'Prado',
      email,
      password: PASSWORD,
      cpf: randomCpf(),
      phone: '(11) 98765-4321',
      crmv: '12345/SP',
      role: 'veterinario',
      plan: 'mensal',
      acceptTerms: true,
      acceptPrivacy: true,
    },
  });
  baseExpect(signUp.ok()).toBe(true);

  await page.goto('/profile');
  await expect(
    page.getByText('Plano escolhido no cadastro: Pro Mensal — aguardando pagamento.'),
  ).toBeVisible();
  await expect(page.getByText('0 de 10 consultas usadas · 10 restantes')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Assinar', exact: true })).toHaveAttribute('href', '/plans');
  await saveScreenshot(page, testInfo, 'profile-plan-intent');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Baixar meus dados' }).click(),
  ]);
  baseExpect(download.suggestedFilename()).toMatch(/^vetvoz-meus-dados-\d{4}-\d{2}-\d{2}\.zip$/);
  baseExpect(await download.failure()).toBeNull();

  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' });
  await expect(dialog.getByText(/pelo menos 5 anos/)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Baixar meus dados' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'profile-delete-warning');

  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByLabel('Sua senha')).toBeFocused();
  await dialog.getByLabel('Sua senha').fill(PASSWORD);
  await dialog.getByLabel('Para confirmar, digite EXCLUIR').fill('EXCLUIR');
  await saveScreenshot(page, testInfo, 'profile-delete-confirm');
  await dialog.getByRole('button', { name: 'Excluir conta definitivamente' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Sua conta foi excluída.')).toBeVisible();
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL as string },
    data: { email, password: PASSWORD },
  });
  baseExpect(signIn.status()).toBe(401);
});
