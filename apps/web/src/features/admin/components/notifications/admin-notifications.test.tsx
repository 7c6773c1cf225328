import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminNotification } from '@vetvoz/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../../../../components/ui/toast/index.ts';
import { ADMIN, json, mockApi } from '../../../../test/mock-api.ts';
import { renderApp } from '../../../../test/render-app.tsx';

afterEach(() => toast.clear());

const OLDER: AdminNotification = {
  id: 'n-1',
  title: 'Manutenção programada',
  message: 'Sábado às 22h.',
  content: null,
  isActive: true,
  createdBy: 'u-admin',
  createdByName: 'Ana Admin',
  createdAt: '2026-11-20T12:00:00.000Z',
};

/** A server that keeps its notifications like the real one: newest first, PUT replaces, DELETE removes. */
function notificationsApi(initial: AdminNotification[], failWrites = false) {
  let list = [...initial];
  let next = 100;
  const refuse = () => json({ code: 'INTERNAL', message: 'Erro interno. Tente novamente.' }, 500);
  const api = mockApi({
    me: ADMIN,
    routes: {
      'GET /api/admin/notifications': () => json({ notifications: list }),
      'POST /api/admin/notifications': (init) => {
        if (failWrites) return refuse();
        const input = JSON.parse(String(init?.body));
        const created = {
          ...OLDER,
          ...input,
          content: input.content || null,
          id: `n-${next++}`,
          createdAt: new Date().toISOString(),
        };
        list = [created, ...list];
        return json(created, 201);
      },
    },
  });
  const byId = (path: string) => path.split('/')[4];
  for (const item of initial) {
    api.route(`PUT /api/admin/notifications/${item.id}`, (init) => {
      if (failWrites) return refuse();
      const input = JSON.parse(String(init?.body));
      list = list.map((n) => (n.id === item.id ? { ...n, ...input, content: input.content || null } : n));
      return json(list.find((n) => n.id === item.id));
    });
    api.route(`DELETE /api/admin/notifications/${item.id}`, () => {
      list = list.filter((n) => n.id !== byId(`/api/admin/notifications/${item.id}`));
      return new Response(null, { status: 204 });
    });
  }
  return api;
}

async function section() {
  const region = await screen.findByRole('region', { name: 'Notificações' });
  await within(region).findByRole('form', { name: 'Nova notificação' });
  return region;
}

