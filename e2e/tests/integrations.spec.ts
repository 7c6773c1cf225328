import { presetCookieConsent, signIn, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshot.ts';

test('a vet creates an API key on /integrations, a practice system uses it, and the vet revokes it', async ({
  page,
  baseURL,
  playwright,
}, testInfo) => {
  await presetCookieConsent(page);
  await signIn(page.request, baseURL as string, uniqueEmail(testInfo));
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Ver integrações' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Integrações' })).toBeVisible();
  await expect(page.getByText('Nenhuma chave ainda.', { exact: false })).toBeVisible();

  await page.getByLabel('Nome da chave').fill('Sistema da clínica');
  await page.getByRole('button', { name: 'Criar chave' }).click();
  const shown = page.getByTestId('chave-criada');
  await expect(shown).toHaveText(/^vvk_/);
  const key = (await shown.textContent()) as string;
  await saveScreenshot(page, testInfo, 'integrations-key-created');

  // The practice system: no cookie, only the key.
  const system = await playwright.request.newContext({ baseURL });
  const created = await system.post('/api/v1/consultations', {
    headers: { Authorization: `Bearer ${key}` },
    data: { externalId: 'ATD-7', patient: { name: 'Thor', species: 'cao' } },
  });
  expect(created.status()).toBe(201);
  expect((await created.json()).externalId).toBe('ATD-7');

  await page.getByRole('button', { name: 'Já guardei a chave' }).click();
  await page.reload();
  await expect(page.getByText(/último uso em/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'integrations-list');
  await page.getByRole('button', { name: 'Revogar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revogar chave' }).click();
  await expect(page.getByText('Nenhuma chave ainda.', { exact: false })).toBeVisible();
  const refused = await system.get('/api/v1/consultations?externalId=ATD-7', {
    headers: { Authorization: `Bearer ${key}` },
  });
  expect(refused.status()).toBe(401);
  await system.dispose();
});
