import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, VET } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const UNIT = {
  id: '9c1c4d6e-0000-4000-8000-0000000000aa',
  name: 'Clínica Bichos',
  ownerID: 'dono',
  ownerName: 'Dra. Ana',
  createdAt: '2026-11-01T12:00:00.000Z',
  currentQueries: 3,
  maxQueries: 150,
  plan: 'mensal',
  quota: {
    used: 3,
    limit: 150,
    remaining: 147,
    periodStart: '2026-11-01T00:00:00.000Z',
    periodEnd: '2026-12-01T00:00:00.000Z',
  },
  myRole: 'admin',
  myStatus: 'active',
  canManage: true,
  activeMembers: 4,
};
const UNIT_KEY = {
  id: '9c1c4d6e-0000-4000-8000-000000000001',
  name: 'SimplesVet da unidade',
  hint: 'vvk_Zz12Yy',
  scopes: ['read', 'write'],
  createdAt: '2026-11-20T12:00:00.000Z',
  lastUsedAt: null,
  createdBy: { id: 'dono', name: 'Dra. Ana' },
};

describe('/integrations: unit keys and re-enabling a webhook', () => {
  it("shows a managed unit's keys, makes one shown once for the unit, and revokes after confirming", async () => {
    let keys = [UNIT_KEY];
    const api = mockApi({
      me: VET,
      routes: {
        'GET /api/api-keys': () => json({ keys: [] }),
        'GET /api/webhook-endpoints': () => json({ endpoints: [] }),
        'GET /api/business-units': () =>
          json({
            units: [
              UNIT,
              { ...UNIT, id: 'outra', name: 'Clínica Alheia', canManage: false, myRole: 'member' },
            ],
            canSeeDashboard: true,
          }),
        [`GET /api/business-units/${UNIT.id}/api-keys`]: () => json({ keys }),
        [`POST /api/business-units/${UNIT.id}/api-keys`]: (init) => {
          const input = JSON.parse(String(init?.body));
          const made = { ...UNIT_KEY, id: '9c1c4d6e-0000-4000-8000-000000000002', name: input.name };
          keys = [made, ...keys];
          return json({ ...made, key: 'vvk_Zz12YyEfGhIjKlMnOpQrStUvWxYz0123456789abcdE' }, 201);
        },
        [`DELETE /api/business-units/${UNIT.id}/api-keys/${UNIT_KEY.id}`]: () => {
          keys = keys.filter((key) => key.id !== UNIT_KEY.id);
          return new Response(null, { status: 204 });
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/integrations');
    const unit = await screen.findByRole('region', { name: 'Clínica Bichos' });
    expect(screen.queryByText('Clínica Alheia')).toBeNull();
    expect(await within(unit).findByText('SimplesVet da unidade')).toBeTruthy();
    expect(within(unit).getByText(/criada por Dra\. Ana/)).toBeTruthy();

    await user.type(within(unit).getByLabelText('Nome da chave'), 'Prontuário da unidade');
    await user.click(within(unit).getByRole('button', { name: 'Criar chave da unidade' }));
    expect((await within(unit).findByTestId('chave-criada')).textContent).toMatch(/^vvk_/);
    const sent = api.requests.find(
      (request) => request.method === 'POST' && request.path === `/api/business-units/${UNIT.id}/api-keys`,
    );
    expect(sent?.body).toEqual({ name: 'Prontuário da unidade', scopes: ['read', 'write'] });
    await user.click(within(unit).getByRole('button', { name: 'Já guardei a chave' }));
    expect(within(unit).queryByTestId('chave-criada')).toBeNull();

    const row = within(unit).getByText('SimplesVet da unidade').closest('li') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Revogar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revogar a chave “SimplesVet da unidade”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revogar chave' }));
    await waitFor(() => expect(screen.queryByText('SimplesVet da unidade')).toBeNull());
  }, 20_000);

  it('shows no unit keys to a plain member', async () => {
    mockApi({
      me: VET,
      routes: {
        'GET /api/api-keys': () => json({ keys: [] }),
        'GET /api/webhook-endpoints': () => json({ endpoints: [] }),
        'GET /api/business-units': () =>
          json({ units: [{ ...UNIT, canManage: false, myRole: 'member' }], canSeeDashboard: false }),
      },
    });
    renderApp('/integrations');
    expect(await screen.findByText(/Nenhuma chave ainda/)).toBeTruthy();
    expect(screen.queryByText('Chaves de API das unidades')).toBeNull();
  });

  it('turns a disabled webhook endpoint back on with "Reativar"', async () => {
    let status = 'disabled';
    const endpoint = {
      id: '7a1c4d6e-0000-4000-8000-000000000001',
      url: 'https://sistema.clinica.com.br/webhooks/vetvoz',
      events: ['document.ready'],
      createdAt: '2026-11-20T12:00:00.000Z',
    };
    const api = mockApi({
      me: VET,
      routes: {
        'GET /api/api-keys': () => json({ keys: [] }),
        'GET /api/webhook-endpoints': () => json({ endpoints: [{ ...endpoint, status }] }),
        [`POST /api/webhook-endpoints/${endpoint.id}/enable`]: () => {
          status = 'active';
          return json({ ...endpoint, status });
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/integrations');
    expect(await screen.findByText(/Desativado: nada é enviado a ele/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reativar' }));
    await waitFor(() => expect(screen.queryByText(/Desativado/)).toBeNull());
    expect(screen.queryByRole('button', { name: 'Reativar' })).toBeNull();
    expect(api.requests.some((r) => r.path === `/api/webhook-endpoints/${endpoint.id}/enable`)).toBe(true);
  });
});
