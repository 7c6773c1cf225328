import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { presetCookieConsent, signIn, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshot.ts';

/**
 * "Copiar para o sistema": a practice system without an API gets the whole visit in one paste, in the
 * layout the vet picked, instead of one paste per section.
 */
test.describe.configure({ timeout: 120_000 });

const TRANSCRIPT =
  'Thor, cão SRD de oito anos, chegou com vômito há dois dias e hiporexia. Mucosas normocoradas, TPC de ' +
  'dois segundos, temperatura de 39,2 graus. Suspeita de gastroenterite aguda. Vou prescrever maropitant ' +
  '1 mg/kg por via subcutânea uma vez ao dia por 3 dias e omeprazol, e pedir um hemograma completo. ' +
  'Retorno em sete dias.';

const DOCUMENTS = ['Anamnese', 'Receita', 'Diagnóstico', 'Orientações ao tutor'];

/** What is on screen with the dialog open, from the dialog's top (a full-page shot can't show a modal). */
async function dialogShot(page: Page, info: TestInfo, name: string) {
  await page.getByRole('dialog').evaluate((dialog) => {
    for (const node of dialog.querySelectorAll('*')) node.scrollTop = 0;
  });
  const dir = path.resolve(import.meta.dirname, '..', 'screenshots', info.project.name);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

/** Signed in, on a finished consultation whose four clinical documents are drafted. */
async function finishedConsultation(page: Page, baseURL: string, info: TestInfo) {
  await presetCookieConsent(page);
  await signIn(page.request, baseURL, uniqueEmail(info), 'Camila Rodrigues');
  const headers = { origin: baseURL };
  const created = await page.request.post('/api/consultations', {
    data: { patient: { name: 'Thor', species: 'cao', breed: 'SRD', weightKg: 12.5 } },
    headers,
  });
  const { id } = (await created.json()) as { id: string };
  await page.request.patch(`/api/consultations/${id}/transcript`, {
    data: { transcript: TRANSCRIPT },
    headers,
  });
  await page.goto(`/consultation?id=${id}`);
  const chooser = page.getByRole('group', { name: 'Quais documentos gerar?' });
  for (const label of DOCUMENTS) {
    const box = chooser.getByRole('checkbox', { name: label });
    if (!(await box.isChecked())) await box.click();
  }
  await page.getByRole('button', { name: 'Gerar documentos' }).click();
  for (const label of DOCUMENTS) {
    await expect(page.getByRole('tab', { name: new RegExp(`^${label} \\(pronto\\)`) })).toBeVisible({
      timeout: 30_000,
    });
  }
}

test('a vet copies the whole visit as SOAP, in order, in one paste', async ({
  page,
  context,
  baseURL,
}, info) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await finishedConsultation(page, baseURL ?? '', info);
  const open = page.getByRole('button', { name: 'Copiar para o sistema' });
  await expect(open).toBeVisible();
  await saveScreenshot(page, info, 'copy-to-system-section');
  await open.scrollIntoViewIfNeeded();
  await page.screenshot({
    path: path.resolve(
      import.meta.dirname,
      '..',
      'screenshots',
      info.project.name,
      'copy-to-system-button.png',
    ),
  });

  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Copiar para o sistema' });
  await dialog.getByText('Prontuário (ordem geral)').click();
  const box = dialog.getByLabel('Texto que será copiado');
  await expect(box).toHaveValue(/^IDENTIFICAÇÃO\nAnimal: Thor\nEspécie: Canina/);
  await dialogShot(page, info, 'copy-to-system-prontuario');

  await dialog.getByText('SOAP', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: /^SOAP/ })).toBeChecked();
  await expect(box).toHaveValue(/P — PLANO/);
  await dialogShot(page, info, 'copy-to-system-soap');
  await dialog.getByRole('button', { name: /^Copiar (texto|mesmo assim)$/ }).click();
  // The toast reads "Sucesso: Copiado" to a screen reader.
  await expect(page.getByRole('region', { name: /^Notificações/ }).getByText(/Copiado/)).toBeVisible();
  await expect(dialog).toBeHidden();

  const text = await page.evaluate(() => navigator.clipboard.readText());
  const order = ['S — SUBJETIVO', 'O — OBJETIVO', 'A — AVALIAÇÃO', 'P — PLANO'].map((title) =>
    text.indexOf(title),
  );
  expect(order, text).toEqual([...order].sort((a, b) => a - b));
  expect(Math.min(...order), text).toBeGreaterThanOrEqual(0);
  // The drugs said in the visit are in the plan; nothing about the tutor or the signature goes along.
  const plan = text.slice(text.indexOf('P — PLANO'));
  expect(plan).toMatch(/Prescrição:\n1\) .*maropitant/i);
  expect(plan).toContain('Retorno');
  expect(text).not.toContain('CRMV');

  // The choice is remembered for the next visit on this device.
  await open.click();
  await expect(dialog.getByRole('radio', { name: /^SOAP/ })).toBeChecked();
});
