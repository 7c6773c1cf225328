import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { presetCookieConsent, signIn, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { mailTo } from '../support/mail.ts';
import { saveScreenshot } from '../support/screenshot.ts';

/**
 * What the tutor receives: the responsável typed once in the panel serves the PDF, WhatsApp
 * and e-mail of every document, "Enviar tudo ao tutor" sends every ready document in one e-mail, and each
 * document then says how and when it left.
 */
test.describe.configure({ timeout: 120_000 });

const TRANSCRIPT =
  'Thor, cão SRD de oito anos, chegou com vômito há dois dias e hiporexia. Mucosas normocoradas, TPC de ' +
  'dois segundos, temperatura de 39,2 graus. Vou prescrever maropitant 1 mg/kg por via subcutânea uma vez ' +
  'ao dia por 3 dias e omeprazol, e pedir um hemograma completo. Retorno em sete dias.';

const card = (page: Page, label: string) => page.getByRole('article', { name: label });
const tab = (page: Page, label: string) => page.getByRole('tab', { name: new RegExp(`^${label} \\(`) });

/** What is on screen with a dialog open, from the dialog's top (a full-page shot can't show a modal). */
async function dialogShot(page: Page, info: TestInfo, name: string) {
  await page.getByRole('dialog').evaluate((dialog) => {
    for (const node of dialog.querySelectorAll('*')) node.scrollTop = 0;
  });
  await viewportShot(page, info, name);
}

async function viewportShot(page: Page, info: TestInfo, name: string) {
  const dir = path.resolve(import.meta.dirname, '..', 'screenshots', info.project.name);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

/** Signed in, on a consultation with a ready transcript, its receita and orientações generated. */
async function consultationWithDocuments(page: Page, baseURL: string, email: string) {
  await presetCookieConsent(page);
  await signIn(page.request, baseURL, email, 'Camila Rodrigues');
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
  for (const label of ['Anamnese', 'Receita', 'Diagnóstico', 'Orientações ao tutor']) {
    const box = chooser.getByRole('checkbox', { name: label });
    if ((await box.isChecked()) !== ['Receita', 'Orientações ao tutor'].includes(label)) await box.click();
  }
  await page.getByRole('button', { name: 'Gerar documentos' }).click();
  for (const label of ['Receita', 'Orientações ao tutor']) {
    await expect(page.getByRole('tab', { name: new RegExp(`^${label} \\(pronto\\)`) })).toBeVisible({
      timeout: 30_000,
    });
  }
}

/** The responsável, typed once in the panel of the visit. */
async function fillPanel(page: Page, tutor: string, info: TestInfo) {
  await page.getByRole('button', { name: /^Responsável:/ }).click();
  const panel = page.getByRole('region', { name: 'Responsável pelo animal' });
  await panel.getByLabel('Nome do responsável').fill('Marina Castro');
  await panel.getByLabel('Endereço do responsável').fill('Rua das Flores, 10 — Campinas/SP');
  await panel.getByLabel(/Celular do tutor/).fill('11987654321');
  await panel.getByLabel(/E-mail do tutor/).fill(tutor);
  await expect(panel.getByLabel(/Celular do tutor/)).toHaveValue('(11) 98765-4321');
  await saveScreenshot(page, info, 'delivery-responsavel-panel');
}

test('the responsável typed once is used by the PDF, WhatsApp and e-mail', async ({
  page,
  context,
  baseURL,
}, info) => {
  const tutor = `tutora-${info.project.name}-${Date.now()}@example.com`;
  await consultationWithDocuments(page, baseURL as string, uniqueEmail(info));
  await fillPanel(page, tutor, info);

  // The first receita to leave asks for the establishment in the same dialog, without blocking.
  await tab(page, 'Receita').click();
  await card(page, 'Receita').getByRole('button', { name: 'Baixar PDF' }).click();
  const nudge = page.getByRole('dialog', { name: 'Baixar PDF — Receita' });
  await expect(nudge).toContainText(
    'Complete os dados do estabelecimento para que o cabeçalho da receita saia completo',
  );
  await expect(nudge.getByLabel('Nome do estabelecimento')).toBeVisible();
  await expect(nudge.getByRole('button', { name: 'Completar e baixar PDF' })).toBeVisible();
  await dialogShot(page, info, 'delivery-establishment-nudge');
  await nudge.getByRole('button', { name: 'Emitir sem o estabelecimento' }).click();

  // PDF: the dialog shows what the panel holds; the PDF prints it.
  const pdfDialog = page.getByRole('dialog', { name: 'Baixar PDF — Receita' });
  await expect(pdfDialog.getByLabel('Nome do responsável')).toHaveValue('Marina Castro');
  await expect(pdfDialog.getByLabel('Endereço do responsável')).toHaveValue(
    'Rua das Flores, 10 — Campinas/SP',
  );
  const downloading = page.waitForEvent('download');
  await pdfDialog.getByRole('button', { name: 'Baixar PDF' }).click();
  const pdfText = execFileSync('pdftotext', [await (await downloading).path(), '-'], { encoding: 'utf8' });
  expect(pdfText).toContain('Marina Castro');
  expect(pdfText).toContain('Rua das Flores, 10');
  await expect(card(page, 'Receita').getByText(/^Baixado em PDF às \d{2}:\d{2}$/)).toBeVisible();

  // WhatsApp: the phone from the panel, a greeting with the tutor's name.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  await card(page, 'Receita').getByRole('button', { name: 'WhatsApp' }).click();
  const whatsDialog = page.getByRole('dialog', { name: 'Enviar pelo WhatsApp — Receita' });
  await expect(whatsDialog.getByLabel('Celular do tutor')).toHaveValue('(11) 98765-4321');
  const opening = context.waitForEvent('page');
  await whatsDialog.getByRole('button', { name: 'Abrir WhatsApp' }).click();
  const whatsapp = await opening;
  const link = new URL(whatsapp.url());
  expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/5511987654321');
  const text = link.searchParams.get('text') ?? '';
  expect(text.startsWith('Olá, Marina!\n\nSegue o documento da consulta de Thor: *Receita*.')).toBe(true);
  // The document itself is behind the private link (tutor-link.spec.ts opens it), not in the message.
  expect(text).toMatch(/\/t\/[A-Za-z0-9_-]{22}#[A-Za-z0-9_-]{43}/);
  expect(text).not.toContain('Marina Castro');
  expect(text.trimEnd().endsWith('Camila Rodrigues')).toBe(true);
  await whatsapp.close();

  // E-mail: the address from the panel; the message prints the responsável.
  await card(page, 'Receita').getByRole('button', { name: 'E-mail' }).click();
  const emailDialog = page.getByRole('dialog', { name: 'Enviar por e-mail — Receita' });
  await expect(emailDialog.getByLabel('E-mail do tutor')).toHaveValue(tutor);
  await emailDialog.getByRole('button', { name: 'Enviar e-mail' }).click();
  await expect(page.getByText('E-mail enviado ao tutor.')).toBeVisible({ timeout: 20_000 });
  const [mail] = await mailTo(tutor);
  expect(mail?.text).toContain('Olá, Marina!');
  expect(mail?.text).toMatch(/\/t\/[A-Za-z0-9_-]{22}#[A-Za-z0-9_-]{43}/);
  await expect(card(page, 'Receita').getByText(/^Enviado por e-mail às \d{2}:\d{2}$/)).toBeVisible();
});

test('"Enviar tudo ao tutor" by e-mail sends one message with every ready PDF', async ({
  page,
  baseURL,
}, info) => {
  const tutor = `tudo-${info.project.name}-${Date.now()}@example.com`;
  await consultationWithDocuments(page, baseURL as string, uniqueEmail(info));
  await fillPanel(page, tutor, info);

  await page.getByRole('button', { name: 'Enviar tudo ao tutor' }).click();
  const nudge = page.getByRole('dialog', { name: 'Enviar tudo ao tutor' });
  await nudge.getByRole('button', { name: 'Emitir sem o estabelecimento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar tudo ao tutor' });
  await expect(dialog).toContainText('Vão 2 documentos');
  await expect(dialog.getByLabel('E-mail do tutor')).toHaveValue(tutor);
  await dialog.getByLabel(/Mensagem/).fill('Qualquer dúvida, estou à disposição.');
  await dialogShot(page, info, 'delivery-send-all-dialog');
  if (info.project.name === 'mobile') {
    // The narrowest phones: nothing may stick out of the dialog.
    await page.setViewportSize({ width: 280, height: 653 });
    const overflow = await dialog.evaluate((node) => node.scrollWidth - node.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await dialogShot(page, info, 'delivery-send-all-dialog-280');
    await page.setViewportSize({ width: 390, height: 844 });
  }
  await dialog.getByRole('button', { name: 'Enviar e-mail' }).click();
  // Two PDFs rendered on a shared test machine: more than the default wait.
  await expect(page.getByText('E-mail enviado ao tutor com todos os documentos prontos.')).toBeVisible({
    timeout: 30_000,
  });

  const mails = await mailTo(tutor);
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  expect(mail?.attachments.map((file) => file.filename).sort()).toEqual([
    expect.stringMatching(/^orientacoes-ao-tutor-thor-.*\.pdf$/),
    expect.stringMatching(/^receita-thor-.*\.pdf$/),
  ]);
  expect(mail?.attachments.every((file) => file.contentType === 'application/pdf')).toBe(true);
  expect(mail?.text).toContain('Qualquer dúvida, estou à disposição.');

  // Each document now says how and when it left, for this visit.
  await expect(card(page, 'Receita').getByText(/^Enviado por e-mail às \d{2}:\d{2}$/)).toBeVisible();
  await tab(page, 'Orientações ao tutor').click();
  await expect(
    card(page, 'Orientações ao tutor').getByText(/^Enviado por e-mail às \d{2}:\d{2}$/),
  ).toBeVisible();
  await saveScreenshot(page, info, 'delivery-sent-marks');
  await card(page, 'Orientações ao tutor')
    .getByText(/^Enviado por e-mail/)
    .scrollIntoViewIfNeeded();
  await viewportShot(page, info, 'delivery-sent-marks-viewport');
});
