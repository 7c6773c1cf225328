import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { presetCookieConsent, signIn, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshot.ts';

/**
 * Screens of the core flow's second pass for a person to look at, at 1280 and 390 px: the live transcript
 * under the timer, the page after "Encerrar" (drafts in view, transcript folded, the "⋯" menu), the issue
 * and "Enviar tudo" dialogs with the establishment inline, the sign-up form and the signed-in phone menu.
 * They assert only what makes each shot the state it is named after.
 */
test.describe.configure({ timeout: 120_000 });

/** What the vet sees without scrolling (a full-page shot would hide whether it is in view). */
async function viewportShot(page: Page, info: TestInfo, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: path.resolve(import.meta.dirname, '..', 'screenshots', info.project.name, `${name}.png`),
  });
}

test('recording, then the page after "Encerrar" and its dialogs', async ({ page, baseURL }, info) => {
  await presetCookieConsent(page);
  await signIn(page.request, baseURL as string, uniqueEmail(info), 'Camila Rodrigues');
  await page.goto('/consultation');
  await page.getByLabel('Nome do animal').fill('Thor');
  await page.getByLabel('Espécie').selectOption('cao');
  await page.getByLabel('Nome do tutor (opcional)').fill('Marina Castro');
  await page.getByRole('button', { name: 'Iniciar gravação' }).click();
  await expect(page.getByTestId('transcricao-ao-vivo')).toContainText(/Trecho [0-9a-f]{8}\./, {
    timeout: 20_000,
  });
  await viewportShot(page, info, 'flow-recording-live');
  await page.getByRole('button', { name: 'Encerrar gravação' }).click();

  const receitaTab = page.getByRole('tab', { name: /^Receita/ });
  await expect(receitaTab).toHaveAccessibleName(/pronto/, { timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Expandir' })).toBeVisible();
  // Let the scroll that brings the drafts into view end.
  await page.waitForTimeout(600);
  await viewportShot(page, info, 'flow-after-encerrar');
  await saveScreenshot(page, info, 'flow-after-encerrar-full');

  await page.getByRole('button', { name: 'Mais ações da consulta' }).click();
  await expect(page.getByRole('menuitem', { name: /Excluir consulta/ })).toBeVisible();
  await viewportShot(page, info, 'flow-more-menu');
  await page.keyboard.press('Escape');

  await receitaTab.click();
  await page.getByRole('article', { name: 'Receita' }).getByRole('button', { name: 'WhatsApp' }).click();
  const issue = page.getByRole('dialog', { name: 'Enviar pelo WhatsApp — Receita' });
  await expect(issue.getByLabel('Nome do estabelecimento')).toBeVisible();
  await viewportShot(page, info, 'flow-issue-establishment');
  await page.keyboard.press('Escape');
  await expect(issue).toBeHidden();

  await page.getByRole('button', { name: 'Enviar tudo ao tutor' }).click();
  const all = page.getByRole('dialog', { name: 'Enviar tudo ao tutor' });
  await expect(all).toBeVisible();
  await viewportShot(page, info, 'flow-send-all');
});

test('the sign-up form and the signed-in phone menu', async ({ page, baseURL, isMobile }, info) => {
  await presetCookieConsent(page);
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Criar conta' }).click();
  await expect(page.getByLabel('Confirmar senha')).toBeVisible();
  await saveScreenshot(page, info, 'flow-sign-up');
  await viewportShot(page, info, 'flow-sign-up-viewport');

  await signIn(page.request, baseURL as string, uniqueEmail(info), 'Camila Rodrigues');
  await page.goto('/consultation');
  await expect(page.getByRole('heading', { level: 1, name: 'Nova consulta', exact: true })).toBeVisible();
  if (isMobile) {
    await page.getByRole('banner').getByRole('button', { name: 'Abrir menu' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Unidades' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sair' })).toBeVisible();
  }
  await viewportShot(page, info, 'flow-signed-in-menu');
});
