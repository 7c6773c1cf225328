import { expect, test } from '../support/fixtures.ts';

test('the cookie banner appears until a choice is stored, then stays away', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Política de Cookies' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('heading', { name: 'Política de Cookies' })).toBeVisible();
  await banner.getByRole('button', { name: 'Aceitar' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('accepted');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(banner).toBeHidden();
});

test('declining is remembered too', async ({ page }) => {
  await page.goto('/about');
  await page
    .getByRole('region', { name: 'Política de Cookies' })
    .getByRole('button', { name: 'Recusar' })
    .click();
  expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('declined');
  await page.goto('/plans');
  await expect(page.getByRole('region', { name: 'Política de Cookies' })).toBeHidden();
});

test('page views are reported only after consent is accepted', async ({ page }) => {
  const reported: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/analytics/pageview')) reported.push(request.postDataJSON().path);
  });
  await page.goto('/about');
  await page.goto('/plans');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(reported).toEqual([]);

  const answered = page.waitForResponse((r) => r.url().endsWith('/api/analytics/pageview'));
  await page
    .getByRole('region', { name: 'Política de Cookies' })
    .getByRole('button', { name: 'Aceitar' })
    .click();
  expect((await answered).status()).toBe(204);
  expect(reported).toEqual(['/plans']);

  const next = page.waitForResponse((r) => r.url().endsWith('/api/analytics/pageview'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Termos de Uso' }).click();
  await next;
  expect(reported).toEqual(['/plans', '/terms']);
});
