import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { adminEmailFor, presetCookieConsent, signIn } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Screenshots of every screen at the project's size (desktop 1280 px, mobile 390 px), saved under
 * e2e/screenshots/<project>/ for a person to look at. They assert only that the screen rendered.
 */
const signedOutScreens = [
  ['landing', '/'],
  ['login', '/login'],
  ['about', '/about'],
  ['plans', '/plans'],
  ['terms', '/terms'],
  ['privacy', '/privacy'],
  ['payment-success', '/payment/success'],
  ['payment-failure', '/payment/failure'],
  ['not-found', '/pagina-que-nao-existe'],
] as const;

const signedInScreens = [
  ['consultation', '/consultation'],
  ['history', '/history'],
  ['prompts', '/prompts'],
  ['profile', '/profile'],
  ['business-units', '/business-units'],
  ['business-unit-usage', '/business-units/unidade-teste/usage'],
  ['business-unit-dashboard', '/business-unit-dashboard'],
  ['ux-demo', '/ux-demo'],
  ['admin', '/admin'],
] as const;

async function shoot(page: Page, project: string, name: string) {
  const dir = path.resolve(import.meta.dirname, '..', 'screenshots', project);
  mkdirSync(dir, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  // Landing sections fade in when scrolled to: visit them all so the full-page shot shows them.
  await page.evaluate(async () => {
    for (const element of Array.from(document.querySelectorAll('[data-revealed="false"]'))) {
      element.scrollIntoView({ block: 'center' });
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    window.scrollTo(0, 0);
    // Let the last entrance animation (700 ms) finish.
    await new Promise((resolve) => setTimeout(resolve, 800));
  });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

test('signed-out screens', async ({ page }, testInfo) => {
  await presetCookieConsent(page);
  for (const [name, url] of signedOutScreens) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await shoot(page, testInfo.project.name, name);
  }
});

test('signed-in screens (site admin)', async ({ page, baseURL }, testInfo) => {
  await presetCookieConsent(page);
  await signIn(page.request, baseURL as string, adminEmailFor(testInfo), 'Helena Prado');
  for (const [name, url] of signedInScreens) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await shoot(page, testInfo.project.name, name);
  }
});

test('cookie banner and mobile menu', async ({ page, isMobile }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Política de Cookies' })).toBeVisible();
  await shoot(page, testInfo.project.name, 'cookie-banner');
  if (isMobile) {
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await shoot(page, testInfo.project.name, 'mobile-menu');
  }
});
