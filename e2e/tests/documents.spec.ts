import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
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
async function readyConsultation(page: Page, baseURL: string, transcript = TRANSCRIPT): Promise<string> {
  // Cookie-authenticated writes must say where they come from (CSRF), as the page's own do.
  const headers = { origin: baseURL };
  const created = await page.request.post('/api/consultations', {
    data: { patient: { name: 'Thor', species: 'cao', breed: 'SRD', weightKg: 12.5 } },
    headers,
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const typed = await page.request.patch(`/api/consultations/${id}/transcript`, {
    data: { transcript },
    headers,
  });
  expect(typed.ok()).toBe(true);
  return id;
}

const card = (page: Page, label: string) => page.getByRole('article', { name: label });
const tab = (page: Page, label: string) => page.getByRole('tab', { name: new RegExp(`^${label} \\(`) });
const documentArea = (page: Page) => page.getByRole('region', { name: 'Documentos' });

/** The screen as the vet sees it: sticky bars where they stick, which a full-page shot cannot show. */
async function saveViewportScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: path.resolve(import.meta.dirname, '..', 'screenshots', testInfo.project.name, `${name}.png`),
  });
}

/** Every tab says "(pronto)": all documents were written. */
async function allReady(page: Page, labels: string[]) {
  for (const label of labels) {
    await expect(page.getByRole('tab', { name: new RegExp(`^${label} \\(pronto\\)`) })).toBeVisible({
      timeout: 30_000,
    });
  }
}

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

  // One tab per document, each ready with the transcript's own words; the receita is shown first.
  await allReady(page, ['Anamnese', 'Receita', 'Orientações ao tutor']);
  await expect(tab(page, 'Receita')).toHaveAttribute('aria-selected', 'true');
  await tab(page, 'Anamnese').click();
  await expect(card(page, 'Anamnese')).toContainText('vômito');
  await saveScreenshot(page, testInfo, 'documents-ready');

  // Edit one section of the anamnese in place: saved by itself and marked.
  await card(page, 'Anamnese').getByRole('button', { name: 'Editar Queixa principal' }).click();
  const complaint = card(page, 'Anamnese').getByRole('textbox', { name: 'Queixa principal' });
  await expect(complaint).toBeFocused();
  await complaint.fill('Vômito há dois dias e hiporexia; sem diarreia.');
  await saveScreenshot(page, testInfo, 'documents-section-editing');
  await saveViewportScreenshot(page, testInfo, 'documents-section-editing-viewport');
  await card(page, 'Anamnese').getByRole('button', { name: 'Concluir' }).click();
  await expect(card(page, 'Anamnese')).toContainText('sem diarreia');
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

  // WhatsApp: the wa.me link carries a short message with the tutor's private link (wa.me is not reached).
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  await tab(page, 'Orientações ao tutor').click();
  await card(page, 'Orientações ao tutor').getByRole('button', { name: 'WhatsApp' }).click();
  await page.getByRole('dialog').getByLabel('Celular do tutor').fill('11987654321');
  const opening = context.waitForEvent('page');
  await page.getByRole('dialog').getByRole('button', { name: 'Abrir WhatsApp' }).click();
  const whatsapp = await opening;
  const link = new URL(whatsapp.url());
  expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/5511987654321');
  const text = link.searchParams.get('text') ?? '';
  expect(text).toContain('Thor');
  expect(text).toMatch(/\/t\/[A-Za-z0-9_-]{22}#[A-Za-z0-9_-]{43}/);
  await whatsapp.close();
  await page.keyboard.press('Escape');

  // E-mail with the PDF attached, read back from the test SMTP server.
  const tutor = `tutora-${testInfo.project.name}-${Date.now()}@example.com`;
  await tab(page, 'Receita').click();
  await card(page, 'Receita').getByRole('button', { name: 'E-mail' }).click();
  // The first receita without an establishment asks for it once (delivery.spec.ts covers the prompt).
  await page.getByRole('dialog').getByRole('button', { name: 'Emitir sem o estabelecimento' }).click();
  const emailDialog = page.getByRole('dialog');
  await emailDialog.getByLabel('E-mail do tutor').fill(tutor);
  await emailDialog.getByLabel('Nome do responsável').fill('Marina Castro');
  await emailDialog.getByLabel('Endereço do responsável').fill('Rua das Flores, 10, Campinas/SP');
  await emailDialog.getByRole('button', { name: 'Enviar e-mail' }).click();
  await expect(page.getByText('E-mail enviado ao tutor.')).toBeVisible();
  const [mail] = await mailTo(tutor);
  expect(mail?.subject).toBe('Receita — Thor');
  expect(mail?.text).toContain('Olá, Marina!');
  expect(mail?.text).toMatch(/\/t\/[A-Za-z0-9_-]{22}#[A-Za-z0-9_-]{43}/);
  expect(mail?.attachments).toEqual([
    expect.objectContaining({
      contentType: 'application/pdf',
      filename: expect.stringMatching(/^receita-thor-/),
    }),
  ]);
  await saveScreenshot(page, testInfo, 'documents-after-delivery');
});

