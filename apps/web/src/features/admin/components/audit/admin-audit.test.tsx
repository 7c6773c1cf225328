import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, json, mockApi } from '../../../../test/mock-api.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { AUDIT_ENTRY } from '../../test-data.ts';

describe('/admin audit log', { timeout: 20_000 }, () => {
  it('shows who did what and when, and searches', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      me: ADMIN,
      routes: {
        'GET /api/admin/audit-log': () =>
          json({
            entries: [
              AUDIT_ENTRY,
              { ...AUDIT_ENTRY, id: 2, actor: null, action: 'notification.create', details: null },
            ],
            page: 1,
            pageSize: 20,
            total: 2,
          }),
      },
    });
    renderApp('/admin');
    const region = await screen.findByRole('region', { name: 'Auditoria' });
    const row = await within(region).findByRole('row', { name: /user\.ban/ });
    expect(within(row).getByText('Ana Admin')).toBeDefined();
    expect(within(row).getByText('user:u-vet')).toBeDefined();
    expect(within(row).getByText('reason: Uso abusivo do período grátis')).toBeDefined();
    expect(
      within(within(region).getByRole('row', { name: /notification\.create/ })).getByText('Conta excluída'),
    ).toBeDefined();

    await user.type(within(region).getByLabelText('Buscar na auditoria'), 'ban');
    await screen.findByText('1–2 de 2 registros');
    await new Promise((resolve) => setTimeout(resolve, 400));
    const urls = api.fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('audit-log'));
    expect(urls).toEqual(['/api/admin/audit-log?page=1', '/api/admin/audit-log?q=ban&page=1']);
  });
});
