import type { Page } from '@playwright/test';
import { presetCookieConsent, signIn, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshot.ts';

/**
 * Follow-ups from the consultation (docs/decisions/044-follow-ups-and-reminders.md): the vet sees the
 * return date said in the consultation, sends the private link, and the tutor — a fresh browser, no
 * account — sees the date and asks for a reminder with consent. The history lists "Retornos da semana".
 * A changed key shows exactly the gone page.
 */
test.describe.configure({ timeout: 150_000 });

const TRANSCRIPT =
  'Thor, cão SRD de oito anos, com otite há 15 dias. Limpeza do ouvido duas vezes ao dia por 7 dias. ' +
  'Retorno em sete dias para reavaliar. Repetir a citologia em 15 dias.';

const day = (offset: number) => {
  const date = new Date(
    `${new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date())}T00:00:00Z`,
  );
  date.setUTCDate(date.getUTCDate() + offset);
  return new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC' }).format(date);
};

async function consultationWithDocuments(page: Page, baseURL: string, email: string) {
  await presetCookieConsent(page);
  await signIn(page.request, baseURL, email, 'Camila Rodrigues');
  const headers = { origin: baseURL };
  const created = await page.request.post('/api/consultations', {
    data: { patient: { name: 'Thor', species: 'cao', breed: 'SRD', weightKg: 12.5 } },
    headers,
  });
  const { id } = (await created.json()) as { id: string };
  await page.request.patch(`/api/consultations/${id}/transcript`, {
    data: { transcript: TRANSCRIPT },
    headers,
  });
  await page.request.post(`/api/consultations/${id}/documents`, {
    data: { types: ['orientacoes'] },
    headers,
  });
  await page.goto(`/consultation?id=${id}`);
  await expect(page.getByRole('tab', { name: /^Orientações ao tutor \(pronto\)/ })).toBeVisible({
    timeout: 30_000,
  });
}

test('the vet sees the return date, the tutor sees it on the link and asks for a reminder', async ({
  page,
  context,
  browser,
  baseURL,
}, info) => {
  await consultationWithDocuments(page, baseURL as string, uniqueEmail(info));
  const card = page.getByTestId('acompanhamentos');
  await expect(card.getByText(day(7))).toBeVisible({ timeout: 15_000 });
  await expect(card).toContainText('Retorno para reavaliar');
  await expect(card).toContainText(day(15));
  await expect(card).toContainText('“Retorno em sete dias”');
  await card.scrollIntoViewIfNeeded();
  await saveScreenshot(page, info, 'follow-ups-consultation');

  await page.getByRole('button', { name: /^Responsável:/ }).click();
  const panel = page.getByRole('region', { name: 'Responsável pelo animal' });
  await panel.getByLabel('Nome do responsável').fill('Marina Castro');
  await panel.getByLabel('Endereço do responsável').fill('Rua das Flores, 10 — Campinas/SP');
  await panel.getByLabel(/Celular do tutor/).fill('11987654321');
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  await page.getByRole('button', { name: 'Enviar tudo ao tutor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar tudo ao tutor' });
  const opening = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Abrir WhatsApp' }).click();
  const whatsapp = await opening;
  const message = new URL(whatsapp.url()).searchParams.get('text') ?? '';
  await whatsapp.close();
  const link = message.match(/https?:\/\/\S+\/t\/[A-Za-z0-9_-]{22}#[A-Za-z0-9_-]{43}/)?.[0] ?? '';
  expect(link).not.toBe('');

  const tutor = await browser.newContext({
    viewport: info.project.name === 'mobile' ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    isMobile: info.project.name === 'mobile',
    hasTouch: info.project.name === 'mobile',
  });
  const phone = await tutor.newPage();
  await phone.goto(link);
  const returns = phone.getByRole('region', { name: 'Próximos retornos' });
  await expect(returns).toBeVisible();
  await expect(returns).toContainText(day(7));
  await expect(returns).toContainText('Retorno · Retorno para reavaliar');
  const first = returns.getByRole('listitem').first();
  await first.getByText('Quero um lembrete').click();
  await first.getByLabel('Seu e-mail').fill('marina.castro@example.com');
  await first.getByRole('button', { name: 'Pedir lembrete' }).click();
  // Consent is asked in so many words: the browser stops the form without it.
  await expect(first.getByText(/Lembrete pedido/)).toHaveCount(0);
  await first.getByLabel(/Autorizo receber um lembrete/).check();
  await saveScreenshot(phone, info, 'follow-ups-tutor-consent');
  await first.getByRole('button', { name: 'Pedir lembrete' }).click();
  await expect(first.getByText(/Lembrete pedido: ele chega em/)).toBeVisible();
  await expect(first).toContainText('o seu contato é apagado');
  await saveScreenshot(phone, info, 'follow-ups-tutor-page');

  // A changed key: exactly what a gone link shows (the status is 200: the server never sees the key).
  await phone.goto('about:blank');
  await phone.goto(`${link.slice(0, -3)}abc`);
  await expect(phone.getByRole('heading', { name: 'Este link não está mais disponível' })).toBeVisible();
  const tampered = await phone.locator('body').innerText();
  const gone = await phone.goto(`${new URL(link).origin}/t/${'A'.repeat(22)}`);
  expect(gone?.status()).toBe(410);
  expect(await phone.locator('body').innerText()).toBe(tampered);
  await tutor.close();

  await page.goto('/history');
  const week = page.getByRole('region', { name: 'Retornos da semana' });
  await expect(week).toContainText('Thor');
  await expect(week).toContainText('Retorno · Retorno para reavaliar');
  await expect(week).toContainText('em 7 dias');
  await expect(week).not.toContainText('citologia');
  // A long line is cut with an ellipsis, never pushing the page sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await saveScreenshot(page, info, 'follow-ups-history-week');
  await week.getByRole('link', { name: /Thor/ }).click();
  await expect(page.getByTestId('acompanhamentos')).toBeVisible();
});
