import path from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { presetCookieConsent, signIn, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshot.ts';

/**
 * The vet's core flow on the consultation page, phone first, at 1280 × 800 and 390 × 844:
 * the record control on the first screen, the recording card in view with real-size buttons, the first
 * words of the transcript within 10 s (Chromium's fake microphone, the fake OpenAI-compatible server),
 * the header's recording pill on other pages, and a question before leaving during a recording.
 */

test.describe.configure({ timeout: 90_000 });

async function openNewConsultation(page: Page, baseURL: string, email: string) {
  await presetCookieConsent(page);
  await signIn(page.request, baseURL, email);
  await page.goto('/consultation');
  await expect(page.getByRole('heading', { level: 1, name: 'Nova consulta', exact: true })).toBeVisible();
}

/** What the vet sees without scrolling (a full-page shot would hide whether it is in view). */
async function saveViewport(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => document.fonts.ready);
  const file = path.resolve(import.meta.dirname, '..', 'screenshots', testInfo.project.name, `${name}.png`);
  await page.screenshot({ path: file });
}

/** The whole box inside the first viewport, with no scrolling. */
async function expectInFirstScreen(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box).not.toBeNull();
  expect(viewport).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
}

async function expectTouchSize(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
}

/** The header's and the page's controls smaller than a fingertip (44 px), by their text. */
function smallTouchTargets(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('header a, header button, main a, main button, main select, main input')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 1 && box.height > 1 && box.height < 44;
      })
      .map((element) => element.textContent?.trim() || element.getAttribute('aria-label') || element.id),
  );
}