/** Signed in, on a consultation whose transcript is ready, with the chosen documents asked for. */
async function generate(
  page: Page,
  baseURL: string,
  email: string,
  types: string[],
  transcript = TRANSCRIPT,
): Promise<string> {
  await presetCookieConsent(page);
  await signIn(page.request, baseURL, email);
  const id = await readyConsultation(page, baseURL, transcript);
  await page.goto(`/consultation?id=${id}`);
  const chooser = page.getByRole('group', { name: 'Quais documentos gerar?' });
  for (const label of ['Anamnese', 'Receita', 'Diagnóstico', 'Orientações ao tutor']) {
    const box = chooser.getByRole('checkbox', { name: label });
    if ((await box.isChecked()) !== types.includes(label)) await box.click();
  }
  await page.getByRole('button', { name: 'Gerar documentos' }).click();
  return id;
}

test('a generated receita is one tap from the top of the document area, and four documents take little page', async ({
  page,
  baseURL,
}, testInfo) => {
  const labels = ['Anamnese', 'Receita', 'Diagnóstico', 'Orientações ao tutor'];
  await generate(page, baseURL as string, uniqueEmail(testInfo), labels);
  await allReady(page, labels);

  // From the top of the document area, the receita's tab is on screen: one tap shows the receita.
  await documentArea(page).evaluate((area) => area.scrollIntoView({ block: 'start' }));
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const receitaTab = tab(page, 'Receita');
  const box = await receitaTab.boundingBox();
  expect(
    box && box.y >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width,
  ).toBe(true);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await receitaTab.click();
  await expect(receitaTab).toHaveAttribute('aria-selected', 'true');
  const title = card(page, 'Receita').getByText('Uso veterinário');
  await expect(title).toBeInViewport();
  await expect(card(page, 'Receita').getByText('Prescrição')).toBeVisible();
  await saveScreenshot(page, testInfo, 'documents-receita');
  // What the vet sees after that tap, with the action bar where the thumb is (a full-page shot can't show it).
  await receitaTab.click();
  await saveViewportScreenshot(page, testInfo, 'documents-receita-viewport');

  // The whole document area with one document open, against 7,100 px (desktop) and 12,500 px (phone)
  // for the same documents as one long form.
  const height = Math.round((await documentArea(page).boundingBox())?.height ?? 0);
  process.stdout.write(
    `[${testInfo.project.name}] document area with 4 documents, receita open: ${height} px\n`,
  );
  testInfo.annotations.push({ type: 'document area height', description: `${height} px` });
  expect(height).toBeLessThan(testInfo.project.name === 'mobile' ? 4_500 : 3_000);

  // At 280 px nothing in the document area runs off the screen (the tab strip scrolls by design).
  await page.setViewportSize({ width: 280, height: 653 });
  const widest = await documentArea(page).evaluate((area) =>
    Math.max(
      ...Array.from(area.querySelectorAll('*'))
        .filter((node) => !node.closest('[role=tablist]') && (node as HTMLElement).offsetParent !== null)
        .map((node) => node.getBoundingClientRect().right),
    ),
  );
  expect(widest).toBeLessThanOrEqual(280);
  await card(page, 'Receita').evaluate((sheet) => sheet.scrollIntoView({ block: 'start' }));
  await saveViewportScreenshot(page, testInfo, 'documents-receita-280');
});

