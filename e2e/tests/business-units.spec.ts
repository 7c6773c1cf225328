import type { Browser, Page, TestInfo } from '@playwright/test';
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
import { saveScreenshot } from '../support/screenshot.ts';

/**
 * Business units through the browser: an owner creates a unit and invites a colleague by
 * e-mail; the colleague signs up from the e-mail's link, confirms the address and accepts; records a unit
 * consultation (Chromium's fake microphone, the fake OpenAI-compatible server); the owner sees it on the
 * dashboard and in the usage (CSV too), while another member of the same unit sees neither.
 */

test.describe.configure({ timeout: 180_000 });

async function newSignedOutPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  await presetCookieConsent(page);
  return page;
}

/** The link of the newest invitation e-mail to `email` for the unit. */
async function invitationLink(email: string, unitName: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await mailTo(email)).filter(
        // The subject is fixed (no text typed by users); the unit's name is in the body.
        (m) => m.subject === 'Convite para uma unidade no VetVoz' && m.text.includes(`"${unitName}"`),
      );
      link = mail.at(-1)?.text.match(/https?:\/\/\S+\/convite#t=[\w-]+&e=\S+/)?.[0];
      return Boolean(link);
    })
    .toBe(true);
  return link as string;
}

/** Header links live behind the menu button on phones. */
async function headerLinks(page: Page, isMobile: boolean) {
  const banner = page.getByRole('banner');
  if (isMobile) await banner.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(banner.getByRole('link', { name: 'Histórico' })).toBeVisible();
  return banner;
}

async function closeMenu(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('banner').getByRole('button', { name: 'Fechar menu' }).click();
}

async function register(page: Page, email: string) {
  await page.getByRole('tab', { name: 'Criar conta' }).click();
  await page.getByLabel('Nome', { exact: true }).fill('Bruno');
  await page.getByLabel('Sobrenome').fill('Lima');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Telefone').pressSequentially('11987654321');
  await page.getByLabel('CPF').pressSequentially(randomCpf());
  await page.getByLabel('CRMV').fill('54321/SP');
  await page.getByLabel('Função').selectOption('veterinario');
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar senha').fill(PASSWORD);
  await page
    .getByRole('checkbox', { name: 'Li e aceito os Termos de Uso e a Política de Privacidade' })
    .check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await saveScreenshot(page, testInfo, name);
}

