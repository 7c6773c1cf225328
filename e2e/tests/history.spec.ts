import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { presetCookieConsent, signIn, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshot.ts';

/**
 * /history against the real server: consultations made through the API with typed notes (no audio),
 * then the list, the name search (accents ignored), the species filter kept in the address, opening
 * one, and deleting one after the confirmation.
 */

test.describe.configure({ timeout: 60_000 });

const NOTES =
  'Paciente chegou com vômito há dois dias e hiporexia. Ao exame, mucosas normocoradas, TPC de dois segundos ' +
  'e leve desidratação. Conduta: maropitant e omeprazol por sete dias, hemograma e retorno em uma semana.';

async function createConsultation(
  request: APIRequestContext,
  baseURL: string,
  patient: Record<string, unknown>,
): Promise<string> {
  const headers = { origin: baseURL };
  const created = await request.post('/api/consultations', { headers, data: { patient } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const notes = await request.patch(`/api/consultations/${id}/transcript`, {
    headers,
    data: { transcript: `${patient.name}: ${NOTES}` },
  });
  expect(notes.status()).toBe(200);
  expect(((await notes.json()) as { status: string }).status).toBe('ready');
  return id;
}

async function openHistory(page: Page, baseURL: string, email: string) {
  await presetCookieConsent(page);
  await signIn(page.request, baseURL, email);
  const ids = {
    // Created oldest first: the list shows them the other way round.
    mimi: await createConsultation(page.request, baseURL, { name: 'Mimi', species: 'gato', breed: 'Siamês' }),
    pao: await createConsultation(page.request, baseURL, {
      name: 'Pão de Mel',
      species: 'cao',
      breed: 'Beagle',
    }),
    estrela: await createConsultation(page.request, baseURL, { name: 'Estrela', species: 'equino' }),
    thor: await createConsultation(page.request, baseURL, {
      name: 'Thor',
      species: 'cao',
      breed: 'SRD',
      weightKg: 12.5,
    }),
  };
  await page.goto('/history');
  await expect(page.getByRole('heading', { level: 1, name: 'Histórico de consultas' })).toBeVisible();
  return ids;
}

const results = (page: Page) => page.getByRole('region', { name: /consultas/i });
const cardNames = (page: Page) => results(page).getByRole('list').getByRole('heading', { level: 2 });

test('lists, searches, filters, opens and deletes consultations', async ({
  page,
  baseURL,
  isMobile,
}, testInfo) => {
  const ids = await openHistory(page, baseURL as string, uniqueEmail(testInfo));

  await expect(cardNames(page)).toHaveText(['Thor', 'Estrela', 'Pão de Mel', 'Mimi']);
  const thor = results(page).getByRole('listitem').filter({ hasText: 'Thor' });
  await expect(thor).toContainText('Cão · SRD');
  await expect(thor).toContainText('Pronta');
  await expect(thor).toContainText('Thor: Paciente chegou com vômito há dois dias');
  await expect(thor.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
  await saveScreenshot(page, testInfo, 'history');

  // No serious accessibility problem on the populated list.
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(
    axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
  ).toEqual([]);

  // Name search, without the accent and in capitals.
  await page.getByLabel('Nome do animal').fill('PAO');
  await expect(cardNames(page)).toHaveText(['Pão de Mel']);
  await expect(page).toHaveURL(/\?busca=PAO$/);

  // Species, kept in the address; back returns to the search before it.
  await page.getByLabel('Nome do animal').fill('');
  await expect(cardNames(page)).toHaveCount(4);
  // On a phone species and dates wait behind "Filtros"; on a wide screen they are all in view.
  const filtersButton = page.getByRole('button', { name: /^Filtros/ });
  if (isMobile) {
    await expect(page.getByLabel('Espécie')).toBeHidden();
    await expect(filtersButton).toHaveAttribute('aria-expanded', 'false');
    await saveScreenshot(page, testInfo, 'history-filters-folded');
    await filtersButton.click();
  } else {
    await expect(filtersButton).toBeHidden();
  }
  await page.getByLabel('Espécie').selectOption('cao');
  await expect(cardNames(page)).toHaveText(['Thor', 'Pão de Mel']);
  await expect(page).toHaveURL(/\?especie=cao$/);
  if (isMobile) await expect(page.getByRole('button', { name: 'Filtros, 1 em uso' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'history-filtered');
  if (isMobile) {
    // The narrowest phones (280 px): the search and "Filtros" still fit, nothing runs off the side.
    await page.setViewportSize({ width: 280, height: 653 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(280);
    await saveScreenshot(page, testInfo, 'history-filtered-280');
    await page.setViewportSize({ width: 390, height: 844 });
  }
  await page.goBack();
  await expect(cardNames(page)).toHaveCount(4);
  await expect(page.getByLabel('Espécie')).toHaveValue('');
  await page.goForward();
  await expect(cardNames(page)).toHaveText(['Thor', 'Pão de Mel']);

  // Nothing for a name nobody has.
  await page.getByLabel('Nome do animal').fill('Rex');
  await expect(page.getByRole('heading', { name: 'Nenhuma consulta encontrada' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Limpar filtros' }).last().click();
  await expect(cardNames(page)).toHaveCount(4);

  // Opening one: the whole card is the link to its page.
  await results(page).getByRole('link', { name: 'Estrela' }).click();
  await expect(page).toHaveURL(`/consultation?id=${ids.estrela}`);
  await expect(page.getByRole('textbox', { name: 'Transcrição' })).toHaveValue(/^Estrela: Paciente chegou/);
  await page.goBack();
  await expect(cardNames(page)).toHaveCount(4);

  // Deleting one: asked first; cancelling keeps it.
  await page.getByRole('button', { name: 'Excluir a consulta de Mimi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir esta consulta?' });
  await expect(dialog).toContainText('A consulta de Mimi de');
  await saveScreenshot(page, testInfo, 'history-delete-dialog');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(cardNames(page)).toHaveCount(4);

  await page.getByRole('button', { name: 'Excluir a consulta de Mimi' }).click();
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Consulta excluída.')).toBeVisible();
  await expect(cardNames(page)).toHaveText(['Thor', 'Estrela', 'Pão de Mel']);
  expect((await page.request.get(`/api/consultations/${ids.mimi}`)).status()).toBe(404);
  await page.reload();
  await expect(cardNames(page)).toHaveText(['Thor', 'Estrela', 'Pão de Mel']);
});

test('a vet without consultations is invited to start one', async ({ page, baseURL }, testInfo) => {
  await presetCookieConsent(page);
  await signIn(page.request, baseURL as string, uniqueEmail(testInfo));
  await page.goto('/history');
  await expect(page.getByRole('heading', { name: 'Nenhuma consulta ainda' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'history-empty');
  await page.getByRole('main').getByRole('link', { name: 'Nova consulta' }).click();
  await expect(page).toHaveURL(/\/consultation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nova consulta' })).toBeVisible();
});
