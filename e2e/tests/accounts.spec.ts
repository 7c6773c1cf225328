import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { maskCpf } from '@vetvoz/domain';
import {
  confirmationLink,
  PASSWORD,
  presetCookieConsent,
  randomCpf,
  signIn,
  uniqueEmail,
} from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { mailTo } from '../support/mail.ts';
import { MAIN_URL } from '../support/servers.ts';

/**
 * Accounts through the browser: registration with its exact messages, terms modal, plan
 * fixed by the plans page, forgot/reset password through the real outbox, profile, deletion.
 */

test.beforeEach(async ({ page }) => {
  await presetCookieConsent(page);
});

const MESSAGES = {
  invalidCpf: 'CPF inválido',
  passwordsDiffer: 'As senhas não coincidem',
  termsNotAccepted: 'Você precisa aceitar os termos de uso e a política de privacidade',
  duplicateEmail: 'Este e-mail já está em uso. Por favor, use outro e-mail ou faça login.',
  resetWithoutEmail: 'Por favor, insira seu e-mail para recuperar a senha',
  resetSent: 'E-mail de recuperação enviado! Por favor, verifique sua caixa de entrada.',
};

/** Whole page from the top (the sticky header stays at the top); a dialog as the user sees it. */
async function shoot(page: Page, project: string, name: string, { fullPage = true } = {}) {
  const dir = path.resolve(import.meta.dirname, '..', 'screenshots', project);
  mkdirSync(dir, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}

/** A small, real PNG (a teal gradient), so the server's content check and re-encoding run for real. */
function pngImage(size = 96): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y += 1) {
    const row = y * (1 + size * 3);
    for (let x = 0; x < size; x += 1) rows.set([20, 120 + x, 110 + y], row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function openRegistration(page: Page) {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Criar conta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
}

interface Registration {
  email: string;
  cpf?: string;
  password?: string;
  confirmation?: string;
  acceptTerms?: boolean;
}

async function fillRegistration(page: Page, r: Registration) {
  await page.getByLabel('Nome', { exact: true }).fill('Helena');
  await page.getByLabel('Sobrenome').fill('Prado');
  await page.getByLabel('E-mail').fill(r.email);
  await page.getByLabel('Telefone').pressSequentially('11987654321');
  await page.getByLabel('CPF').pressSequentially(r.cpf ?? randomCpf());
  await page.getByLabel('CRMV').fill('12345/SP');
  await page.getByLabel('Função').selectOption('veterinario');
  await page.getByLabel('Senha', { exact: true }).fill(r.password ?? PASSWORD);
  await page.getByLabel('Confirmar senha').fill(r.confirmation ?? r.password ?? PASSWORD);
  if (r.acceptTerms ?? true) {
    await page
      .getByRole('checkbox', { name: 'Li e aceito os Termos de Uso e a Política de Privacidade' })
      .check();
  }
}

/** An account made outside the browser, so the page itself stays signed out. */
async function createAccountElsewhere(email: string): Promise<void> {
  const context: APIRequestContext = await playwrightRequest.newContext({ baseURL: MAIN_URL });
  try {
    await signIn(context, MAIN_URL, email);
  } finally {
    await context.dispose();
  }
}

/** The reset link from the e-mail the server sent (the test SMTP server keeps it). */
async function resetLinkFor(email: string): Promise<string> {
  // Sign-up's confirmation e-mail comes first: wait for the reset one.
  let mail: { text: string } | undefined;
  await expect
    .poll(async () => {
      mail = (await mailTo(email)).find((message) => message.subject === 'Redefinição de senha — VetVoz');
      return Boolean(mail);
    })
    .toBe(true);
  const link = mail?.text.match(/https?:\/\/[^\s"<>]+\/reset-password\?token=[^\s"<>]+/);
  expect(link, 'reset link in the e-mail').not.toBeNull();
  return (link as RegExpMatchArray)[0];
}

test('register through the form, with a photo, and land signed in on /consultation', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await openRegistration(page);
  await shoot(page, testInfo.project.name, 'auth-registration');
  // The photo is optional and folded with the birth date.
  await page.getByText('Foto e data de nascimento').click();
  await page.getByLabel('Escolher foto').setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: pngImage(),
  });
  await expect(page.getByRole('button', { name: 'Remover foto' })).toBeVisible();
  await fillRegistration(page, { email });
  await expect(page.getByLabel('Telefone')).toHaveValue('(11) 98765-4321');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByRole('button', { name: 'Conta criada!' })).toBeVisible();
  await expect(page).toHaveURL(/\/consultation$/);

  const me = await (await page.request.get('/api/me')).json();
  expect(me.user).toMatchObject({ email, name: 'Helena Prado' });
  expect(me.user.image).toMatch(/^\/api\/profile\/photo\?v=[0-9a-f]{16}$/);
  const profile = await (await page.request.get('/api/profile')).json();
  expect(profile).toMatchObject({ role: 'veterinario', plan: 'gratis', phone: '11987654321' });
});

