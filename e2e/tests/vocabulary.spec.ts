import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { fakeAudio } from '../fixtures/fake-openai.ts';
import { presetCookieConsent, signIn, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshot.ts';

/**
 * The vocabulary that learns from corrections: the vet fixes a misheard brand in one transcript, the
 * next consultation comes back corrected and says so, and the profile lists the term, where the vet adds
 * and removes their own.
 */
const SAID =
  'O Thor está com prurido intenso há duas semanas e lesões no dorso. Vou passar simpárique hoje e ' +
  'repetir em trinta dias, e o banho com clorexidina duas vezes por semana.';

async function transcribedConsultation(request: APIRequestContext, baseURL: string): Promise<string> {
  const headers = { origin: baseURL };
  const created = await request.post('/api/consultations', {
    headers,
    data: { patient: { name: 'Thor', species: 'cao' } },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const uploaded = await request.post(`/api/consultations/${id}/segments/0`, {
    headers: { ...headers, 'content-type': 'audio/webm;codecs=opus' },
    data: Buffer.from(fakeAudio(SAID)),
  });
  expect(uploaded.status()).toBe(200);
  expect(
    (await request.post(`/api/consultations/${id}/finish`, { headers, data: { lastSegmentIndex: 0 } })).ok(),
  ).toBe(true);
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/consultations/${id}`)).json()) as { status: string }).status,
    )
    .toBe('ready');
  return id;
}

test('vocabulary: a corrected brand is learnt, corrected next time, and listed in the profile', async ({
  page,
  baseURL,
}, testInfo) => {
  const base = baseURL as string;
  await presetCookieConsent(page);
  await signIn(page.request, base, uniqueEmail(testInfo));

  const first = await transcribedConsultation(page.request, base);
  await page.goto(`/consultation?id=${first}`);
  const transcript = page.getByRole('textbox', { name: 'Transcrição' });
  await expect(transcript).toHaveValue(SAID);
  await transcript.fill(SAID.replace('simpárique', 'Simparic'));
  await expect(page.getByText('Alterações salvas')).toBeVisible();

  const second = await transcribedConsultation(page.request, base);
  await page.goto(`/consultation?id=${second}`);
  await expect(transcript).toHaveValue(/Vou passar Simparic hoje/);
  const corrections = page.getByRole('list', { name: 'Correções feitas pelo vocabulário' });
  await expect(corrections).toContainText('simpárique');
  await expect(corrections).toContainText('Simparic');
  await expect(page.getByText('Corrigido pelo vocabulário')).toBeVisible();
  await saveScreenshot(page, testInfo, 'transcript-vocabulary-correction');

  await page.getByRole('link', { name: 'Ver meu vocabulário' }).click();
  await expect(page).toHaveURL(/\/profile#vocabulario$/);
  const own = page.getByRole('list', { name: 'Seus termos' });
  await expect(own).toContainText('Simparic');
  await expect(own).toContainText('corrige “simpárique” · aprendido em 1 consulta');

  const section = page.locator('#vocabulario');
  await section.getByLabel('Termo', { exact: true }).fill('Joaquina');
  await section.getByRole('button', { name: 'Adicionar' }).click();
  await expect(section.getByText('Nomes de pessoas não entram no vocabulário')).toBeVisible();
  await section.getByLabel('Termo', { exact: true }).fill('Cytopoint');
  await section.getByLabel(/A transcrição escreve/).fill('saito point');
  await section.getByRole('button', { name: 'Adicionar' }).click();
  await expect(own).toContainText('Cytopoint');
  await expect(own).toContainText('corrige “saito point” · adicionado por você');

  const axe = await new AxeBuilder({ page }).include('#vocabulario').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await saveScreenshot(page, testInfo, 'profile-vocabulary');
  // The section alone, readable at its own size.
  await section.screenshot({
    path: path.resolve(
      import.meta.dirname,
      '..',
      'screenshots',
      testInfo.project.name,
      'profile-vocabulary-section.png',
    ),
  });

  await own.getByRole('button', { name: 'Remover Cytopoint' }).click();
  await expect(own).not.toContainText('Cytopoint');
  await expect(own).toContainText('Simparic');
});
