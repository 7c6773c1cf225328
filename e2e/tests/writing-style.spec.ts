import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { presetCookieConsent, signIn, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshot.ts';

/**
 * "Como você escreve": the vet's instructions and a detail level per document, previewed as the model
 * reads them, saved; and an edit made in three receitas offered as an instruction, added only on request.
 */
const TRANSCRIPT =
  'Thor, cão SRD de oito anos, chegou com vômito há dois dias e hiporexia. Mucosas normocoradas, TPC de ' +
  'dois segundos. Vou prescrever maropitant 1 mg/kg por via subcutânea uma vez ao dia por 3 dias e ' +
  'omeprazol. Manter em repouso e oferecer água fresca. Retorno em sete dias.';

/** A receita generated from typed notes, whose general advice the vet then writes out at length. */
async function lengthenedReceita(request: APIRequestContext, origin: string) {
  const headers = { origin };
  const created = await request.post('/api/consultations', {
    headers,
    data: { patient: { name: 'Thor', species: 'cao' } },
  });
  const { id } = (await created.json()) as { id: string };
  expect(
    (
      await request.patch(`/api/consultations/${id}/transcript`, {
        headers,
        data: { transcript: TRANSCRIPT },
      })
    ).ok(),
  ).toBe(true);
  expect(
    (
      await request.post(`/api/consultations/${id}/documents`, { headers, data: { types: ['receita'] } })
    ).status(),
  ).toBe(202);
  let receita: { id: string; status: string; content: Record<string, unknown> } | undefined;
  await expect
    .poll(async () => {
      const { documents } = (await (await request.get(`/api/consultations/${id}/documents`)).json()) as {
        documents: { id: string; status: string; content: Record<string, unknown> }[];
      };
      receita = documents[0];
      return receita?.status;
    })
    .toBe('ready');
  const content = receita?.content ?? {};
  const advice = String(content.orientacoesGerais ?? 'Manter em repouso.');
  const longer = `${advice} Oferecer água fresca à vontade, manter o animal em local tranquilo e observar o apetite, o vômito e as fezes até o retorno.`;
  const saved = await request.patch(`/api/documents/${receita?.id}`, {
    headers,
    data: { content: { ...content, orientacoesGerais: longer } },
  });
  expect(saved.ok()).toBe(true);
}

test('writing style: instructions and detail levels previewed and saved; a repeated edit offered', async ({
  page,
  baseURL,
}, testInfo) => {
  const base = baseURL as string;
  await presetCookieConsent(page);
  await signIn(page.request, base, uniqueEmail(testInfo));
  for (let i = 0; i < 3; i++) await lengthenedReceita(page.request, base);

  await page.goto('/profile#como-voce-escreve');
  const section = page.locator('#como-voce-escreve');
  await expect(section.getByRole('heading', { level: 2, name: 'Como você escreve' })).toBeVisible();
  const offer = section
    .getByRole('listitem')
    .filter({ hasText: 'Você detalhou mais o campo Orientações gerais' });
  await expect(offer).toContainText('em 3 documentos (Receita)');

  const instructions = section.getByRole('textbox', { name: 'Como você escreve' });
  await instructions.fill('Posologia sempre em horários.');
  await section.getByLabel('Receita', { exact: true }).selectOption('resumido');
  const preview = section.getByTestId('previa-estilo');
  await expect(preview).toContainText('Nível de detalhe: resumido');
  await expect(preview).toContainText('Posologia sempre em horários.');
  await section.getByLabel('Pré-visualizar para').selectOption('anamnese');
  await expect(preview).not.toContainText('Nível de detalhe');
  await section.getByRole('button', { name: 'Salvar estilo' }).click();
  await expect(page.getByText('Estilo de escrita salvo.')).toBeVisible();

  const axe = await new AxeBuilder({ page }).include('#como-voce-escreve').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await saveScreenshot(page, testInfo, 'profile-writing-style');
  // The section alone, readable at its own size.
  await section.screenshot({
    path: path.resolve(
      import.meta.dirname,
      '..',
      'screenshots',
      testInfo.project.name,
      'profile-writing-style-section.png',
    ),
  });

  await offer.getByRole('button', { name: 'Adicionar às instruções' }).click();
  await expect(page.getByText('Instrução adicionada a "Como você escreve".')).toBeVisible();
  await expect(instructions).toHaveValue(
    'Posologia sempre em horários.\nReceita: escreva o campo Orientações gerais com mais detalhes.',
  );
  await expect(offer).toHaveCount(0);
  await page.reload();
  await expect(instructions).toHaveValue(/com mais detalhes\.$/);
  await expect(section.getByLabel('Receita', { exact: true })).toHaveValue('resumido');
});
