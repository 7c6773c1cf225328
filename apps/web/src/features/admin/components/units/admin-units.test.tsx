import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, json, mockApi } from '../../../../test/mock-api.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { UNIT } from '../../test-data.ts';

describe('/admin business units', { timeout: 20_000 }, () => {
  it('lists each unit with owner, members, plan and usage, and pages through them', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      me: ADMIN,
      routes: {
        'GET /api/admin/business-units': () =>
          json({
            units: [UNIT, { ...UNIT, id: 'bu-2', name: 'Sem dono', owner: null }],
            page: 1,
            pageSize: 2,
            total: 3,
          }),
      },
    });
    renderApp('/admin');
    const region = await screen.findByRole('region', { name: 'Unidades' });
    const row = await within(region).findByRole('row', { name: /Clínica Quatro Patas/ });
    expect(within(row).getByText('Bruno Vet')).toBeDefined();
    expect(within(row).getByText('bruno@clinica.vet.br')).toBeDefined();
    expect(within(row).getByText('4')).toBeDefined();
    expect(within(row).getByText('Pro Anual')).toBeDefined();
    expect(within(row).getByText('130 de 150')).toBeDefined();
    expect(
      within(within(region).getByRole('row', { name: /Sem dono/ })).getByText('Sem responsável'),
    ).toBeDefined();
    expect(within(region).getByText('1–2 de 3 unidades')).toBeDefined();

    await user.click(within(region).getByRole('button', { name: 'Próxima' }));
    const urls = api.fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((u) => u.startsWith('/api/admin/business-units'));
    expect(urls).toEqual(['/api/admin/business-units?page=1', '/api/admin/business-units?page=2']);
  });

  it('says when there is no unit yet', async () => {
    mockApi({
      me: ADMIN,
      routes: {
        'GET /api/admin/business-units': () => json({ units: [], page: 1, pageSize: 20, total: 0 }),
      },
    });
    renderApp('/admin');
    const region = await screen.findByRole('region', { name: 'Unidades' });
    expect(await within(region).findByText('Nenhuma unidade ainda.')).toBeDefined();
  });
});
