import { expect, test } from '../support/fixtures.ts';

test('a pt-BR web manifest with icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await request.get(href as string)).json();
  expect(manifest.lang).toBe('pt-BR');
  expect(manifest.short_name).toBe('VetVoz');
  expect(manifest.start_url).toBe('/');
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src.startsWith('/') ? icon.src : `/${icon.src}`);
    expect(response.status(), icon.src).toBe(200);
  }
});

test.describe('service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('registers /sw.js with scope /', async ({ page }) => {
    await page.goto('/');
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return { scope: ready.scope, script: ready.active?.scriptURL ?? '' };
    });
    expect(new URL(registration.scope).pathname).toBe('/');
    expect(new URL(registration.script).pathname).toBe('/sw.js');
  });
});
