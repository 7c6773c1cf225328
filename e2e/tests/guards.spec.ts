import { APP_ROUTES } from '@vetvoz/domain';
import { adminEmailFor, PASSWORD, presetCookieConsent, signIn, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';

const concrete = (path: string) => path.replace(':businessUnitId', 'unidade-teste');
const publicRoutes = APP_ROUTES.filter((route) => route.access === 'public').map((route) =>
  concrete(route.path),
);
const protectedRoutes = APP_ROUTES.filter((route) => route.access !== 'public').map((route) =>
  concrete(route.path),
);

test.beforeEach(async ({ page }) => {
  await presetCookieConsent(page);
});

test('every public route loads directly with a title', async ({ page }) => {
  for (const path of publicRoutes) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  }
});

test('protected routes send a signed-out visitor to /login', async ({ page }) => {
  for (const path of protectedRoutes) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  }
});

test('after signing in, the visitor returns to where they were going', async ({
  page,
  baseURL,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await signIn(page.request, baseURL as string, email);
  await page.request.post('/api/auth/sign-out', { headers: { origin: baseURL as string }, data: {} });

  await page.goto('/history?pagina=2');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/history\?pagina=2$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('signing in from /login itself lands on /consultation, not on the marketing page', async ({
  page,
  baseURL,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await signIn(page.request, baseURL as string, email);
  await page.request.post('/api/auth/sign-out', { headers: { origin: baseURL as string }, data: {} });

  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/consultation$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a wrong password shows the login error in Portuguese', async ({ page, baseURL }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await signIn(page.request, baseURL as string, email);
  await page.request.post('/api/auth/sign-out', { headers: { origin: baseURL as string }, data: {} });
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('senha-errada-999');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Erro ao fazer login: E-mail ou senha incorretos.')).toBeVisible();
});

const adminRoutes: string[] = APP_ROUTES.filter((route) => route.access === 'admin').map(
  (route) => route.path,
);

test('signed-in users open protected routes; admin pages send non-admins to /', async ({
  page,
  baseURL,
}, testInfo) => {
  await signIn(page.request, baseURL as string, uniqueEmail(testInfo));
  for (const path of protectedRoutes.filter((p) => !adminRoutes.includes(p))) {
    await page.goto(path);
    await expect(page, path).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  }
  for (const path of adminRoutes) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/$/);
  }
});

test('site admins open /admin', async ({ page, baseURL }, testInfo) => {
  await signIn(page.request, baseURL as string, adminEmailFor(testInfo), 'Admin VetVoz');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('logout signs out and goes to /', async ({ page, baseURL }, testInfo) => {
  await signIn(page.request, baseURL as string, uniqueEmail(testInfo));
  await page.goto('/profile');
  // The page goes to / first and ends the session just after: wait for that answer before the next visit.
  const signedOut = page.waitForResponse((response) => response.url().endsWith('/api/auth/sign-out'));
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await signedOut).ok()).toBe(true);
  await page.goto('/history');
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown address shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/pagina-que-nao-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: /Início/ })
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test('the document is in Brazilian Portuguese', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
});