test('flags are counted once per document and each one leads to its field', async ({
  page,
  baseURL,
}, testInfo) => {
  const id = await generate(page, baseURL as string, uniqueEmail(testInfo), ['Receita']);
  await allReady(page, ['Receita']);

  // The fake writes only the transcript's own words, so nothing is flagged: the test adds two flags to
  // the stored receita as the server would send them, on the words actually written there.
  await page.route(`**/api/consultations/${id}/documents`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      documents: {
        type: string;
        content: { itens: { dose: string | null; concentracao: string | null }[] };
        groundingFlags: unknown[];
      }[];
    };
    for (const doc of body.documents) {
      if (doc.type !== 'receita') continue;
      const item = doc.content.itens[0];
      if (!item) continue;
      doc.groundingFlags = [
        { path: 'itens.0.dose', value: String(item.dose).slice(0, 10), kind: 'number' },
        { path: 'itens.0.concentracao', value: String(item.concentracao).slice(0, 10), kind: 'number' },
      ];
    }
    await route.fulfill({ response, json: body });
  });
  await page.reload();
  const receita = card(page, 'Receita');
  await expect(tab(page, 'Receita')).toHaveAccessibleName('Receita (pronto), 2 itens para conferir');
  const summary = receita.getByRole('button', { name: '2 itens para conferir' });
  await summary.click();
  await expect(summary).toHaveAttribute('aria-expanded', 'true');
  await saveScreenshot(page, testInfo, 'documents-flags-open');
  await summary.scrollIntoViewIfNeeded();
  await saveViewportScreenshot(page, testInfo, 'documents-flags-open-viewport');

  // The second flag sits in a folded field: the jump unfolds it, scrolls to it and focuses it.
  await receita.getByRole('button', { name: /em Concentração \(Medicamento 1\)/ }).click();
  const field = receita.getByLabel('Concentração');
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport();
  await receita.getByRole('button', { name: /em Dose \(Medicamento 1\)/ }).click();
  await expect(receita.getByLabel('Dose', { exact: true })).toBeFocused();
});

test('a document being written and a document that failed, at both sizes', async ({
  page,
  baseURL,
}, testInfo) => {
  // "#chat:lento" makes the fake stream slowly; "#chat:sempre-invalido" makes every answer invalid.
  const email = uniqueEmail(testInfo);
  await generate(page, baseURL as string, email, ['Receita'], `${TRANSCRIPT} #chat:lento`);
  await expect(page.getByRole('tab', { name: 'Receita (gerando)' })).toBeVisible();
  await expect(card(page, 'Receita')).toHaveAttribute('aria-busy', 'true');
  await expect(card(page, 'Receita').getByText('Prescrição')).toBeVisible({ timeout: 30_000 });
  await saveScreenshot(page, testInfo, 'documents-generating');

  await generate(page, baseURL as string, email, ['Receita'], `${TRANSCRIPT} #chat:sempre-invalido`);
  await expect(page.getByRole('tab', { name: 'Receita (falhou)' })).toBeVisible({ timeout: 60_000 });
  await expect(card(page, 'Receita').getByRole('button', { name: /Tentar novamente/ })).toBeVisible();
  await saveScreenshot(page, testInfo, 'documents-failed');
});
