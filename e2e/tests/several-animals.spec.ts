import { presetCookieConsent, signIn, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshot.ts';

/**
 * A visit with two animals, end to end: "Outro animal" on the new-consultation form, typed notes, the split
 * of the transcript reviewed and confirmed, a receita per animal named after it, and the cross-animal
 * warning beside a drug said about the other animal.
 */
test.describe.configure({ timeout: 120_000 });

const NOTES =
  'Bom dia, trouxe os dois hoje. O Rex está com otite na orelha direita, vai tomar cefalexina 300 mg de 12 em ' +
  '12 horas por dez dias. Ele também coça muito. A Mel está com diarreia há três dias, vai tomar metronidazol ' +
  '50 mg de 12 em 12 horas por cinco dias. Os dois voltam em duas semanas para revisão.';

test('two animals: add the other one, confirm the split, get a receita for each and the cross-animal warning', async ({
  page,
  baseURL,
}, testInfo) => {
  await presetCookieConsent(page);
  await signIn(page.request, baseURL as string, uniqueEmail(testInfo));
  await page.goto('/consultation');

  await page.getByLabel('Nome do animal').first().fill('Rex');
  await page.getByLabel('Espécie').first().selectOption('cao');
  await page.getByRole('button', { name: 'Outro animal' }).click();
  const second = page.getByRole('group', { name: 'Animal 2' });
  await second.getByLabel('Nome do animal').fill('Mel');
  await second.getByLabel('Espécie').selectOption('gato');
  await second.getByLabel(/Peso/).fill('4,2');
  await saveScreenshot(page, testInfo, 'several-animals-new');

  await page.getByRole('button', { name: 'Digitar anotações' }).click();
  await page.getByLabel('Anotações da consulta').fill(NOTES);
  await page.getByRole('button', { name: 'Usar estas anotações' }).click();
  await expect(page).toHaveURL(/consultation\?id=/);

  const animals = page.getByTestId('animais');
  await expect(animals).toContainText('Rex');
  await expect(animals).toContainText('Mel');
  await animals.getByRole('button', { name: 'Dividir por animal' }).click();
  const split = page.getByTestId('divisao-animais');
  await expect(split.getByText('O Rex está com otite', { exact: false })).toBeVisible();
  await expect(split.getByRole('group', { name: 'Animais do trecho 2' }).getByLabel('Rex')).toBeChecked();
  await expect(split.getByRole('group', { name: 'Animais do trecho 2' }).getByLabel('Mel')).not.toBeChecked();
  await split.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'several-animals-split');
  await split.getByRole('button', { name: 'Confirmar divisão' }).click();
  await expect(split).toContainText('Divisão confirmada');

  for (const label of ['Anamnese', 'Orientações ao tutor'])
    await page.getByRole('checkbox', { name: label }).uncheck();
  await page.getByRole('button', { name: 'Gerar documentos' }).click();
  const chooser = page.getByTestId('documentos-por-animal');
  await expect(chooser.getByRole('button', { name: 'Mel' })).toBeVisible({ timeout: 30_000 });
  await expect(chooser.getByRole('button', { name: 'Rex' })).toHaveAttribute('aria-pressed', 'true');
  await chooser.getByRole('button', { name: 'Mel' }).click();
  const receita = page.getByRole('article', { name: 'Receita' });
  await expect(receita).toContainText('Mel', { timeout: 30_000 });

  // Rex's drug written into Mel's receita: warned beside the field, with the sentence it was said in.
  const id = new URL(page.url()).searchParams.get('id');
  const listed = await page.request.get(`/api/consultations/${id}/documents`);
  const { documents } = (await listed.json()) as {
    documents: { id: string; patientIndex: number; status: string }[];
  };
  const mel = documents.find((d) => d.patientIndex === 1);
  await expect
    .poll(async () => (await (await page.request.get(`/api/documents/${mel?.id}`)).json()).status, {
      timeout: 30_000,
    })
    .toBe('ready');
  const edited = await page.request.patch(`/api/documents/${mel?.id}`, {
    data: {
      content: {
        itens: [{ farmaco: 'Cefalexina', dose: '300 mg', frequencia: 'a cada 12 horas', duracao: '10 dias' }],
      },
    },
    headers: { origin: baseURL as string },
  });
  expect(edited.ok()).toBe(true);
  await page.reload();
  await page.getByTestId('documentos-por-animal').getByRole('button', { name: 'Mel' }).click();
  const flags = page.getByRole('article', { name: 'Receita' });
  await flags.getByRole('button', { name: /itens? para conferir/ }).click();
  await expect(flags.getByText(/Medicamento dito na consulta para Rex, não para Mel/).first()).toBeVisible();
  await saveScreenshot(page, testInfo, 'several-animals-warning');
});