describe('/admin notifications', { timeout: 20_000 }, () => {
  it('previews the draft live with the drawer item and publishes it at the top of the list', async () => {
    const user = userEvent.setup({ delay: null });
    const api = notificationsApi([OLDER]);
    renderApp('/admin');
    const region = await section();
    await within(region).findByText('Manutenção programada');
    const preview = within(region).getByRole('figure');
    expect(within(preview).getByRole('heading', { name: 'Título da notificação' })).toBeDefined();

    await user.type(within(region).getByLabelText('Título'), 'Nova receita digital');
    await user.type(within(region).getByLabelText('Mensagem'), 'Agora com assinatura.');
    await user.type(within(region).getByLabelText('Conteúdo (opcional)'), 'Veja em Perfil.');
    expect(within(preview).getByRole('heading', { name: 'Nova receita digital' })).toBeDefined();
    expect(within(preview).getByText('Agora com assinatura.')).toBeDefined();
    expect(within(preview).getByText('Veja em Perfil.')).toBeDefined();
    await user.click(within(preview).getByRole('button', { name: /Marcar como lida/ }));
    expect(within(preview).queryByRole('button', { name: /Marcar como lida/ })).toBeNull();

    await user.click(within(region).getByRole('button', { name: 'Publicar notificação' }));
    expect(await screen.findByText('Notificação publicada.')).toBeDefined();
    expect(
      api.requests.find((r) => r.method === 'POST' && r.path === '/api/admin/notifications')?.body,
    ).toEqual({
      title: 'Nova receita digital',
      message: 'Agora com assinatura.',
      content: 'Veja em Perfil.',
      isActive: true,
    });
    const list = within(region).getByRole('list', { name: 'Notificações publicadas' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const titles = within(list)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(titles).toEqual(['Nova receita digital', 'Manutenção programada']);
    expect((within(region).getByLabelText('Título') as HTMLInputElement).value).toBe('');
  });

  it('refuses an empty form with the schema messages and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const api = notificationsApi([]);
    renderApp('/admin');
    const region = await section();
    expect(await within(region).findByText('Nenhuma notificação ainda.')).toBeDefined();
    await user.click(within(region).getByRole('button', { name: 'Publicar notificação' }));
    expect(within(region).getByText('Escreva o título.')).toBeDefined();
    expect(within(region).getByText('Escreva a mensagem.')).toBeDefined();
    expect(document.activeElement).toBe(within(region).getByLabelText('Título'));
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('edits, deactivates and deletes (after a confirmation) a notification', async () => {
    const user = userEvent.setup({ delay: null });
    const api = notificationsApi([OLDER]);
    renderApp('/admin');
    const region = await section();
    await user.click(await within(region).findByRole('button', { name: 'Editar: Manutenção programada' }));
    const form = within(region).getByRole('form', { name: 'Editar notificação' });
    const title = within(form).getByLabelText('Título') as HTMLInputElement;
    expect(title.value).toBe('Manutenção programada');
    await user.clear(title);
    await user.type(title, 'Manutenção adiada');
    await user.click(within(form).getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Alterações salvas.')).toBeDefined();
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ title: 'Manutenção adiada' });

    await user.click(await within(region).findByRole('switch', { name: 'Ativa: Manutenção adiada' }));
    expect(await screen.findByText('Notificação desativada.')).toBeDefined();
    expect(api.requests.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual({
      title: 'Manutenção adiada',
      message: 'Sábado às 22h.',
      content: '',
      isActive: false,
    });
    expect(await within(region).findByText('Inativa')).toBeDefined();

    await user.click(within(region).getByRole('button', { name: 'Excluir: Manutenção adiada' }));
    let dialog = await screen.findByRole('dialog', { name: 'Excluir a notificação?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(region).getByRole('button', { name: 'Excluir: Manutenção adiada' }));
    dialog = await screen.findByRole('dialog', { name: 'Excluir a notificação?' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir notificação' }));
    expect(await screen.findByText('Notificação excluída.')).toBeDefined();
    expect(await within(region).findByText('Nenhuma notificação ainda.')).toBeDefined();
  });

  it('shows a failed save as an error toast and keeps the draft', async () => {
    const user = userEvent.setup({ delay: null });
    notificationsApi([], true);
    renderApp('/admin');
    const region = await section();
    await user.type(within(region).getByLabelText('Título'), 'Aviso');
    await user.type(within(region).getByLabelText('Mensagem'), 'Texto.');
    await user.click(within(region).getByRole('button', { name: 'Publicar notificação' }));
    expect(await screen.findByText('Não foi possível salvar a notificação.')).toBeDefined();
    expect((within(region).getByLabelText('Título') as HTMLInputElement).value).toBe('Aviso');
  });

  it('offers a retry when the list fails to load', async () => {
    const user = userEvent.setup({ delay: null });
    let fail = true;
    mockApi({
      me: ADMIN,
      routes: {
        'GET /api/admin/notifications': () =>
          fail
            ? json({ code: 'INTERNAL', message: 'Erro interno. Tente novamente.' }, 500)
            : json({ notifications: [OLDER] }),
      },
    });
    renderApp('/admin');
    const region = await section();
    const alert = await within(region).findByRole('alert');
    expect(within(alert).getByText('Não foi possível carregar as notificações.')).toBeDefined();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(region).findByText('Manutenção programada')).toBeDefined();
  });
});
