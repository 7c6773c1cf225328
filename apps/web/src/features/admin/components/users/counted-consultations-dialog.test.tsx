import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCountedConsultation } from '@vetvoz/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../../../../components/ui/toast/index.ts';
import { ADMIN, json, mockApi } from '../../../../test/mock-api.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { adminUser } from '../../test-data.ts';

afterEach(() => toast.clear());

const FAILED: AdminCountedConsultation = {
  id: 41,
  countedAt: '2026-10-02T13:00:00.000Z',
  unitName: null,
  consultationDeleted: true,
  segmentsFailed: 2,
  documentsFailed: 1,
  documentsReady: 0,
  audioSeconds: 95,
  givenBackAt: null,
};

describe('/admin users: counted consultations', { timeout: 20_000 }, () => {
  it('lists what failed and gives one back with a required reason', async () => {
    const user = userEvent.setup({ delay: null });
    let counted = [
      FAILED,
      { ...FAILED, id: 40, unitName: 'Clínica Bichos', segmentsFailed: 0, documentsFailed: 0 },
    ];
    const api = mockApi({ me: ADMIN, routes: {} });
    api.route('GET /api/admin/users', () => json({ users: [adminUser()], page: 1, pageSize: 20, total: 1 }));
    api.route('GET /api/admin/users/u-vet/counted-consultations', () => json({ consultations: counted }));
    api.route('POST /api/admin/counted-consultations/41/give-back', () => {
      counted = counted.map((c) => (c.id === 41 ? { ...c, givenBackAt: '2026-10-03T12:00:00.000Z' } : c));
      return json(counted[0]);
    });
    renderApp('/admin');
    const region = await screen.findByRole('region', { name: 'Usuários' });
    await user.click(await within(region).findByRole('button', { name: 'Consultas contadas: Bruno Vet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Consultas contadas' });
    const list = await within(dialog).findByRole('list', { name: 'Consultas contadas' });
    expect(within(list).getByText('2 trecho(s) com falha · 1 documento(s) com falha')).toBeDefined();
    expect(within(list).getAllByText(/2 min de áudio · excluída pelo usuário/)).toHaveLength(2);
    expect(within(list).getByText(/Unidade Clínica Bichos/)).toBeDefined();

    const giveBack = within(list).getAllByRole('button', { name: /Devolver a consulta contada/ })[0];
    await user.click(giveBack as HTMLElement);
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Motivo da devolução'));
    await user.click(within(dialog).getByRole('button', { name: 'Devolver consulta' }));
    expect(within(dialog).getByText('Informe o motivo.')).toBeDefined();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Motivo da devolução'), 'Transcrição falhou; confirmado.');
    await user.click(within(dialog).getByRole('button', { name: 'Devolver consulta' }));
    expect(await screen.findByText('Consulta devolvida.')).toBeDefined();
    expect(
      api.requests.find((r) => r.path === '/api/admin/counted-consultations/41/give-back')?.body,
    ).toEqual({
      reason: 'Transcrição falhou; confirmado.',
    });
    expect(await within(dialog).findByText(/Devolvida em/)).toBeDefined();
  });
});
