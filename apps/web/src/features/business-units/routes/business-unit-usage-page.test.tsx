import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnitUsage } from '@vetvoz/domain';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, VET } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { QUOTA } from '../test/unit-fixtures.ts';

const usage: UnitUsage = {
  unitId: 'unit-1',
  unitName: 'Clínica Boa Vista',
  plan: 'gratis',
  quota: QUOTA,
  total: 3,
  members: [
    {
      userID: 'u-2',
      name: 'Bruno Lima',
      email: 'b@x.com',
      role: 'member',
      status: 'active',
      consultations: 1,
    },
    {
      userID: 'u-1',
      name: 'Helena Prado',
      email: 'h@x.com',
      role: 'owner',
      status: 'active',
      consultations: 2,
    },
  ],
  previousPeriods: [
    {
      periodStart: '2026-10-01T03:00:00.000Z',
      periodEnd: '2026-11-01T03:00:00.000Z',
      total: 9,
      limit: 10,
      members: [{ userID: 'u-1', name: 'Helena Prado', consultations: 9 }],
    },
  ],
};

describe('/business-units/{id}/usage', () => {
  it('shows the period per member and in total, the pool and earlier periods, and exports a CSV', async () => {
    mockApi({ me: VET, routes: { 'GET /api/business-units/unit-1/usage': () => json(usage) } });
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:uso';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderApp('/business-units/unit-1/usage');

    const table = await screen.findByRole('table', { name: 'Consultas do período por membro' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows[1]).toContain('Helena Prado');
    expect(rows.at(-1)).toContain('Total da unidade');
    expect(rows.at(-1)).toContain('3');
    expect(
      screen.getByRole('meter', { name: 'Consultas da unidade usadas' }).getAttribute('aria-valuetext'),
    ).toBe('3 de 10 consultas usadas neste período. Renova em 01/12/2026.');
    expect(screen.getByText('01/10/2026 a 31/10/2026')).toBeTruthy();
    expect(screen.getByText('9 de 10 consultas')).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(click).toHaveBeenCalledOnce();
    const text = await created[0]?.text();
    expect(text).toContain('Período;Início;Fim;Membro;E-mail;Papel;Situação;Consultas');
    expect(text).toContain('Atual;01/11/2026;30/11/2026;Total da unidade;;;;3');
  });

  it('tells a plain member that usage is for the owner and admins', async () => {
    mockApi({
      me: VET,
      routes: {
        'GET /api/business-units/unit-1/usage': () =>
          json({ code: 'FORBIDDEN', message: 'Você não tem permissão para isso.' }, 403),
      },
    });
    renderApp('/business-units/unit-1/usage');
    expect(
      await screen.findByText('Só o proprietário e os administradores da unidade veem o uso da equipe.'),
    ).toBeTruthy();
  });

  it('says the unit is not found, and offers a retry for other failures', async () => {
    mockApi({ me: VET, routes: { 'GET /api/business-units/x/usage': () => 'network-error' } });
    renderApp('/business-units/x/usage');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar o uso da unidade.');
    expect(within(alert).getByRole('button', { name: 'Tentar de novo' })).toBeTruthy();
  });
});
