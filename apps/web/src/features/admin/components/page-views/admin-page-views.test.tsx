import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, json, mockApi } from '../../../../test/mock-api.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { PAGE_VIEWS } from '../../test-data.ts';

describe('/admin page views', { timeout: 20_000 }, () => {
  it('shows views per day and per route, and asks for another period', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({ me: ADMIN, routes: { 'GET /api/admin/page-views': () => json(PAGE_VIEWS) } });
    renderApp('/admin');
    const region = await screen.findByRole('region', { name: 'Acessos' });
    expect(await within(region).findByText('visualizações em 30 dias', { exact: false })).toBeDefined();
    const chart = within(region).getByRole('figure', {
      name: 'Visualizações e visitantes por dia (últimos 30 dias)',
    });
    expect(within(chart).getByText('Visualizações: 450 no período, pico de 15 em 26/10')).toBeDefined();
    const routes = within(region).getByRole('table', { name: 'Visualizações por rota' });
    const plans = within(routes).getByRole('row', { name: /\/plans/ });
    expect(within(plans).getByText('150')).toBeDefined();
    expect(within(plans).getByText('80')).toBeDefined();

    await user.click(within(region).getByRole('radio', { name: '7 dias' }));
    const urls = api.fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('page-views'));
    expect(urls).toEqual(['/api/admin/page-views?days=30', '/api/admin/page-views?days=7']);
  });

  it('says when nobody visited in the period', async () => {
    mockApi({
      me: ADMIN,
      routes: { 'GET /api/admin/page-views': () => json({ days: 30, total: 0, byRoute: [], byDay: [] }) },
    });
    renderApp('/admin');
    const region = await screen.findByRole('region', { name: 'Acessos' });
    expect(await within(region).findByText('Nenhuma visualização no período.')).toBeDefined();
  });
});
