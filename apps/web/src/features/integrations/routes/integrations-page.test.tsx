import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, VET } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const KEY = {
  id: '5b1c4d6e-0000-4000-8000-000000000001',
  name: 'Sistema da clínica',
  hint: 'vvk_Ab12Cd',
  scopes: ['read', 'write'],
  createdAt: '2026-11-20T12:00:00.000Z',
  lastUsedAt: null,
};

describe('/integrations', () => {
  it('lists the keys without their values, creates one shown once, and revokes after confirming', async () => {
    let keys = [KEY];
    const api = mockApi({
      me: VET,
      routes: {
        'GET /api/api-keys': () => json({ keys }),
        'GET /api/webhook-endpoints': () => json({ endpoints: [] }),
        'POST /api/api-keys': (init) => {
          const input = JSON.parse(String(init?.body));
          const made = {
            ...KEY,
            id: '5b1c4d6e-0000-4000-8000-000000000002',
            name: input.name,
            scopes: input.scopes,
          };
          keys = [made, ...keys];
          return json({ ...made, key: 'vvk_Ab12CdEfGhIjKlMnOpQrStUvWxYz0123456789abcdE' }, 201);
        },
        [`DELETE /api/api-keys/${KEY.id}`]: () => {
          keys = keys.filter((key) => key.id !== KEY.id);
          return new Response(null, { status: 204 });
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/integrations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Integrações' })).toBeTruthy();
    expect(await screen.findByText('Sistema da clínica')).toBeTruthy();
    expect(screen.getByText(/nunca usada/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Criar chave' }));
    expect(
      await screen.findByText('Dê um nome à chave (por exemplo, o sistema que vai usá-la).'),
    ).toBeTruthy();
    await user.type(screen.getByLabelText('Nome da chave'), 'Leitura do prontuário');
    await user.click(screen.getByLabelText('Somente leitura'));
    await user.click(screen.getByRole('button', { name: 'Criar chave' }));
    expect((await screen.findByTestId('chave-criada')).textContent).toMatch(/^vvk_/);
    const sent = api.requests.find(
      (request) => request.method === 'POST' && request.path === '/api/api-keys',
    );
    expect(sent?.body).toEqual({ name: 'Leitura do prontuário', scopes: ['read'] });
    expect(await screen.findByText(/somente leitura/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Já guardei a chave' }));
    expect(screen.queryByTestId('chave-criada')).toBeNull();

    const row = screen.getByText('Sistema da clínica').closest('li') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Revogar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revogar a chave “Sistema da clínica”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revogar chave' }));
    await waitFor(() => expect(screen.queryByText('Sistema da clínica')).toBeNull());
  });

  it('registers a webhook (secret shown once), shows its delivery log and sends one again', async () => {
    const endpoint = {
      id: '7a1c4d6e-0000-4000-8000-000000000001',
      url: 'https://sistema.clinica.com.br/webhooks/vetvoz',
      events: ['consultation.transcribed', 'document.ready', 'document.failed'],
      status: 'active',
      createdAt: '2026-11-20T12:00:00.000Z',
    };
    const delivery = {
      id: '7a1c4d6e-0000-4000-8000-000000000002',
      eventId: '7a1c4d6e-0000-4000-8000-000000000003',
      type: 'document.ready',
      status: 'pending',
      attempts: 2,
      lastError: 'O endereço respondeu HTTP 500.',
      createdAt: '2026-11-20T12:00:00.000Z',
      deliveredAt: null,
      nextAttemptAt: '2026-11-20T12:06:00.000Z',
    };
    let endpoints: (typeof endpoint)[] = [];
    const api = mockApi({
      me: VET,
      routes: {
        'GET /api/api-keys': () => json({ keys: [] }),
        'GET /api/webhook-endpoints': () => json({ endpoints }),
        'POST /api/webhook-endpoints': () => {
          endpoints = [endpoint];
          return json({ ...endpoint, secret: 'whsec_segredoDeTeste0123456789' }, 201);
        },
        [`GET /api/webhook-endpoints/${endpoint.id}/deliveries`]: () => json({ deliveries: [delivery] }),
        [`POST /api/webhook-endpoints/${endpoint.id}/deliveries/${delivery.id}/redeliver`]: () =>
          new Response(null, { status: 202 }),
      },
    });
    const user = userEvent.setup();
    renderApp('/integrations');
    expect(await screen.findByText(/Nenhum endereço ainda/)).toBeTruthy();
    await user.type(screen.getByLabelText('Endereço (URL) do seu sistema'), 'ftp://x');
    await user.click(screen.getByRole('button', { name: 'Cadastrar endereço' }));
    expect(await screen.findByText(/Endereço inválido/)).toBeTruthy();
    await user.clear(screen.getByLabelText('Endereço (URL) do seu sistema'));
    await user.type(screen.getByLabelText('Endereço (URL) do seu sistema'), endpoint.url);
    await user.click(screen.getByLabelText('Falha ao gerar documento'));
    await user.click(screen.getByRole('button', { name: 'Cadastrar endereço' }));
    expect((await screen.findByTestId('segredo-webhook')).textContent).toBe('whsec_segredoDeTeste0123456789');
    const sent = api.requests.find((r) => r.method === 'POST' && r.path === '/api/webhook-endpoints');
    expect(sent?.body).toEqual({ url: endpoint.url, events: ['consultation.transcribed', 'document.ready'] });
    await user.click(screen.getByRole('button', { name: 'Já guardei o segredo' }));

    await user.click(await screen.findByRole('button', { name: 'Entregas' }));
    expect(await screen.findByText('Aguardando nova tentativa')).toBeTruthy();
    expect(screen.getByText('Último erro: O endereço respondeu HTTP 500.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reenviar' }));
    expect(await screen.findByRole('button', { name: 'Reenviado' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Python' })).toBeTruthy();
  }, 20_000);
});
