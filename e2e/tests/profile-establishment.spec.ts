import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { presetCookieConsent, signIn, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshot.ts';

/**
 * The establishment printed in the documents' header, kept in the profile: filled with its masks, a wrong
 * CNPJ refused, saved, still there after a reload, then removed after the confirmation.
 */

test('profile: save the establishment, keep it after a reload, remove it', async ({
  page,
  baseURL,
}, testInfo) => {
  // Save, reload, an accessibility audit, two screenshots, remove and reload again: past 30 s on a busy machine.
  test.setTimeout(60_000);
  await presetCookieConsent(page);
  await signIn(page.request, baseURL as string, uniqueEmail(testInfo));
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 2, name: 'Estabelecimento', exact: true })).toBeVisible();
  await expect(page.getByText('Aparece no cabeçalho dos documentos (receitas, atestados…).')).toBeVisible();

  await page.getByLabel('Nome do estabelecimento').fill('Clínica Veterinária São Francisco');
  const cnpj = page.getByLabel('CNPJ');
  await cnpj.pressSequentially('11222333000180');
  await expect(cnpj).toHaveValue('11.222.333/0001-80');
  await page.getByLabel('Registro no CRMV').fill('PJ 4321/SP');
  await page.getByLabel('Endereço').fill('Rua Conselheiro Brotero, 1.234 — Santa Cecília, São Paulo/SP');
  const phone = page.getByLabel('Telefone do estabelecimento');
  await phone.pressSequentially('1133334444');
  await expect(phone).toHaveValue('(11) 3333-4444');
  const save = page.getByRole('button', { name: 'Salvar estabelecimento' });
  await save.click();
  await expect(page.getByText('CNPJ inválido.')).toBeVisible();
  await expect(cnpj).toBeFocused();

  await cnpj.fill('');
  await cnpj.pressSequentially('11222333000181');
  await save.click();
  await expect(page.getByText('Estabelecimento salvo.')).toBeVisible();
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(page.getByLabel('Nome do estabelecimento')).toHaveValue('Clínica Veterinária São Francisco');
  await expect(cnpj).toHaveValue('11.222.333/0001-81');
  await expect(page.getByLabel('Registro no CRMV')).toHaveValue('PJ 4321/SP');
  await expect(page.getByLabel('Endereço')).toHaveValue(
    'Rua Conselheiro Brotero, 1.234 — Santa Cecília, São Paulo/SP',
  );
  await expect(phone).toHaveValue('(11) 3333-4444');
  const profile = await (await page.request.get('/api/profile')).json();
  expect(profile.establishment).toEqual({
    name: 'Clínica Veterinária São Francisco',
    cnpj: '11222333000181',
    crmvRegistration: 'PJ 4321/SP',
    address: 'Rua Conselheiro Brotero, 1.234 — Santa Cecília, São Paulo/SP',
    phone: '1133334444',
  });

  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(
    axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
  ).toEqual([]);
  await saveScreenshot(page, testInfo, 'profile-establishment');

  await page.getByRole('button', { name: 'Remover', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Remover o estabelecimento?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Remover', exact: true })).toBeFocused();
  // The viewport only: the question as the vet sees it over the page.
  await page.screenshot({
    path: path.resolve(
      import.meta.dirname,
      '..',
      'screenshots',
      testInfo.project.name,
      'profile-establishment-remove-dialog.png',
    ),
  });
  await dialog.getByRole('button', { name: 'Remover', exact: true }).click();
  await expect(page.getByText('Estabelecimento removido.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Nome do estabelecimento')).toHaveValue('');
  await page.reload();
  await expect(page.getByLabel('Nome do estabelecimento')).toHaveValue('');
  expect((await (await page.request.get('/api/profile')).json()).establishment).toBeNull();
});
