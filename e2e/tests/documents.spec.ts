import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { presetCookieConsent, signIn, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { mailTo } from '../support/mail.ts';
import { saveScreenshot } from '../support/screenshot.ts';

/**
 * From a ready transcript to documents in the tutor's hands: generation streamed from the fake
 * OpenAI-compatible server (documents filled with the transcript's own sentences), an edit, the PDF,
 * the WhatsApp link and an e-mail read back from the test SMTP server.
 */
test.describe.configure({ timeout: 90_000 });

const TRANSCRIPT =
  'Thor, cão SRD de oito anos, chegou com vômito há dois dias e hiporexia. Mucosas normocoradas, TPC de ' +
  'dois segundos, temperatura de 39,2 graus. Vou prescrever maropitant 1 mg/kg por via subcutânea uma vez ' +
  'ao dia por 3 dias e omeprazol, e pedir um hemograma completo. Retorno em sete dias.';

/** A consultation with typed notes, ready at once (the API the page itself uses). */
async function readyConsultation(page: Page, baseURL: string): Promise<string> {
  // Cookie-authenticated writes must say where they come from (CSRF), as the page's own do.
  const headers = { origin: baseURL };
  const created = await page.request.post('/api/consultations', {
    data: { patient: { name: 'Thor', species: 'cao', breed: 'SRD', weightKg: 12.5 } },
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

const card = (page: Page, label: string) => page.getByRole('article', { name: label });

test('generate three documents, edit one, download its PDF, open WhatsApp and e-mail the tutor', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await presetCookieConsent(page);
  await signIn(page.request, baseURL as string, uniqueEmail(testInfo));
  const id = await readyConsultation(page, baseURL as string);
  await page.goto(`/consultation?id=${id}`);

  await expect(page.getByText('Quais documentos gerar?')).toBeVisible();
  for (const label of ['Anamnese', 'Receita', 'Orientações ao tutor']) {
    await expect(page.getByRole('checkbox', { name: label })).toBeChecked();
  }
  await page.getByRole('button', { name: 'Gerar documentos' }).click();

  // Each card shows itself generating, then ready with the transcript's own words.
  for (const label of ['Anamnese', 'Receita', 'Orientações ao tutor']) {
    await expect(card(page, label)).toBeVisible();
    await expect(card(page, label)).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  }
  await expect(card(page, 'Anamnese')).toContainText('vômito');
  await saveScreenshot(page, testInfo, 'documents-ready');

  // Edit the anamnese: saved by itself and marked.
  const complaint = card(page, 'Anamnese').getByLabel('Queixa principal');
  await complaint.fill('Vômito há dois dias e hiporexia; sem diarreia.');
  await complaint.blur();
  await expect(card(page, 'Anamnese').getByText('Editado')).toBeVisible({ timeout: 10_000 });

  // PDF of the edited anamnese.
  await card(page, 'Anamnese').getByRole('button', { name: 'Baixar PDF' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Local de emissão').fill('Campinas/SP');
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Baixar PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^anamnese-thor-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // WhatsApp: the wa.me link carries the document's text (wa.me itself is not reached in tests).
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  await card(page, 'Orientações ao tutor').getByRole('button', { name: 'WhatsApp' }).click();
  await page.getByRole('dialog').getByLabel('Celular do tutor').fill('11987654321');
  const opening = context.waitForEvent('page');
  await page.getByRole('dialog').getByRole('button', { name: 'Abrir WhatsApp' }).click();
  const whatsapp = await opening;
  const link = new URL(whatsapp.url());
  expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/5511987654321');
  const text = link.searchParams.get('text') ?? '';
  expect(text).toContain('Thor');
  expect(text).toMatch(/CRMV-SP nº 12345/);
  await whatsapp.close();
  await page.keyboard.press('Escape');

  // E-mail with the PDF attached, read back from the test SMTP server.
  const tutor = `tutora-${testInfo.project.name}-${Date.now()}@example.com`;
  await card(page, 'Receita').getByRole('button', { name: 'E-mail' }).click();
  const emailDialog = page.getByRole('dialog');
  await emailDialog.getByLabel('E-mail do tutor').fill(tutor);
  await emailDialog.getByLabel('Nome do responsável').fill('Marina Castro');
  await emailDialog.getByLabel('Endereço do responsável').fill('Rua das Flores, 10, Campinas/SP');
  await emailDialog.getByRole('button', { name: 'Enviar e-mail' }).click();
  await expect(page.getByText('E-mail enviado ao tutor.')).toBeVisible();
  const [mail] = await mailTo(tutor);
  expect(mail?.subject).toBe('Receita — Thor');
  expect(mail?.text).toContain('Marina Castro');
  expect(mail?.attachments).toEqual([
    expect.objectContaining({
      contentType: 'application/pdf',
      filename: expect.stringMatching(/^receita-thor-/),
    }),
  ]);
  await saveScreenshot(page, testInfo, 'documents-after-delivery');
});
