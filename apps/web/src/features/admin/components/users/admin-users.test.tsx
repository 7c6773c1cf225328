import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser } from '@vetvoz/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../../../../components/ui/toast/index.ts';
import { ADMIN, json, mockApi } from '../../../../test/mock-api.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { adminUser } from '../../test-data.ts';

afterEach(() => toast.clear());

/** A users API that keeps ban state and filters by `q` like the server (name or e-mail). */
function usersApi(initial: AdminUser[]) {
  let users = [...initial];
  const api = mockApi({ me: ADMIN, routes: {} });
  api.route('GET /api/admin/users', () => {
    const url = new URL(String(api.fetchMock.mock.lastCall?.[0]), 'http://localhost');
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const found = users.filter((u) => `${u.name} ${u.email}`.toLowerCase().includes(q));
    return json({ users: found, page: 1, pageSize: 20, total: found.length });
  });
  for (const [action, banned] of [
    ['ban', true],
    ['unban', false],
  ] as const) {
    api.route(`POST /api/admin/users/u-vet/${action}`, (init) => {
      const { reason } = JSON.parse(String(init?.body));
      users = users.map((u) => (u.id === 'u-vet' ? { ...u, banned, banReason: banned ? reason : null } : u));
      return json(users.find((u) => u.id === 'u-vet'));
    });
  }
  return api;
}

async function usersSection() {
  const region = await screen.findByRole('region', { name: 'Usuários' });
  await within(region).findByRole('table', { name: 'Usuários' });
  return region;
}

const ME = adminUser({
  id: ADMIN.id,
  name: ADMIN.name,
  email: ADMIN.email,
  isSiteAdmin: true,
  cpfMasked: null,
});

describe('/admin users', { timeout: 20_000 }, () => {
  it('lists plan, usage, verification, creation and a masked CPF, and searches by name or e-mail', async () => {
    const user = userEvent.setup({ delay: null });
    const api = usersApi([adminUser(), ME]);
    renderApp('/admin');
    const region = await usersSection();
    const row = within(region).getByRole('row', { name: /Bruno Vet/ });
    expect(within(row).getByText('***.456.789-**')).toBeDefined();
    expect(within(row).getByText(/desde 01\/10\/2026/)).toBeDefined();
    expect(within(row).getByText('Pro Mensal')).toBeDefined();
    expect(within(row).getByText('12 de 150')).toBeDefined();
    expect(within(row).getByText('E-mail confirmado')).toBeDefined();
    expect(within(row).getByText('Ativo')).toBeDefined();
    // The admin can't suspend their own account (the server refuses it too).
    const mine = within(region).getByRole('row', { name: /Ana Admin/ });
    expect(within(mine).queryByRole('button', { name: /Suspender/ })).toBeNull();
    expect(within(region).getByText('1–2 de 2 usuários')).toBeDefined();

    await user.type(within(region).getByLabelText('Buscar por nome ou e-mail'), 'clinica');
    await waitFor(() => expect(within(region).queryByRole('row', { name: /Ana Admin/ })).toBeNull());
    const searched = api.fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('q='));
    expect(searched.at(-1)).toBe('/api/admin/users?q=clinica&page=1');
    // Debounced: one request for the whole word, not one per letter.
    expect(searched).toHaveLength(1);

    await user.clear(within(region).getByLabelText('Buscar por nome ou e-mail'));
    await user.type(within(region).getByLabelText('Buscar por nome ou e-mail'), 'ninguém');
    expect(await within(region).findByText('Nenhum usuário encontrado para “ninguém”.')).toBeDefined();
  });

  it('bans with a required reason, then unbans', async () => {
    const user = userEvent.setup({ delay: null });
    const api = usersApi([adminUser()]);
    renderApp('/admin');
    const region = await usersSection();
    await user.click(within(region).getByRole('button', { name: 'Suspender: Bruno Vet' }));
    let dialog = await screen.findByRole('dialog', { name: 'Suspender usuário?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspender usuário' }));
    expect(within(dialog).getByText('Informe o motivo.')).toBeDefined();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Motivo'), 'Contas múltiplas no período grátis');
    await user.click(within(dialog).getByRole('button', { name: 'Suspender usuário' }));
    expect(await screen.findByText('Usuário suspenso.')).toBeDefined();
    expect(api.requests.find((r) => r.path === '/api/admin/users/u-vet/ban')?.body).toEqual({
      reason: 'Contas múltiplas no período grátis',
    });
    const row = await within(region).findByRole('row', { name: /Suspenso/ });
    expect(within(row).getByText('Contas múltiplas no período grátis')).toBeDefined();

    await user.click(within(region).getByRole('button', { name: 'Reativar: Bruno Vet' }));
    dialog = await screen.findByRole('dialog', { name: 'Reativar usuário?' });
    expect(
      within(dialog).getByText(/Motivo da suspensão: “Contas múltiplas no período grátis”/),
    ).toBeDefined();
    await user.type(within(dialog).getByLabelText('Motivo'), 'Conversamos por e-mail');
    await user.click(within(dialog).getByRole('button', { name: 'Reativar usuário' }));
    expect(await screen.findByText('Usuário reativado.')).toBeDefined();
    expect(await within(region).findByRole('button', { name: 'Suspender: Bruno Vet' })).toBeDefined();
  });

  it('keeps the dialog open with an error toast when the server refuses', async () => {
    const user = userEvent.setup({ delay: null });
    const api = usersApi([adminUser()]);
    api.route('POST /api/admin/users/u-vet/ban', () =>
      json({ code: 'CONFLICT', message: 'Você não pode suspender a própria conta.' }, 409),
    );
    renderApp('/admin');
    const region = await usersSection();
    await user.click(within(region).getByRole('button', { name: 'Suspender: Bruno Vet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspender usuário?' });
    await user.type(within(dialog).getByLabelText('Motivo'), 'Teste');
    await user.click(within(dialog).getByRole('button', { name: 'Suspender usuário' }));
    expect(await screen.findByText('Não foi possível suspender o usuário.')).toBeDefined();
    expect(screen.getByText('Você não pode suspender a própria conta.')).toBeDefined();
    expect(screen.getByRole('dialog', { name: 'Suspender usuário?' })).toBeDefined();
  });
});