test('each registration message appears exactly as the spec words it', async ({ page }, testInfo) => {
  await openRegistration(page);
  await fillRegistration(page, {
    email: uniqueEmail(testInfo),
    cpf: '12345678900',
    confirmation: 'outra-senha-123',
    acceptTerms: false,
  });
  await page.getByRole('button', { name: 'Criar conta' }).click();
  for (const message of [MESSAGES.invalidCpf, MESSAGES.passwordsDiffer, MESSAGES.termsNotAccepted]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('CPF')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('CPF')).toHaveValue('123.456.789-00');
  await shoot(page, testInfo.project.name, 'auth-registration-errors');
});

test('a registered e-mail gets the spec’s duplicate message, as the server sends it', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await createAccountElsewhere(email);
  await openRegistration(page);
  await fillRegistration(page, { email });
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.duplicateEmail);
  await expect(page).toHaveURL(/\/login$/);
});

test('the Terms and Privacy modals: "Aceitar e continuar" accepts that text; the one box ticks with both', async ({
  page,
}, testInfo) => {
  await openRegistration(page);
  const box = page.getByRole('checkbox', {
    name: 'Li e aceito os Termos de Uso e a Política de Privacidade',
  });

  await page.getByRole('button', { name: 'Termos de Uso', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Termos de Uso' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await shoot(page, testInfo.project.name, 'auth-terms-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Aceitar e continuar' }).click();
  await expect(dialog).toBeHidden();
  await expect(box).not.toBeChecked();

  await page.getByRole('button', { name: 'Política de Privacidade', exact: true }).click();
  const privacyDialog = page.getByRole('dialog', { name: 'Política de Privacidade' });
  await expect(privacyDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(privacyDialog).toBeHidden();
  await expect(box).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Política de Privacidade', exact: true })).toBeFocused();
  await page.getByRole('button', { name: 'Política de Privacidade', exact: true }).click();
  await privacyDialog.getByRole('button', { name: 'Aceitar e continuar' }).click();
  await expect(box).toBeChecked();
});

test('a plan fixed by the plans page is shown read-only', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // What the plans page does: navigate to /login with { fromPlans, selectedPlan } in the history state.
  await page.evaluate(() => {
    window.history.pushState(
      { usr: { fromPlans: true, selectedPlan: 'anual' }, key: 'plano', idx: 1 },
      '',
      '/login',
    );
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
  const plan = page.getByLabel('Plano escolhido');
  await expect(plan).toHaveValue('Pro Anual');
  await expect(plan).toHaveAttribute('readonly', '');
  await shoot(page, testInfo.project.name, 'auth-registration-plan');
});

test('forgot password: refused without an e-mail, banner with one', async ({ page }, testInfo) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.resetWithoutEmail);
  await shoot(page, testInfo.project.name, 'auth-login-forgot-error');
  // Unknown e-mails get the same answer: the page must not reveal who has an account.
  await page.getByLabel('E-mail').fill(uniqueEmail(testInfo));
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.resetSent })).toHaveText(
    MESSAGES.resetSent,
  );
});