test('an owner invites a colleague who signs up, accepts and records for the unit; only the owner sees it', async ({
  page,
  browser,
  baseURL,
  isMobile,
}, testInfo) => {
  const base = baseURL as string;
  const unitName = `Clínica Boa Vista ${testInfo.project.name} ${Date.now()}`;

  // The owner creates the unit.
  await presetCookieConsent(page);
  await signIn(page.request, base, uniqueEmail(testInfo), 'Ana Souza');
  await page.goto('/business-units');
  await expect(page.getByText('Você ainda não faz parte de nenhuma unidade.')).toBeVisible();
  let banner = await headerLinks(page, isMobile);
  await expect(banner.getByRole('link', { name: 'Painel da Unidade' })).toHaveCount(0);
  await closeMenu(page, isMobile);
  await shoot(page, testInfo, 'units-empty');
  await page.getByLabel('Nome da unidade').fill(unitName);
  await page.getByRole('button', { name: 'Criar unidade' }).click();
  await expect(page.getByRole('heading', { level: 3, name: unitName, exact: true })).toBeVisible();
  const members = page.getByRole('table', { name: `Membros de ${unitName}` });
  await expect(members.getByRole('row', { name: /Ana Souza/ })).toContainText('Proprietário(a)');

  // Invites a colleague without an account, and a second vet who has one.
  const colleagueEmail = uniqueEmail(testInfo);
  const secondEmail = uniqueEmail(testInfo);
  const second = await newSignedOutPage(browser, base);
  await signIn(second.request, base, secondEmail, 'Carla Dias');
  for (const [email, role] of [
    [colleagueEmail, 'member'],
    [secondEmail, 'member'],
  ] as const) {
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await page.getByLabel('Papel', { exact: true }).selectOption(role);
    await page.getByRole('button', { name: 'Convidar' }).click();
    await expect(page.getByText(`Convite enviado para ${email}.`)).toBeVisible();
  }
  await expect(members.getByRole('row', { name: new RegExp(colleagueEmail) })).toContainText(
    'Convite pendente',
  );
  await shoot(page, testInfo, 'units-members');

  // The colleague opens the e-mail's link signed out: a page says who invited them to which unit.
  const colleague = await newSignedOutPage(browser, base);
  const link = await invitationLink(colleagueEmail, unitName);
  await colleague.goto(link);
  await expect(colleague.getByRole('heading', { level: 1 })).toHaveText('Convite para uma unidade');
  await expect(
    colleague.getByText(`Ana Souza convidou você para a unidade ${unitName} no VetVoz.`),
  ).toBeVisible();
  await expect(colleague.getByText(`Convite para ${colleagueEmail}.`)).toBeVisible();
  await shoot(colleague, testInfo, 'units-invitation-link');
  await colleague.getByRole('link', { name: 'Criar conta e aceitar' }).click();
  // The sign-up starts with the invited address filled in.
  await expect(colleague.getByLabel('E-mail')).toHaveValue(colleagueEmail);
  await register(colleague, colleagueEmail);
  // The new account comes back to the invitation it was made for, which asks for the confirmed address.
  await expect(colleague).toHaveURL(/\/convite#t=/);
  await expect(colleague.getByText('Confirme seu e-mail para aceitar', { exact: false })).toBeVisible();
  await shoot(colleague, testInfo, 'units-invitation-unconfirmed');
  // The confirmation e-mail's link confirms and brings the colleague back to the invitation by itself.
  await colleague.goto(await confirmationLink(colleagueEmail));
  await expect(colleague).toHaveURL(/\/convite#t=/);
  // The page's own text first: when this step fails, the report shows what the page said instead.
  await expect(colleague.getByRole('main')).toContainText('Aceitar convite');
  // The first page of a desktop session opens the notifications drawer by itself if anything is unread.
  if (!isMobile) {
    await expect(colleague.getByRole('button', { name: /^Notificações/ })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    const drawer = colleague.getByRole('dialog', { name: 'Notificações' });
    if (await drawer.isVisible()) await colleague.keyboard.press('Escape');
  }
  const acceptButton = colleague.getByRole('button', { name: 'Aceitar convite' });
  await expect(acceptButton).toBeVisible();
  await shoot(colleague, testInfo, 'units-invitation');
  await acceptButton.click();
  await expect(colleague).toHaveURL(/\/business-units$/);
  await expect(
    colleague.getByText(`Convite aceito: você agora faz parte de ${unitName}.`, { exact: false }),
  ).toBeVisible();
  await expect(colleague.getByRole('heading', { level: 3, name: unitName, exact: true })).toBeVisible();
  // The link has done its work: opened again, it says so.
  await colleague.goto(link);
  await expect(colleague.getByText('Este convite não vale mais', { exact: false })).toBeVisible();

  // The second vet, signed in already, accepts from the same kind of link.
  await second.goto(await invitationLink(secondEmail, unitName));
  // An invited account also has the invitation in the bell; the drawer opens by itself on the first page
  // of a desktop (on a phone it would cover the page: the bell's count says it).
  const drawer = second.getByRole('dialog', { name: 'Notificações' });
  if (isMobile) {
    await expect(second.getByRole('button', { name: 'Aceitar convite' })).toBeVisible();
    await expect(drawer).toBeHidden();
  } else {
    await expect(drawer).toContainText('Convite para a unidade');
    await second.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }
  await second.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(second.getByRole('heading', { level: 3, name: unitName, exact: true })).toBeVisible();

  // The colleague records a unit consultation.
  await colleague.goto('/consultation');
  const choice = colleague.getByLabel('Consulta', { exact: true });
  await expect(choice).toHaveValue('');
  await choice.selectOption({ label: `Unidade: ${unitName}` });
  await colleague.getByLabel('Nome do animal').fill('Thor');
  await colleague.getByLabel('Espécie').selectOption('cao');
  await shoot(colleague, testInfo, 'units-consultation-choice');
  await colleague.getByRole('button', { name: 'Iniciar gravação' }).click();
  await expect(colleague).toHaveURL(/\/consultation\?id=[0-9a-f-]{36}$/);
  await expect(colleague.getByTestId('transcricao-ao-vivo')).toContainText(/Trecho [0-9a-f]{8}\./, {
    timeout: 30_000,
  });
  await colleague.getByRole('button', { name: 'Encerrar gravação' }).click();
  await expect(colleague.getByRole('textbox', { name: 'Transcrição' })).toHaveValue(/Trecho/, {
    timeout: 30_000,
  });
  // The choice is remembered for the next one.
  await colleague.goto('/consultation');
  await expect(colleague.getByLabel('Consulta', { exact: true })).toHaveValue(/.+/);

  // The owner sees it on the dashboard, linked from the navigation.
  await page.goto('/business-units');
  banner = await headerLinks(page, isMobile);
  await banner.getByRole('link', { name: 'Painel da Unidade' }).click();
  await expect(page).toHaveURL(/\/business-unit-dashboard$/);
  const recent = page.getByRole('heading', { name: 'Consultas recentes da unidade' }).locator('..');
  await expect(recent.getByRole('link', { name: /Thor/ })).toContainText('por Bruno Lima');
  await expect(page.locator('.uplot canvas').first()).toBeVisible();
  await shoot(page, testInfo, 'units-dashboard');

  // Opening it, the owner reads it and cannot issue: the author signs.
  await recent.getByRole('link', { name: /Thor/ }).click();
  await expect(page.getByTestId('somente-leitura')).toContainText('Consulta registrada por Bruno Lima');
  await expect(page.getByRole('button', { name: 'Mais ações da consulta' })).toHaveCount(0);
  await shoot(page, testInfo, 'units-read-only');
  await page.goBack();

  // And in the usage, once its documents counted it, with a CSV for Excel.
  await page.getByRole('link', { name: 'Uso e CSV' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Uso da Unidade' })).toBeVisible();
  const usage = page.getByRole('table', { name: 'Consultas do período por membro' });
  await expect(async () => {
    await page.reload();
    await expect(usage.getByRole('row', { name: /Bruno Lima/ })).toContainText('1', { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await shoot(page, testInfo, 'units-usage');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^uso-clinica-boa-vista-.*\.csv$/);
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString('utf8');
  expect(text.startsWith('\uFEFFPeríodo;Início;Fim;Membro;E-mail;Papel;Situação;Consultas')).toBe(true);
  expect(text).toMatch(/Atual;[^;]+;[^;]+;Bruno Lima;[^;]+;Membro;Ativo;1/);

  // The other member sees neither the dashboard nor the colleague's consultation.
  await second.goto('/history');
  await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
  const secondBanner = await headerLinks(second, isMobile);
  await expect(secondBanner.getByRole('link', { name: 'Painel da Unidade' })).toHaveCount(0);
  await closeMenu(second, isMobile);
  await expect(second.getByText('Thor')).toHaveCount(0);
  await second.goto('/business-unit-dashboard');
  await expect(second.getByText(/O painel mostra as unidades que você criou ou administra/)).toBeVisible();
  const refused = await second.request.get(`/api/business-units/dashboard`);
  expect(refused.status()).toBeGreaterThanOrEqual(400);

  for (const other of [colleague, second]) await other.context().close();
});
