import type { Page } from '@playwright/test';
import { WHATSAPP_GREETING } from '@vetvoz/domain';
import { adminEmailFor, presetCookieConsent, signIn, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';

test.beforeEach(async ({ page }) => {
  await presetCookieConsent(page);
});

/** On phones the links live in the menu behind the hamburger button. */
async function openMenuIfMobile(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Abrir menu' }).click();
}

function primaryNav(page: Page) {
  return page.getByRole('banner').getByRole('navigation').first();
}

test('signed out: header shows Início, Sobre, Ver Planos, Entrar', async ({ page, isMobile }) => {
  await page.goto('/');
  await openMenuIfMobile(page, isMobile);
  const nav = primaryNav(page);
  for (const [label, path] of [
    ['Início', '/'],
    ['Sobre', '/about'],
    ['Ver Planos', '/plans'],
    ['Entrar', '/login'],
  ] as const) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', path);
  }
  await expect(nav.getByRole('link', { name: 'Nova Consulta' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
});

test('footer: legal links, e-mail, WhatsApp greeting and the footer sentence', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('href', '/terms');
  await expect(footer.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await expect(footer.getByRole('link', { name: /contato@vetvoz\.com\.br/ })).toHaveAttribute(
    'href',
    'mailto:contato@vetvoz.com.br',
  );
  const whatsapp = footer.getByRole('link', { name: /WhatsApp/ });
  await expect(whatsapp).toHaveAttribute(
    'href',
    `https://wa.me/5511912345678?text=${encodeURIComponent(WHATSAPP_GREETING)}`,
  );
  await expect(footer).toContainText('Transformando a medicina veterinária com inteligência artificial');
});

test('signed in: Nova Consulta, Histórico and profile; no admin links', async ({
  page,
  baseURL,
  isMobile,
}, testInfo) => {
  await signIn(page.request, baseURL as string, uniqueEmail(testInfo));
  await page.goto('/');
  await openMenuIfMobile(page, isMobile);
  const nav = primaryNav(page);
  await expect(nav.getByRole('link', { name: 'Nova Consulta' })).toHaveAttribute('href', '/consultation');
  await expect(nav.getByRole('link', { name: 'Histórico' })).toHaveAttribute('href', '/history');
  await expect(nav.getByRole('link', { name: 'Perfil' })).toHaveAttribute('href', '/profile');
  await expect(nav.getByRole('link', { name: 'Entrar', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Gerenciar Prompts' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
});

test('site admins also see Gerenciar Prompts and Admin', async ({ page, baseURL, isMobile }, testInfo) => {
  await signIn(page.request, baseURL as string, adminEmailFor(testInfo), 'Admin VetVoz');
  await page.goto('/');
  await openMenuIfMobile(page, isMobile);
  const nav = primaryNav(page);
  await expect(nav.getByRole('link', { name: 'Gerenciar Prompts' })).toHaveAttribute('href', '/prompts');
  await expect(nav.getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute('href', '/admin');
});

test('mobile menu toggles and closes on navigation', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the hamburger menu exists only on small screens');
  await page.goto('/');
  const open = page.getByRole('button', { name: 'Abrir menu' });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'Ver Planos' })).toBeHidden();
  await open.click();
  const close = page.getByRole('button', { name: 'Fechar menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await close.click();
  await expect(page.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await primaryNav(page).getByRole('link', { name: 'Ver Planos' }).click();
  await expect(page).toHaveURL(/\/plans$/);
  await expect(page.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(primaryNav(page).getByRole('link', { name: 'Sobre' })).toBeHidden();
});

test('every route change scrolls to the top', async ({ page }) => {
  await page.goto('/terms');
  await page.evaluate(() => {
    document.body.style.minHeight = '5000px';
    window.scrollTo(0, 3000);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Política de Privacidade' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('Nova Consulta on /consultation remounts the page', async ({ page, baseURL, isMobile }, testInfo) => {
  await signIn(page.request, baseURL as string, uniqueEmail(testInfo));
  await page.goto('/consultation');
  await expect(page.getByRole('heading', { level: 1, name: 'Nova consulta' })).toBeVisible();
  // A marker on the old page's DOM disappears only if React really mounts a new page.
  await page.getByRole('heading', { level: 1 }).evaluate((element) => element.setAttribute('data-old', '1'));
  const visitedRoot = page.waitForURL((url) => url.pathname === '/', { timeout: 5000 });
  await openMenuIfMobile(page, isMobile);
  await primaryNav(page).getByRole('link', { name: 'Nova Consulta' }).click();
  await visitedRoot;
  await expect(page).toHaveURL(/\/consultation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nova consulta' })).toBeVisible();
  await expect(page.locator('h1[data-old]')).toHaveCount(0);
});
