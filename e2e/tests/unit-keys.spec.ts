import { presetCookieConsent, signIn, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshot.ts';

test("a unit's owner makes a unit key on /integrations, the practice system creates the unit's consultation, and the owner revokes it", async ({
  page,
  baseURL,
  playwright,
}, testInfo) => {
  await presetCookieConsent(page);
  await signIn(page.request, baseURL as string, uniqueEmail(testInfo));
  const unit = await page.request.post('/api/business-units', {
    headers: { origin: baseURL as string },
    data: { name: 'Clínica Bichos do Bairro' },
  });
  expect(unit.status()).toBe(201);
  const unitId = (await unit.json()).id as string;

  await page.goto('/integrations');
  await expect(page.getByRole('heading', { name: 'Chaves de API das unidades' })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Clínica Bichos do Bairro' });
  await expect(panel.getByText('Nenhuma chave da unidade ainda.')).toBeVisible();
  await panel.getByLabel('Nome da chave').fill('SimplesVet da recepção');
  await panel.getByRole('button', { name: 'Criar chave da unidade' }).click();
  const shown = panel.getByTestId('chave-criada');
  await expect(shown).toHaveText(/^vvk_/);
  const key = (await shown.textContent()) as string;
  await saveScreenshot(page, testInfo, 'integrations-unit-key-created');

  // The practice system: no cookie, only the unit's key; the consultation is the unit's.
  const system = await playwright.request.newContext({ baseURL });
  const created = await system.post('/api/v1/consultations', {
    headers: { Authorization: `Bearer ${key}` },
    data: { externalId: 'UN-1', patient: { name: 'Thor', species: 'cao' } },
  });
  expect(created.status()).toBe(201);
  expect((await created.json()).businessUnitId).toBe(unitId);

  await panel.getByRole('button', { name: 'Já guardei a chave' }).click();
  await expect(panel.getByText(/criada por/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'integrations-unit-keys');
  await panel.getByRole('button', { name: 'Revogar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('SimplesVet da recepção');
  await saveScreenshot(page, testInfo, 'integrations-unit-key-revoke');
  await dialog.getByRole('button', { name: 'Revogar chave' }).click();
  await expect(panel.getByText('Nenhuma chave da unidade ainda.')).toBeVisible();
  const refused = await system.get('/api/v1/consultations?externalId=UN-1', {
    headers: { Authorization: `Bearer ${key}` },
  });
  expect(refused.status()).toBe(401);
  await system.dispose();
});
