import type { Locator, Page } from '@playwright/test';
import { adminEmailFor, presetCookieConsent, signIn, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshot.ts';
import { MAIN_URL } from '../support/servers.ts';

// Every section loads its own request and draws a chart or a table; a loaded machine needs the time.
test.describe.configure({ timeout: 90_000 });

function section(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

async function openAdmin(page: Page, testInfo: Parameters<Parameters<typeof test>[2]>[1]) {
  await signIn(page.request, MAIN_URL, adminEmailFor(testInfo), 'Admin VetVoz');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Administração' })).toBeVisible();
}

test('an admin opens every section and sees its figures', async ({ page, playwright }, testInfo) => {
  // Accepted cookies: the admin's own visits are page views, so the section has something to show.
  await presetCookieConsent(page, 'accepted');
  // A vet with a unit, so the users and units sections have a row this test made.
  const vet = await playwright.request.newContext({ baseURL: MAIN_URL });
  const vetEmail = uniqueEmail(testInfo);
  await signIn(vet, MAIN_URL, vetEmail, 'Unidade Teste');
  const unitName = `Clínica ${testInfo.project.name} ${Date.now()}`;
  const created = await vet.post('/api/business-units', {
    headers: { origin: MAIN_URL },
    data: { name: unitName },
  });
  expect(created.status()).toBe(201);
  await vet.dispose();

  await signIn(page.request, MAIN_URL, adminEmailFor(testInfo), 'Admin VetVoz');
  await page.goto('/plans');
  await page.goto('/admin');

  const overview = section(page, 'Visão geral');
  await expect(overview.getByText(/novos nos últimos 7 dias/)).toBeVisible();
  await expect(overview.getByText('Receita recorrente mensal')).toBeVisible();
  const chart = overview.getByRole('figure', { name: 'Consultas e documentos por dia (últimos 30 dias)' });
  await expect(chart.locator('canvas')).toHaveCount(1);
  await expect(chart.getByText(/^Consultas: /)).toBeVisible();

  const users = section(page, 'Usuários');
  await users.getByLabel('Buscar por nome ou e-mail').fill(vetEmail);
  const vetRow = users.getByRole('row', { name: new RegExp(vetEmail.replace(/[.+]/g, '\\$&')) });
  await expect(vetRow).toBeVisible();
  await expect(vetRow.getByText(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/)).toBeVisible();
  await expect(vetRow.getByText('Ativo')).toBeVisible();
  // On a phone the table scrolls sideways in its own box, by keyboard too, with the names pinned.
  const scroller = users.getByRole('region', { name: 'Tabela: Usuários' });
  if (await scroller.evaluate((box) => box.scrollWidth > box.clientWidth)) {
    await scroller.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => scroller.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
    // Focusing the box may leave the row below the fold: bring it up without touching the sideways scroll.
    await vetRow
      .getByRole('rowheader')
      .evaluate((cell) => cell.scrollIntoView({ block: 'center', inline: 'nearest' }));
    expect(await scroller.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
    await expect(vetRow.getByRole('rowheader')).toBeInViewport();
    await users.screenshot({ path: testInfo.outputPath('admin-users-scrolled.png') });
  }

  const units = section(page, 'Unidades');
  await units.getByLabel('Buscar por unidade ou responsável').fill(unitName);
  const unitRow = units.getByRole('row', { name: new RegExp(unitName) });
  await expect(unitRow).toBeVisible();
  await expect(unitRow.getByText(vetEmail)).toBeVisible();

  const ai = section(page, 'Provedores de IA');
  await expect(ai.getByText('Modelo modelo-e2e')).toBeVisible();
  await expect(ai.getByRole('table', { name: 'Chamadas aos provedores de IA' })).toBeVisible();
  await expect(ai.getByText('Aguardando', { exact: true })).toBeVisible();

  const views = section(page, 'Acessos');
  await expect(views.getByText(/visualizações em 30 dias/)).toBeVisible();
  await expect(
    views.getByRole('table', { name: 'Visualizações por rota' }).getByRole('row', { name: /\/plans/ }),
  ).toBeVisible();

  const audit = section(page, 'Auditoria');
  await expect(
    audit
      .getByRole('table', { name: 'Registro de auditoria' })
      .or(audit.getByText('Nenhuma ação registrada ainda.')),
  ).toBeVisible();

  // Tables scroll inside their own box: the page itself is never wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await saveScreenshot(page, testInfo, 'admin');
  for (const [title, name] of [
    ['Visão geral', 'overview'],
    ['Usuários', 'users'],
    ['Unidades', 'units'],
    ['Notificações', 'notifications'],
    ['Preços', 'prices'],
    ['Provedores de IA', 'ai-providers'],
    ['Acessos', 'page-views'],
    ['Auditoria', 'audit'],
  ] as const) {
    await section(page, title).screenshot({ path: testInfo.outputPath(`admin-${name}.png`) });
  }
});

test('an admin writes a notification with its preview, sees it in the list, and deletes it', async ({
  page,
}, testInfo) => {
  await presetCookieConsent(page);
  await openAdmin(page, testInfo);
  const region = section(page, 'Notificações');
  const form = region.getByRole('form', { name: 'Nova notificação' });
  const preview = region.getByRole('figure');
  const title = `Aviso de teste ${testInfo.project.name} ${Date.now()}`;

  await form.getByLabel('Título', { exact: true }).fill(title);
  await form.getByLabel('Mensagem', { exact: true }).fill('O novo modelo de atestado já está disponível.');
  await form.getByLabel('Conteúdo (opcional)', { exact: true }).fill('Confira em Perfil › Estabelecimento.');
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByText('O novo modelo de atestado já está disponível.')).toBeVisible();
  await expect(preview.getByRole('button', { name: `Marcar como lida: ${title}` })).toBeVisible();
  // Saved inactive: installation-wide, an active one would reach the other tests' users (their drawers).
  await form.getByLabel('Ativa', { exact: true }).uncheck();
  await expect(preview.getByText('Inativa: os usuários não a veem.')).toBeVisible();
  await region.screenshot({ path: testInfo.outputPath('admin-notification-preview.png') });

  await form.getByRole('button', { name: 'Publicar notificação' }).click();
  await expect(page.getByText('Notificação salva como inativa.')).toBeVisible();
  const item = region.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(item.getByText('Inativa')).toBeVisible();
  await expect(item.getByText('Por Admin VetVoz')).toBeVisible();

  await item.getByRole('button', { name: `Excluir: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir a notificação?' });
  await dialog.getByRole('button', { name: 'Excluir notificação' }).click();
  await expect(page.getByText('Notificação excluída.')).toBeVisible();
  await expect(region.getByRole('heading', { name: title })).toHaveCount(0);
});

test('an admin bans a throwaway vet with a reason, the vet is signed out, and the admin unbans them', async ({
  page,
  playwright,
}, testInfo) => {
  await presetCookieConsent(page);
  const vet = await playwright.request.newContext({ baseURL: MAIN_URL });
  const vetEmail = uniqueEmail(testInfo);
  await signIn(vet, MAIN_URL, vetEmail, 'Conta Descartável');
  await openAdmin(page, testInfo);

  const users = section(page, 'Usuários');
  await users.getByLabel('Buscar por nome ou e-mail').fill(vetEmail);
  // The search narrows the list to this vet (the other project's throwaway vet has the same name).
  await expect(users.getByRole('row')).toHaveCount(2);
  const row = users.getByRole('row', { name: /Conta Descartável/ });
  await expect(row).toContainText(vetEmail);
  await row.getByRole('button', { name: 'Suspender: Conta Descartável' }).click();
  let dialog = page.getByRole('dialog', { name: 'Suspender usuário?' });
  await expect(dialog.getByLabel('Motivo')).toBeFocused();
  await dialog.getByLabel('Motivo').fill('Teste automatizado de suspensão');
  await page.screenshot({ path: testInfo.outputPath('admin-ban-dialog.png') });
  await dialog.getByRole('button', { name: 'Suspender usuário' }).click();
  await expect(page.getByText('Usuário suspenso.')).toBeVisible();
  await expect(row.getByText('Suspenso')).toBeVisible();
  await expect(row.getByText('Teste automatizado de suspensão')).toBeVisible();
  // The ban ended the vet's sessions.
  const me = (await (await vet.get('/api/me', { headers: { origin: MAIN_URL } })).json()) as {
    user: unknown;
  };
  expect(me.user).toBeNull();

  await row.getByRole('button', { name: 'Reativar: Conta Descartável' }).click();
  dialog = page.getByRole('dialog', { name: 'Reativar usuário?' });
  await dialog.getByLabel('Motivo').fill('Engano');
  await dialog.getByRole('button', { name: 'Reativar usuário' }).click();
  await expect(page.getByText('Usuário reativado.')).toBeVisible();
  await expect(row.getByText('Ativo')).toBeVisible();
  await vet.dispose();

  const audit = section(page, 'Auditoria');
  await audit.getByLabel('Buscar na auditoria').fill('admin.user.unban');
  await expect(audit.getByRole('row', { name: /admin\.user\.unban/ }).first()).toBeVisible();
  await expect(audit.getByRole('row', { name: /Engano/ }).first()).toBeVisible();
});

test('support gives a counted consultation back with a reason, and it stops counting', async ({
  page,
  playwright,
}, testInfo) => {
  await presetCookieConsent(page);
  const vet = await playwright.request.newContext({ baseURL: MAIN_URL });
  const vetEmail = uniqueEmail(testInfo);
  await signIn(vet, MAIN_URL, vetEmail, 'Consulta Devolvida');
  const headers = { origin: MAIN_URL };
  const created = await vet.post('/api/consultations', {
    headers,
    data: { patient: { name: 'Thor', species: 'cao' } },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const transcript =
    'Thor, cão SRD de oito anos, chegou com vômito há dois dias e hiporexia. Mucosas normocoradas, TPC de ' +
    'dois segundos. Vou prescrever maropitant e omeprazol e pedir um hemograma completo. Retorno em sete dias.';
  expect(
    (await vet.patch(`/api/consultations/${id}/transcript`, { headers, data: { transcript } })).ok(),
  ).toBe(true);
  // Asking for a document counts it (decision 032).
  expect(
    (
      await vet.post(`/api/consultations/${id}/documents`, { headers, data: { types: ['receita'] } })
    ).status(),
  ).toBe(202);
  const used = async () =>
    ((await (await vet.get('/api/subscription', { headers })).json()) as { quota: { used: number } }).quota
      .used;
  expect(await used()).toBe(1);

  await openAdmin(page, testInfo);
  const users = section(page, 'Usuários');
  await users.getByLabel('Buscar por nome ou e-mail').fill(vetEmail);
  await expect(users.getByRole('row')).toHaveCount(2);
  await users.getByRole('button', { name: 'Consultas contadas: Consulta Devolvida' }).click();
  const dialog = page.getByRole('dialog', { name: 'Consultas contadas' });
  await dialog.getByRole('button', { name: /Devolver a consulta contada/ }).click();
  await expect(dialog.getByLabel('Motivo da devolução')).toBeFocused();
  await dialog.getByLabel('Motivo da devolução').fill('Geração falhou; confirmado pelo suporte');
  await page.screenshot({ path: testInfo.outputPath('admin-give-back-dialog.png') });
  await dialog.getByRole('button', { name: 'Devolver consulta' }).click();
  await expect(page.getByText('Consulta devolvida.')).toBeVisible();
  await expect(dialog.getByText(/Devolvida em/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-given-back.png') });
  expect(await used()).toBe(0);
  await vet.dispose();
});

test('the style guide shows every group at this width', async ({ page }, testInfo) => {
  await presetCookieConsent(page);
  await signIn(page.request, MAIN_URL, uniqueEmail(testInfo));
  await page.goto('/ux-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Demonstração de Interface' })).toBeVisible();
  await expect(
    page.getByRole('figure', { name: 'Consultas e documentos por dia (exemplo)' }).locator('canvas'),
  ).toHaveCount(1);
  // Nothing wider than the screen (390 px on the phone project).
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await saveScreenshot(page, testInfo, 'ux-demo');
  await page.getByRole('button', { name: 'Confirmação destrutiva' }).click();
  await expect(page.getByRole('dialog', { name: 'Excluir esta consulta?' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('ux-demo-dialog.png') });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Carregamento com progresso' }).click();
  await page.getByRole('button', { name: 'Com ações' }).click();
  await expect(page.getByRole('progressbar')).toBeVisible();
  // Past the toasts' 300 ms entrance, so the picture shows them settled.
  await page.waitForTimeout(500);
  await page.screenshot({ path: testInfo.outputPath('ux-demo-toasts.png') });
});
