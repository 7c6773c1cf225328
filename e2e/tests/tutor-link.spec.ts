import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { presetCookieConsent, signIn, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshot.ts';

/**
 * The tutor's private link (docs/decisions/038-tutor-pack-private-link.md): the vet sends "Enviar tudo"
 * by WhatsApp, a fresh browser (the tutor's phone, no account) opens the link from the message, reads the
 * documents and downloads a PDF that prints the responsável, opens the PDF's verification address; the
 * vet revokes the link and it is gone.
 */
test.describe.configure({ timeout: 120_000 });

const TRANSCRIPT =
  'Thor, cão SRD de oito anos, chegou com vômito há dois dias e hiporexia. Mucosas normocoradas, TPC de ' +
  'dois segundos, temperatura de 39,2 graus. Vou prescrever maropitant 1 mg/kg por via subcutânea uma vez ' +
  'ao dia por 3 dias e omeprazol, e pedir um hemograma completo. Retorno em sete dias.';

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
  await page.request.post(`/api/consultations/${id}/documents`, {
    data: { types: ['receita', 'orientacoes'] },
    headers,
  });
  await page.goto(`/consultation?id=${id}`);
  for (const label of ['Receita', 'Orientações ao tutor']) {
    await expect(page.getByRole('tab', { name: new RegExp(`^${label} \\(pronto\\)`) })).toBeVisible({
      timeout: 30_000,
    });
  }
}

test('the vet sends the private link; the tutor opens it on a fresh phone and downloads a PDF', async ({
  page,
  context,
  browser,
  baseURL,
}, info) => {
  await consultationWithDocuments(page, baseURL as string, uniqueEmail(info));
  await page.getByRole('button', { name: /^Responsável:/ }).click();
  const panel = page.getByRole('region', { name: 'Responsável pelo animal' });
  await panel.getByLabel('Nome do responsável').fill('Marina Castro');
  await panel.getByLabel('Endereço do responsável').fill('Rua das Flores, 10 — Campinas/SP');
  // A phone and no e-mail: the dialog opens on WhatsApp.
  await panel.getByLabel(/Celular do tutor/).fill('11987654321');

  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  await page.getByRole('button', { name: 'Enviar tudo ao tutor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar tudo ao tutor' });
  await dialog.getByRole('button', { name: 'Emitir sem o estabelecimento' }).click();
  await expect(dialog.getByRole('radio', { name: /WhatsApp/ })).toBeChecked();
  const opening = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Abrir WhatsApp' }).click();
  const whatsapp = await opening;
  const message = new URL(whatsapp.url()).searchParams.get('text') ?? '';
  await whatsapp.close();
  expect(message.length).toBeLessThanOrEqual(1000);
  expect(message).toContain('Seguem os documentos da consulta de Thor:');
  expect(message).not.toContain('Marina Castro');
  const link = message.match(/https?:\/\/\S+\/t\/[A-Za-z0-9_-]{22}#[A-Za-z0-9_-]{43}/)?.[0] ?? '';
  expect(link.startsWith(baseURL as string)).toBe(true);

  // The consultation lists the link it sent.
  const sent = page.getByRole('region', { name: 'Links enviados ao tutor' });
  await expect(sent).toContainText('Receita, Orientações ao tutor');
  await expect(sent).toContainText(/Válido até \d{2}\/\d{2}\/\d{4}/);
  await saveScreenshot(page, info, 'tutor-link-sent-list');

  // The tutor: another browser, no account, no cookies.
  const tutor = await browser.newContext({
    viewport: info.project.name === 'mobile' ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    isMobile: info.project.name === 'mobile',
    hasTouch: info.project.name === 'mobile',
    acceptDownloads: true,
  });
  const phone = await tutor.newPage();
  const answer = await phone.goto(link);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['cache-control']).toBe('private, no-store');
  expect(answer?.headers()['x-robots-tag']).toContain('noindex');
  await expect(phone.getByRole('heading', { name: 'Documentos de Thor' })).toBeVisible();
  await expect(phone.getByRole('heading', { name: 'Receita' })).toBeVisible();
  await phone.getByText('Ler aqui').first().click();
  await expect(phone.getByText('Marina Castro').first()).toBeVisible();
  await saveScreenshot(phone, info, 'tutor-page');
  const downloading = phone.waitForEvent('download');
  await phone.getByRole('link', { name: 'Baixar PDF' }).first().click();
  const download = await downloading;
  const pdfText = execFileSync('pdftotext', [await download.path(), '-'], { encoding: 'utf8' });
  expect(pdfText).toContain('Marina Castro');

  // The PDF's verification address: who issued it, never the tutor.
  const address = pdfText.match(/Verifique em (\S+\/v\/[A-Z0-9]{10})/)?.[1] ?? '';
  expect(address).not.toBe('');
  const checking = await phone.goto(`${new URL(baseURL as string).protocol}//${address}`);
  expect(checking?.status()).toBe(200);
  await expect(phone.getByRole('heading', { name: 'Documento emitido pelo VetVoz' })).toBeVisible();
  await expect(phone.getByText('Documento válido.')).toBeVisible();
  await expect(phone.getByText('Camila Rodrigues')).toBeVisible();
  await expect(phone.getByText('Marina Castro')).toHaveCount(0);
  await saveScreenshot(phone, info, 'verification-page');

  // A changed key cannot open it: the same words as a link that is gone.
  await phone.goto(`${link.slice(0, -3)}abc`);
  await expect(phone.getByRole('heading', { name: 'Este link não está mais disponível' })).toBeVisible();

  // The vet revokes it: the link answers 410 with a clear page.
  await sent.getByRole('button', { name: /^Revogar/ }).click();
  await expect(sent).toContainText('Revogado');
  // From another page: a change of fragment alone would not load the page again.
  await phone.goto('about:blank');
  const gone = await phone.goto(link);
  expect(gone?.status()).toBe(410);
  await expect(phone.getByRole('heading', { name: 'Este link não está mais disponível' })).toBeVisible();
  await saveScreenshot(phone, info, 'tutor-page-gone');
  await tutor.close();
});