/** Pairs of visible header controls drawn over each other (the bar is crowded on phones). */
function overlappingHeaderControls(page: Page) {
  return page.evaluate(() => {
    const controls = [...document.querySelectorAll('header a, header button')]
      .map((element) => ({
        name: element.textContent?.trim() || element.getAttribute('aria-label'),
        box: element.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.width > 1 && box.height > 1 && box.top < 64);
    const pairs: string[] = [];
    for (const [i, a] of controls.entries())
      for (const b of controls.slice(i + 1))
        if (
          a.box.left < b.box.right &&
          b.box.left < a.box.right &&
          a.box.top < b.box.bottom &&
          b.box.top < a.box.bottom
        )
          pairs.push(`${a.name} × ${b.name}`);
    return pairs;
  });
}

/** Header links live behind the menu button on phones. */
async function clickHeaderLink(page: Page, name: string, isMobile: boolean) {
  const banner = page.getByRole('banner');
  if (isMobile) await banner.getByRole('button', { name: 'Abrir menu' }).click();
  await banner.getByRole('link', { name, exact: true }).click();
}

test('records from the first screen, shows the first words within 10 s, and follows the vet elsewhere', async ({
  page,
  baseURL,
  isMobile,
}, testInfo) => {
  await openNewConsultation(page, baseURL as string, uniqueEmail(testInfo));
  const record = page.getByRole('button', { name: 'Iniciar gravação' });
  await expectInFirstScreen(page, record);
  if (isMobile) expect(await smallTouchTargets(page)).toEqual([]);
  await saveViewport(page, testInfo, 'capture-new');

  const more = page.getByRole('button', { name: /Mais dados do animal/ });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Raça (opcional)')).toBeHidden();
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Raça (opcional)')).toBeVisible();
  if (isMobile) expect(await smallTouchTargets(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'capture-more-data');
  await more.click();

  await page.getByLabel('Nome do animal').fill('Thor');
  await page.getByLabel('Espécie').selectOption('cao');
  await page.getByLabel('Nome do tutor (opcional)').fill('Ana Souza');
  await expectInFirstScreen(page, record);

  const clicked = Date.now();
  await record.click();
  await expect(page).toHaveURL(/\/consultation\?id=[0-9a-f-]{36}$/);
  const id = new URL(page.url()).searchParams.get('id') as string;
  const pause = page.getByRole('button', { name: 'Pausar' });
  const stop = page.getByRole('button', { name: 'Encerrar gravação' });
  await expect(pause).toBeInViewport({ ratio: 1 });
  await expect(stop).toBeInViewport({ ratio: 1 });
  await expectTouchSize(pause);
  await expectTouchSize(stop);
  // The top of the recording card is in view, under the sticky header.
  const panel = await page.getByTestId('painel-gravacao').boundingBox();
  expect(panel?.y ?? -1).toBeGreaterThanOrEqual(64);
  await expect(page.getByTestId('estado-envio')).toHaveText('Primeiro trecho em alguns segundos…');
  if (isMobile) expect(await smallTouchTargets(page)).toEqual([]);
  await saveViewport(page, testInfo, 'capture-recording');

  const remaining = 10_000 - (Date.now() - clicked);
  await expect(page.getByTestId('transcricao-ao-vivo')).toContainText(/Trecho [0-9a-f]{8}\./, {
    timeout: Math.max(remaining, 1),
  });
  await expect(page.getByTestId('estado-envio')).toContainText(/enviados|já enviado/);
  await saveScreenshot(page, testInfo, 'capture-first-words');

  await pause.click();
  // The recording panel is the page's one state: no badge, no header pill on the recording's own page.
  await expect(page.getByTestId('painel-gravacao')).toContainText('Gravação pausada');
  await expect(page.getByTestId('pilula-gravacao')).toHaveCount(0);
  await expectTouchSize(page.getByRole('button', { name: 'Continuar', exact: true }));
  await saveViewport(page, testInfo, 'capture-paused');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();

  // Leaving inside the app asks first; staying keeps the page.
  await clickHeaderLink(page, 'Histórico', isMobile);
  const dialog = page.getByRole('dialog', { name: 'Sair desta página?' });
  await expect(dialog).toContainText('A gravação continua se você sair desta página');
  await saveViewport(page, testInfo, 'capture-leave-dialog');
  await dialog.getByRole('button', { name: 'Continuar aqui' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`id=${id}$`));

  await clickHeaderLink(page, 'Histórico', isMobile);
  await dialog.getByRole('button', { name: 'Sair mesmo assim' }).click();
  await expect(page).toHaveURL(/\/history$/);
  const pill = page.getByRole('banner').getByTestId('pilula-gravacao');
  await expect(pill).toBeVisible();
  await expect(pill).toContainText(/\d\d:\d\d/);
  await expectInFirstScreen(page, pill);
  await expectTouchSize(pill);
  if (isMobile) await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeInViewport({ ratio: 1 });
  expect(await overlappingHeaderControls(page)).toEqual([]);
  await saveViewport(page, testInfo, 'capture-pill-history');

  await pill.click();
  await expect(page).toHaveURL(new RegExp(`/consultation\\?id=${id}$`));
  await expect(stop).toBeInViewport({ ratio: 1 });
  await stop.click();
  await expect(page.getByRole('textbox', { name: 'Transcrição' })).toHaveValue(/Trecho/, { timeout: 30_000 });
  await expect(pill).toBeHidden();
});

test('a reload mid-recording says "Interrompida", not "Gravando"', async ({ page, baseURL }, testInfo) => {
  await openNewConsultation(page, baseURL as string, uniqueEmail(testInfo));
  await page.getByLabel('Nome do animal').fill('Mia');
  await page.getByLabel('Espécie').selectOption('gato');
  await page.getByRole('button', { name: 'Iniciar gravação' }).click();
  await expect(page.getByRole('button', { name: 'Encerrar gravação' })).toBeVisible();
  await expect(page.getByTestId('painel-gravacao')).toContainText('Gravando');
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByRole('heading', { name: 'A gravação foi interrompida' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('estado-consulta')).toHaveText('Interrompida');
  await expect(page.getByTestId('pilula-gravacao')).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'capture-interrupted');
});

test('the patient typed so far comes back after visiting another page', async ({
  page,
  baseURL,
  isMobile,
}, testInfo) => {
  await openNewConsultation(page, baseURL as string, uniqueEmail(testInfo));
  await page.getByLabel('Nome do animal').fill('Estrela');
  await page.getByLabel('Espécie').selectOption('equino');
  await page.getByRole('button', { name: /Mais dados do animal/ }).click();
  await page.getByLabel('Raça (opcional)').fill('Mangalarga');
  await page.getByLabel('Nome do tutor (opcional)').fill('João Lima');

  await clickHeaderLink(page, 'Histórico', isMobile);
  await expect(page).toHaveURL(/\/history$/);
  await page.goBack();
  await expect(page.getByLabel('Nome do animal')).toHaveValue('Estrela');
  await expect(page.getByLabel('Espécie')).toHaveValue('equino');
  await expect(page.getByLabel('Raça (opcional)')).toHaveValue('Mangalarga');
  await expect(page.getByLabel('Nome do tutor (opcional)')).toHaveValue('João Lima');
  // Memory only: the tutor's name is in no browser storage.
  const stored = await page.evaluate(() =>
    JSON.stringify([Object.values(localStorage), Object.values(sessionStorage)]),
  );
  expect(stored).not.toContain('João Lima');
});

test('at 280 px wide nothing of the page is cut off', async ({ page, baseURL }, testInfo) => {
  await page.setViewportSize({ width: 280, height: 653 });
  await openNewConsultation(page, baseURL as string, uniqueEmail(testInfo));
  await page.getByRole('button', { name: /Mais dados do animal/ }).click();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(overflow).toBeLessThanOrEqual(280);
  // Every control of the page (fields, the record button, file and notes) lies within the screen.
  const outside = await page.evaluate(() =>
    [...document.querySelectorAll('main input, main select, main button')]
      .filter((element) => element.getBoundingClientRect().width > 1)
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.left < 0 || box.right > window.innerWidth;
      })
      .map((element) => element.textContent?.trim() || element.getAttribute('id')),
  );
  expect(outside).toEqual([]);
  await saveScreenshot(page, testInfo, 'capture-280');
});