test('password reset end to end: e-mail link, new password, sign in with it', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await createAccountElsewhere(email);
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await expect(page.getByText(MESSAGES.resetSent)).toBeVisible();

  const link = new URL(await resetLinkFor(email));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Redefinir senha' })).toBeVisible();
  await shoot(page, testInfo.project.name, 'auth-reset-password');
  await page.getByLabel('Nova senha', { exact: true }).fill('senha-nova-456');
  await page.getByLabel('Confirmar nova senha').fill('senha-nova-456');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('Senha redefinida!')).toBeVisible();

  // The link works once.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('Nova senha', { exact: true }).fill('senha-nova-789');
  await page.getByLabel('Confirmar nova senha').fill('senha-nova-789');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByRole('alert')).toHaveText('O link expirou ou é inválido. Solicite um novo.');
  await expect(page.getByRole('button', { name: 'Enviar novo link' })).toBeVisible();
  await shoot(page, testInfo.project.name, 'auth-reset-password-invalid');

  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('senha-nova-456');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/consultation$/);
  const me = await (await page.request.get('/api/me')).json();
  expect(me.user?.email).toBe(email);
});

test('profile: edit name, phone and CRMV, download the data, then "Sair"', async ({
  page,
  baseURL,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await signIn(page.request, baseURL as string, email, 'Helena Prado');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 2, name: 'Helena Prado' })).toBeVisible();
  const cpf = (await (await page.request.get('/api/profile')).json()).cpf as string;
  await expect(page.getByText(maskCpf(cpf), { exact: true })).toBeVisible();
  await shoot(page, testInfo.project.name, 'profile-full');

  await page.getByLabel('Nome', { exact: true }).fill('Helena Maria');
  const phone = page.getByLabel('Telefone', { exact: true });
  await phone.fill('');
  await phone.pressSequentially('21932654321');
  await expect(phone).toHaveValue('(21) 93265-4321');
  await page.getByLabel('CRMV', { exact: true }).fill('54321/RJ');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Perfil atualizado.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Helena Maria Prado' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Helena Maria');
  await expect(page.getByLabel('Telefone', { exact: true })).toHaveValue('(21) 93265-4321');
  await expect(page.getByLabel('CRMV', { exact: true })).toHaveValue('54321/RJ');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Baixar meus dados' }).click();
  expect((await download).suggestedFilename()).toMatch(/^vetvoz-meus-dados-\d{4}-\d{2}-\d{2}\.zip$/);

  // The page goes to / first and ends the session just after: wait for that answer before the next visit.
  const signedOut = page.waitForResponse((response) => response.url().endsWith('/api/auth/sign-out'));
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await signedOut).ok()).toBe(true);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('profile: change the photo and the password', async ({ page, baseURL }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await signIn(page.request, baseURL as string, email);
  await page.goto('/profile');
  await page.getByLabel('Escolher foto').setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: pngImage(),
  });
  await expect(page.getByText('Foto atualizada.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remover foto' })).toBeVisible();

  await page.getByLabel('Senha atual').fill('senha-errada-000');
  await page.getByLabel('Nova senha', { exact: true }).fill('senha-nova-456');
  await page.getByLabel('Confirmar nova senha').fill('senha-nova-456');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Senha incorreta.')).toBeVisible();
  await page.getByLabel('Senha atual').fill(PASSWORD);
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Senha alterada.')).toBeVisible();
  await expect(page.getByLabel('Senha atual')).toHaveValue('');
});

