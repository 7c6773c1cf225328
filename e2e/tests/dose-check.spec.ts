import path from 'node:path';
import type { Page } from '@playwright/test';
import { presetCookieConsent, signIn, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshot.ts';

/**
 * The receita's dose check in the browser: the fake model fills the receita's fields with the transcript's
 * sentences in turn (identification, then the first line's farmaco, concentração, forma, dose…), so this
 * transcript makes it prescribe meloxicam 15 mg for a 12,5 kg dog — the check shows why that is too much.
 */
test.describe.configure({ timeout: 90_000 });

const TRANSCRIPT = [
  'Pelagem caramelo.',
  'Sem marcas.',
  'Sem microchip.',
  'Meloxicam.',
  'Comprimido de 15 mg.',
  'Comprimido.',
  '1 comprimido.',
  '1 comprimido.',
  'Oral.',
  'A cada 24 horas.',
  'Por cinco dias, dar depois da refeição e voltar para reavaliação da dor na semana que vem.',
].join(' ');

const REASONING =
  /Meloxicam 1 comprimido\. de 15 mg = 15 mg para 12,5 kg = 1,2 mg\/kg; usual para cães 0,1–0,2 mg\/kg/;

async function readyConsultation(
  page: Page,
  baseURL: string,
  weightKg: number | null = 12.5,
): Promise<string> {
  const headers = { origin: baseURL };
  const created = await page.request.post('/api/consultations', {
    data: { patient: { name: 'Thor', species: 'cao', breed: 'SRD', ...(weightKg ? { weightKg } : {}) } },
    headers,
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const typed = await page.request.patch(`/api/consultations/${id}/transcript`, {
    data: { transcript: TRANSCRIPT },
    headers,
  });
  expect(typed.ok()).toBe(true);
  return id;
}

test('a receita dose far above the usual range is flagged with its working and source, never blocking', async ({
  page,
  baseURL,
}, testInfo) => {
  await presetCookieConsent(page);
  await signIn(page.request, baseURL as string, uniqueEmail(testInfo));
  const id = await readyConsultation(page, baseURL as string);
  await page.goto(`/consultation?id=${id}`);

  await expect(page.getByText('Quais documentos gerar?')).toBeVisible();
  for (const label of ['Anamnese', 'Orientações ao tutor'])
    await page.getByRole('checkbox', { name: label }).uncheck();
  await page.getByRole('button', { name: 'Gerar documentos' }).click();
  const receita = page.getByRole('article', { name: 'Receita' });
  await expect(receita.getByTestId('dose-notes')).toBeVisible({ timeout: 30_000 });

  // Under the medication line: the working, the usual range for the species and the source.
  const note = receita.getByTestId('dose-notes').first();
  await expect(note).toContainText(REASONING);
  await expect(note).toContainText('fonte: bula de Metacam');
  await expect(receita.getByRole('button', { name: '1 item para conferir' })).toBeVisible();
  await note.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'dose-flag-sheet');

  // In the flag list and beside the field being edited.
  await receita.getByRole('button', { name: '1 item para conferir' }).click();
  await receita.getByRole('button', { name: /«1 comprimido\.» em Dose \(Medicamento 1\)/ }).click();
  const dose = receita.getByLabel('Dose', { exact: true });
  await expect(dose).toBeFocused();
  await expect(receita.getByTestId('dose-notes').first()).toContainText(REASONING);
  await page.evaluate(() => document.fonts.ready);
  await dose.scrollIntoViewIfNeeded();
  // The viewport as the vet sees it, field and note together (a full page is too tall to read on a phone).
  await page.screenshot({
    path: path.resolve(
      import.meta.dirname,
      '..',
      'screenshots',
      testInfo.project.name,
      'dose-flag-editor.png',
    ),
  });

  // Never a block: the PDF can still be issued.
  await expect(page.getByRole('button', { name: /PDF/ }).first()).toBeEnabled();
});

test('without a weight the check asks for it; one tap gives it and the dose is checked again', async ({
  page,
  baseURL,
}, testInfo) => {
  await presetCookieConsent(page);
  await signIn(page.request, baseURL as string, uniqueEmail(testInfo));
  const id = await readyConsultation(page, baseURL as string, null);
  await page.goto(`/consultation?id=${id}`);
  for (const label of ['Anamnese', 'Orientações ao tutor'])
    await page.getByRole('checkbox', { name: label }).uncheck();
  await page.getByRole('button', { name: 'Gerar documentos' }).click();
  const receita = page.getByRole('article', { name: 'Receita' });
  await expect(receita.getByTestId('dose-notes').first()).toContainText('informe o peso', {
    timeout: 30_000,
  });

  const missing = receita.getByRole('region', { name: 'Itens que faltam no documento' });
  await expect(missing).toContainText('Faltam para o documento ficar completo:');
  await missing.getByRole('button', { name: 'Peso do animal' }).click();
  await missing.getByLabel('Peso do animal (kg)').fill('12,5');
  await missing.scrollIntoViewIfNeeded();
  await page.screenshot({
    path: path.resolve(
      import.meta.dirname,
      '..',
      'screenshots',
      testInfo.project.name,
      'completeness-weight.png',
    ),
  });
  await missing.getByRole('button', { name: 'Salvar peso' }).click();

  await expect(receita.getByTestId('dose-notes').first()).toContainText(REASONING);
  await expect(missing).toBeHidden();
  await expect(page.getByText('Thor · Cão · SRD · 12,5 kg')).toBeVisible();
});
