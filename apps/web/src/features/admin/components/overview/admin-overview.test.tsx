import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, json, mockApi } from '../../../../test/mock-api.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { OVERVIEW } from '../../test-data.ts';

async function overviewSection() {
  return screen.findByRole('region', { name: 'Visão geral' });
}

describe('/admin overview', { timeout: 20_000 }, () => {
  it('shows the headline figures in pt-BR, the chart summary and table, and the bars', async () => {
    const api = mockApi({ me: ADMIN, routes: { 'GET /api/admin/overview': () => json(OVERVIEW) } });
    renderApp('/admin');
    const region = await overviewSection();
    const users = await within(region).findByText('Usuários', { selector: 'dt' });
    expect(users.parentElement?.textContent).toContain('1.234');
    expect(within(region).getByText('17 novos nos últimos 7 dias')).toBeDefined();
    expect(within(region).getByText('R$ 2.987,60')).toBeDefined();
    expect(within(region).getByText('12,5%')).toBeDefined();
    expect(within(region).getByText('25 de 200 períodos grátis')).toBeDefined();
    expect(within(region).getByText('37 assinaturas pagas ativas')).toBeDefined();

    const chart = within(region).getByRole('figure', {
      name: 'Consultas e documentos por dia (últimos 30 dias)',
    });
    // 0,1,2 repeating over 30 days with 9 on day 26 (index 25: 25 % 3 = 1): 30 − 1 + 9 = 38.
    expect(within(chart).getByText('Consultas: 38 no período, pico de 9 em 20/11')).toBeDefined();
    expect(within(chart).getByText('Documentos: 114 no período, pico de 27 em 20/11')).toBeDefined();
    const table = within(chart).getByRole('table', {
      name: 'Consultas e documentos por dia (últimos 30 dias)',
    });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('rowheader', { name: '26/10' })).toBeDefined();

    const byType = within(region).getByRole('list', { name: 'Documentos por tipo' });
    expect(within(byType).getByText('Anamnese')).toBeDefined();
    expect(within(byType).getByText('40')).toBeDefined();
    const byPlan = within(region).getByRole('list', { name: 'Assinaturas ativas por plano' });
    expect(
      within(byPlan)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Grátis900', 'Pro Mensal30', 'Pro semestral5', 'Pro Anual2']);
    expect(api.requests.filter((r) => r.path === '/api/admin/overview')).toHaveLength(1);
  });

  it('says so when nothing happened yet', async () => {
    mockApi({
      me: ADMIN,
      routes: {
        'GET /api/admin/overview': () =>
          json({
            ...OVERVIEW,
            daily: OVERVIEW.daily.map((d) => ({ ...d, consultations: 0, documents: 0 })),
            documentsByType: [],
            activeSubscriptions: OVERVIEW.activeSubscriptions.map((s) => ({ ...s, count: 0 })),
          }),
      },
    });
    renderApp('/admin');
    const region = await overviewSection();
    expect(await within(region).findByText('Nenhum documento ainda.')).toBeDefined();
    expect(within(region).getByText('Nenhuma assinatura ativa.')).toBeDefined();
    expect(within(region).getByText('Consultas: 0 no período')).toBeDefined();
  });

  it('shows the refusal and retries', async () => {
    mockApi({
      me: ADMIN,
      routes: {
        'GET /api/admin/overview': () =>
          json({ code: 'FORBIDDEN', message: 'Acesso restrito a administradores.' }, 403),
      },
    });
    renderApp('/admin');
    const region = await overviewSection();
    const alert = await within(region).findByRole('alert');
    expect(within(alert).getByText('Não foi possível carregar a visão geral.')).toBeDefined();
    expect(within(alert).getByText('Acesso restrito a administradores.')).toBeDefined();
    expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeDefined();
  });
});