test('profile: delete the account after confirming with the password', async ({
  page,
  baseURL,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await signIn(page.request, baseURL as string, email);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByLabel('Sua senha')).toBeFocused();
  await dialog.getByLabel('Para confirmar, digite EXCLUIR').fill('EXCLUIR');
  await shoot(page, testInfo.project.name, 'profile-delete-dialog', { fullPage: false });
  await dialog.getByLabel('Sua senha').fill('senha-errada-000');
  await dialog.getByRole('button', { name: 'Excluir conta definitivamente' }).click();
  await expect(dialog.getByText('Senha incorreta.')).toBeVisible();
  await dialog.getByLabel('Sua senha').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Excluir conta definitivamente' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Sua conta foi excluída.')).toBeVisible();

  const signInAgain = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL as string },
    data: { email, password: PASSWORD },
  });
  expect(signInAgain.status()).toBe(401);
});

test('screenshots: login', async ({ page }, testInfo) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  await shoot(page, testInfo.project.name, 'auth-login');
  // The password can be shown to check it before signing in, as in the registration.
  const password = page.getByLabel('Senha', { exact: true });
  await password.fill('senha-segura-123');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Mostrar senha' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Mostrar senha' })).toHaveAttribute('aria-pressed', 'true');
  await shoot(page, testInfo.project.name, 'auth-login-password-shown');
  await page.goto('/reset-password?token=exemplo');
  await expect(page.getByRole('heading', { level: 1, name: 'Redefinir senha' })).toBeVisible();
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('Informe uma senha.')).toBeVisible();
  await shoot(page, testInfo.project.name, 'auth-reset-password-errors');
});

test('e-mail confirmation: the bar offers a new e-mail, the link confirms, a broken link says so', async ({
  page,
  isMobile,
}, testInfo) => {
  await presetCookieConsent(page);
  const email = uniqueEmail(testInfo);
  const created = await page.request.post('/api/accounts/sign-up', {
    headers: { origin: MAIN_URL },
    data: {
      firstName: 'Helena',
      lastName: 'Prado',
      email,
      password: PASSWORD,
      cpf: randomCpf(),
      phone: '(11) 98765-4321',
      crmv: '12345/SP',
      role: 'veterinario',
      acceptTerms: true,
      acceptPrivacy: true,
    },
  });
  expect(created.ok()).toBe(true);
  const link = await confirmationLink(email);

  await page.goto('/consultation');
  const bar = page.getByRole('region', { name: 'Confirme seu e-mail' });
  await expect(bar).toContainText(email);
  // Two short lines at most on a phone (title and button), one on a wide screen.
  expect((await bar.boundingBox())?.height ?? 0).toBeLessThanOrEqual(isMobile ? 100 : 64);
  if (isMobile)
    await shoot(page, testInfo.project.name, 'auth-confirm-email-bar-compact', { fullPage: false });
  await bar.getByRole('button', { name: 'Reenviar e-mail de confirmação' }).click();
  await expect(bar.getByText('Enviamos um novo e-mail de confirmação.')).toBeVisible();
  await shoot(page, testInfo.project.name, 'auth-confirm-email-bar', { fullPage: false });

  // Put away for the session: gone on the next page load too; the profile still offers the e-mail.
  await bar.getByRole('button', { name: 'Dispensar aviso' }).click();
  await expect(bar).toHaveCount(0);
  await page.goto('/profile');
  await expect(page.getByText('E-mail não confirmado.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reenviar e-mail de confirmação' })).toBeVisible();
  await expect(bar).toHaveCount(0);

  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText('E-mail confirmado!')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Confirme seu e-mail' })).toHaveCount(0);
  await shoot(page, testInfo.project.name, 'auth-confirm-email-done');
  const me = await (await page.request.get('/api/me')).json();
  expect(me.user.emailVerified).toBe(true);

  await page.goto('/verificar-email?token=link-quebrado');
  await expect(
    page.getByText('O link de confirmação é inválido. Peça um novo e-mail de confirmação.'),
  ).toBeVisible();
  await shoot(page, testInfo.project.name, 'auth-confirm-email-invalid');
});
