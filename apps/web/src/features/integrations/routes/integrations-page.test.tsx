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
});
