import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { presetCookieConsent, signIn, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshot.ts';

test('a vet creates an API key on /integrations, a practice system uses it, and the vet revokes it', async ({
  page,
  baseURL,
  playwright,
}, testInfo) => {
  await presetCookieConsent(page);
  await signIn(page.request, baseURL as string, uniqueEmail(testInfo));
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Ver integrações' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Integrações' })).toBeVisible();
  await expect(page.getByText('Nenhuma chave ainda.', { exact: false })).toBeVisible();

  await page.getByLabel('Nome da chave').fill('Sistema da clínica');
  await page.getByRole('button', { name: 'Criar chave' }).click();
  const shown = page.getByTestId('chave-criada');
  await expect(shown).toHaveText(/^vvk_/);
  const key = (await shown.textContent()) as string;
  await saveScreenshot(page, testInfo, 'integrations-key-created');

  // The practice system: no cookie, only the key.
  const system = await playwright.request.newContext({ baseURL });
  const created = await system.post('/api/v1/consultations', {
    headers: { Authorization: `Bearer ${key}` },
    data: { externalId: 'ATD-7', patient: { name: 'Thor', species: 'cao' } },
  });
  expect(created.status()).toBe(201);
  expect((await created.json()).externalId).toBe('ATD-7');

  await page.getByRole('button', { name: 'Já guardei a chave' }).click();
  await page.reload();
  await expect(page.getByText(/último uso em/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'integrations-list');
  await page.getByRole('button', { name: 'Revogar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revogar chave' }).click();
  await expect(page.getByText('Nenhuma chave ainda.', { exact: false })).toBeVisible();
  const refused = await system.get('/api/v1/consultations?externalId=ATD-7', {
    headers: { Authorization: `Bearer ${key}` },
  });
  expect(refused.status()).toBe(401);
  await system.dispose();
});

test('a vet registers a webhook, the practice system is told the consultation is ready, and the log shows it', async ({
  page,
  baseURL,
  playwright,
}, testInfo) => {
  // The practice system's receiver: fails the first call, takes the next (the vet presses "Reenviar").
  const received: { signature: string; body: string }[] = [];
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        signature: String(request.headers['vetvoz-signature']),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(received.length === 1 ? 500 : 200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/vetvoz`;

  await presetCookieConsent(page);
  await signIn(page.request, baseURL as string, uniqueEmail(testInfo));
  await page.goto('/integrations');
  await page.getByLabel('Nome da chave').fill('Sistema da clínica');
  await page.getByRole('button', { name: 'Criar chave' }).click();
  const key = (await page.getByTestId('chave-criada').textContent()) as string;
  await page.getByRole('button', { name: 'Já guardei a chave' }).click();

  await page.getByLabel('Endereço (URL) do seu sistema').fill(receiverUrl);
  await page.getByRole('button', { name: 'Cadastrar endereço' }).click();
  const secret = (await page.getByTestId('segredo-webhook').textContent()) as string;
  expect(secret).toMatch(/^whsec_/);
  await saveScreenshot(page, testInfo, 'integrations-webhook-created');
  await page.getByRole('button', { name: 'Já guardei o segredo' }).click();

  const system = await playwright.request.newContext({ baseURL });
  const auth = { Authorization: `Bearer ${key}` };
  const made = await (
    await system.post('/api/v1/consultations', {
      headers: auth,
      data: { externalId: 'ATD-WH-1', patient: { name: 'Thor', species: 'cao' } },
    })
  ).json();
  const texted = await system.put(`/api/v1/consultations/${made.id}/transcript`, {
    headers: auth,
    data: {
      transcript: 'Thor chegou com vômito há dois dias. Maropitant por três dias. Retorno em uma semana.',
    },
  });
  expect(texted.status()).toBe(200);
  await expect.poll(() => received.length).toBe(1);
  const [first] = received;
  const { t, v1 } = Object.fromEntries((first?.signature ?? '').split(',').map((p) => p.split('=')));
  expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${first?.body}`).digest('hex'));
  expect(JSON.parse(first?.body ?? '{}')).toMatchObject({
    type: 'consultation.transcribed',
    data: { consultationId: made.id, externalId: 'ATD-WH-1' },
  });

  await page.getByRole('button', { name: 'Entregas' }).click();
  const log = page.getByRole('list', { name: 'Entregas' });
  await expect(log.getByText('Aguardando nova tentativa')).toBeVisible();
  await expect(log.getByText('Último erro: O endereço respondeu HTTP 500.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'integrations-webhook-log');
  await log.getByRole('button', { name: 'Reenviar' }).click();
  await expect.poll(() => received.length).toBe(2);
  expect(received[1]?.body).toBe(first?.body);
  await expect(log.getByText('Entregue')).toBeVisible();
  await saveScreenshot(page, testInfo, 'integrations-webhook-delivered');
  await system.dispose();
  await new Promise((resolve) => receiver.close(resolve));
});
