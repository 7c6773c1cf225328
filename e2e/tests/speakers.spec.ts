import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { fakeAudio } from '../fixtures/fake-openai.ts';
import { presetCookieConsent, signIn, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshot.ts';

/**
 * Who said what: a plain transcript comes back in paragraphs labelled Veterinário(a) / Tutor as a
 * suggestion; the vet changes one paragraph with its menu, and the choice survives a reload.
 */
const SAID =
  'Bom dia, o que aconteceu com o Thor? Ele vomitou três vezes desde ontem, doutora. Está bebendo água? ' +
  'Sim, bebe bastante. Temperatura trinta e nove vírgula dois, mucosas normocoradas. Vou prescrever ' +
  'maropitant um miligrama por quilo, uma vez ao dia, por três dias.';

test('speakers: labelled paragraphs, one flipped by the vet, kept after a reload', async ({
  page,
  baseURL,
}, testInfo) => {
  const base = baseURL as string;
  await presetCookieConsent(page);
  await signIn(page.request, base, uniqueEmail(testInfo));
  const headers = { origin: base };
  const created = await page.request.post('/api/consultations', {
    headers,
    data: { patient: { name: 'Thor', species: 'cao' } },
  });
  const { id } = (await created.json()) as { id: string };
  const uploaded = await page.request.post(`/api/consultations/${id}/segments/0`, {
    headers: { ...headers, 'content-type': 'audio/webm;codecs=opus' },
    data: Buffer.from(fakeAudio(SAID)),
  });
  expect(uploaded.status()).toBe(200);
  await page.request.post(`/api/consultations/${id}/finish`, { headers, data: { lastSegmentIndex: 0 } });
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/consultations/${id}`)).json()) as { status: string }).status,
    )
    .toBe('ready');

  await page.goto(`/consultation?id=${id}`);
  await expect(page.getByRole('heading', { name: 'Quem falou' })).toBeVisible();
  await expect(page.getByText('Sugestão do VetVoz.')).toBeVisible();
  const second = page.getByRole('combobox', { name: 'Quem falou o parágrafo 2' });
  await expect(page.getByRole('combobox', { name: 'Quem falou o parágrafo 1' })).toHaveValue('veterinario');
  await expect(second).toHaveValue('tutor');
  await expect(page.getByRole('combobox', { name: 'Quem falou o parágrafo 5' })).toHaveValue('veterinario');
  // The text box shows the same paragraphs, one per turn.
  await expect(page.getByRole('textbox', { name: 'Transcrição' })).toHaveValue(
    /doutora\.\n\nEstá bebendo água\?/,
  );
  await saveScreenshot(page, testInfo, 'transcript-speakers');

  await second.selectOption('outro');
  await expect(second).toHaveValue('outro');
  const row = page.getByRole('listitem').filter({ has: second });
  await expect(row.getByText('definido por você')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Quem falou o parágrafo 2' })).toHaveValue('outro');

  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Quem falou' }) });
  const axe = await new AxeBuilder({ page }).include('section:has(> h3)').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await section.screenshot({
    path: path.resolve(
      import.meta.dirname,
      '..',
      'screenshots',
      testInfo.project.name,
      'speakers-section.png',
    ),
  });
});
