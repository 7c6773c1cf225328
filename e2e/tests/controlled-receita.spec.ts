import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { presetCookieConsent, signIn, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * A receita with a controlled drug, in the browser: the fake model fills the receita's fields with the
 * transcript's sentences in turn, so this transcript prescribes tramadol 4 × 50 mg for a 12,5 kg dog — the
 * dose check shows why that is too much, the line says it needs a Receita de Controle Especial, and the PDF
 * holds that receita in its two vias (docs/controlled-receituarios.md).
 */
test.describe.configure({ timeout: 120_000 });

const TRANSCRIPT = [
  'Pelagem caramelo.',
  'Sem marcas.',
  'Sem microchip.',
  'Cloridrato de tramadol.',
  'Comprimido de 50 mg.',
  'Comprimido.',
  '4 comprimidos.',
  '4 comprimidos.',
  'Oral.',
  'A cada 8 horas.',
  'Por cinco dias.',
  '60 comprimidos.',
  'Dar junto com a comida.',
  'Sem carência.',
  'Guardar longe do alcance de crianças.',
].join(' ');

const REASONING = /= 16 mg\/kg; usual para cães 2–5 mg\/kg/;

function shotPath(info: TestInfo, name: string): string {
  const dir = path.resolve(import.meta.dirname, '..', 'screenshots', info.project.name);
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}.png`);
}

async function readyConsultation(page: Page, baseURL: string): Promise<string> {
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

test('a controlled receita: the dose flag with its working, the receituário named, and the PDF in two vias', async ({
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

  // The dose flag under the line, with its working and the usual range.
  const note = receita.getByTestId('dose-notes').first();
  await expect(note).toContainText(REASONING, { timeout: 30_000 });
  await expect(note).toContainText('fonte:');
  // The line says which receituário the law asks for.
  await expect(receita).toContainText(
    'Medicamento sujeito a controle especial. Receituário: Receita de Controle Especial (2 vias).',
  );
  await note.scrollIntoViewIfNeeded();
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: shotPath(testInfo, 'controlled-receita-sheet') });

  // In the editor, beside the line's fields.
  await receita.getByRole('button', { name: 'Editar Prescrição' }).first().click();
  const hint = receita.locator('[data-controlled-line="1"]');
  await expect(hint).toHaveText(
    'Controle especial (lista A2): Receita de Controle Especial (2 vias) — o PDF traz esta receita à parte, em 1ª via (farmácia) e 2ª via (responsável).',
  );
  await hint.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shotPath(testInfo, 'controlled-receita-editor') });

  // Issuing: the dialog names the form and says a VetVoz PDF is not an electronic controlled prescription.
  await receita.getByRole('button', { name: 'Baixar PDF' }).click();
  const dialog = page.getByRole('dialog', { name: 'Baixar PDF — Receita' });
  // A new account has no establishment yet: issued without it, the emitente's address is a blank line.
  await dialog.getByRole('button', { name: 'Emitir sem o estabelecimento' }).click();
  const controlled = dialog.getByRole('region', { name: 'Medicamentos de controle especial' });
  await expect(controlled).toContainText('o PDF separa cada um no receituário que a lei pede');
  // The fake model copies the transcript's sentences, full stop included.
  await expect(controlled).toContainText(/Cloridrato de tramadol\.? — Controle especial \(lista A2\)/);
  await expect(controlled).toContainText('plataforma integrada ao SNCR');
  await expect(controlled).toContainText('RDC Anvisa nº 1.000/2025');
  await dialog.getByLabel('Nome do responsável').fill('Marina Castro');
  await dialog.getByLabel('Endereço do responsável').fill('Rua das Flores, 10 — Campinas/SP');
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: shotPath(testInfo, 'controlled-receita-issue-dialog') });

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Baixar PDF' }).click();
  const file = await (await downloading).path();
  const pages = execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' })
    .split('\f')
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  // The ordinary receita (only the general advice is left on it), then the two vias of the RCE.
  expect(pages).toHaveLength(3);
  expect(pages[0]).not.toContain('tramadol');
  for (const [text, via] of [
    [pages[1], '1ª VIA – FARMÁCIA'],
    [pages[2], '2ª VIA – PACIENTE/TUTOR'],
  ] as const) {
    expect(text).toContain('RECEITA DE CONTROLE ESPECIAL');
    expect(text).toContain(via);
    expect(text).toContain('IDENTIFICAÇÃO DO EMITENTE');
    expect(text).toContain('ANIMAL Thor ESPÉCIE Canina');
    expect(text).toContain('RESPONSÁVEL Marina Castro');
    expect(text).toContain('Rua das Flores, 10 — Campinas/SP');
    expect(text).toMatch(/1\) Cloridrato de tramadol\.? Comprimido de 50 mg\.?, Comprimido/);
    expect(text).toContain('Quantidade: 60 (sessenta) comprimidos');
    expect(text).toContain('IDENTIFICAÇÃO DO COMPRADOR');
    expect(text).toContain('IDENTIFICAÇÃO DO FORNECEDOR');
  }
  // The pages as printed, for a person to look at.
  execFileSync('pdftoppm', [
    '-r',
    '60',
    '-png',
    '-f',
    '2',
    '-l',
    '2',
    file,
    shotPath(testInfo, 'controlled-receita-pdf').replace(/\.png$/, ''),
  ]);
});
