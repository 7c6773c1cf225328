import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserNotification } from '@vetvoz/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, mockApi, VET } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const notification = (id: string, overrides: Partial<UserNotification> = {}): UserNotification => ({
  id,
  kind: 'admin',
  title: `Aviso ${id}`,
  message: `Mensagem ${id}`,
  content: null,
  createdAt: '2026-11-24T15:00:00.000Z',
  isRead: false,
  readAt: null,
  ...overrides,
});

function withNotifications(list: UserNotification[] | 'never', read?: () => Response) {
  return mockApi({
    me: VET,
    routes: {
      'GET /api/notifications': () => (list === 'never' ? 'never' : json({ notifications: list })),
      ...Object.fromEntries(
        (list === 'never' ? [] : list).map((item) => [
          `POST /api/notifications/${item.id}/read`,
          () => (read ? read() : new Response(null, { status: 204 })),
        ]),
      ),
    },
  });
}

const bell = () => screen.findByRole('button', { name: /^Notificações/ });
const drawer = () => screen.findByRole('dialog', { name: 'Notificações' });

beforeEach(() => sessionStorage.clear());

describe('notification bell', () => {
  it('shows the unread count on the bell', async () => {
    sessionStorage.setItem(`vetvoz:notificacoes-vistas:${VET.id}`, '1');
    withNotifications([notification('a'), notification('b'), notification('c', { isRead: true })]);
    renderApp('/about');
    expect(await screen.findByRole('button', { name: 'Notificações: 2 não lidas' })).toBeTruthy();
    expect(screen.getByTestId('notification-badge').textContent).toBe('2');
  });

  it('shows "9+" above nine unread', async () => {
    sessionStorage.setItem(`vetvoz:notificacoes-vistas:${VET.id}`, '1');
    withNotifications(Array.from({ length: 12 }, (_, index) => notification(String(index))));
    renderApp('/about');
    await screen.findByRole('button', { name: 'Notificações: mais de 9 não lidas' });
    expect(screen.getByTestId('notification-badge').textContent).toBe('9+');
  });

  it('is not shown to visitors', async () => {
    mockApi({ me: null });
    renderApp('/about');
    await screen.findByRole('link', { name: 'Entrar' });
    expect(screen.queryByRole('button', { name: /^Notificações/ })).toBeNull();
  });
});

describe('notifications drawer', () => {
  it('opens by itself once per session when unread notifications exist at first load', async () => {
    withNotifications([notification('a', { content: 'Veja os detalhes no perfil.' })]);
    const first = renderApp('/about');
    const panel = await drawer();
    expect(within(panel).getByRole('heading', { name: 'Aviso a' })).toBeTruthy();
    expect(within(panel).getByText('Mensagem a')).toBeTruthy();
    expect(within(panel).getByText('Veja os detalhes no perfil.')).toBeTruthy();
    expect(within(panel).getByText('24 de novembro de 2026')).toBeTruthy();
    first.unmount();

    withNotifications([notification('a')]);
    renderApp('/about');
    await bell();
    expect(screen.queryByRole('dialog', { name: 'Notificações' })).toBeNull();
  });

  it('does not open by itself when everything is read', async () => {
    const api = withNotifications([notification('a', { isRead: true, readAt: '2026-11-24T16:00:00.000Z' })]);
    renderApp('/about');
    const button = await screen.findByRole('button', { name: 'Notificações' });
    await waitFor(() => expect(api.requests.some((r) => r.path === '/api/notifications')).toBe(true));
    // The list has arrived (and would have opened the drawer by now, as in the test above).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog', { name: 'Notificações' })).toBeNull();
    await userEvent.click(button);
    const panel = await drawer();
    expect(within(panel).queryByRole('button', { name: /Marcar como lida/ })).toBeNull();
  });

  it('shows "Carregando..." while loading and "Nenhuma notificação nova." when empty', async () => {
    withNotifications('never');
    const loading = renderApp('/about');
    await userEvent.click(await bell());
    expect(within(await drawer()).getByText('Carregando...')).toBeTruthy();
    loading.unmount();

    withNotifications([]);
    renderApp('/about');
    await userEvent.click(await bell());
    expect(within(await drawer()).getByText('Nenhuma notificação nova.')).toBeTruthy();
  });

  it('closes on Escape and gives focus back to the bell', async () => {
    withNotifications([]);
    renderApp('/about');
    const button = await bell();
    await userEvent.click(button);
    await drawer();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notificações' })).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('marks one as read: the request is sent, the button goes and the count drops', async () => {
    const api = withNotifications([notification('a'), notification('b')]);
    renderApp('/about');
    const panel = await drawer();
    api.route('GET /api/notifications', () =>
      json({
        notifications: [
          notification('a', { isRead: true, readAt: '2026-11-24T16:00:00.000Z' }),
          notification('b'),
        ],
      }),
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Marcar como lida: Aviso a' }));
    await waitFor(() =>
      expect(within(panel).queryByRole('button', { name: 'Marcar como lida: Aviso a' })).toBeNull(),
    );
    expect(api.requests.some((r) => r.method === 'POST' && r.path === '/api/notifications/a/read')).toBe(
      true,
    );
    expect(screen.getByTestId('notification-badge').textContent).toBe('1');
  });

  it('shows the toast "Falha ao marcar notificação como lida." when marking fails', async () => {
    withNotifications([notification('a')], () => json({ code: 'INTERNAL', message: 'Erro interno.' }, 500));
    renderApp('/about');
    const panel = await drawer();
    await userEvent.click(within(panel).getByRole('button', { name: 'Marcar como lida: Aviso a' }));
    expect(await screen.findByText('Falha ao marcar notificação como lida.')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Marcar como lida: Aviso a' })).toBeTruthy();
  });

  it('says what each of the product’s own notices is about before its title', async () => {
    withNotifications([
      notification('pagamento', { kind: 'payment_failed', title: 'Não conseguimos cobrar sua assinatura' }),
      notification('convite', { kind: 'unit_invitation', title: 'Convite para a unidade Clínica Sol' }),
      notification('teste', { kind: 'trial_80', title: 'Seu teste gratuito está quase no fim' }),
      notification('preco', { kind: 'price_change', title: 'O preço do plano Pro Anual vai mudar' }),
      notification('aviso', { kind: 'admin', title: 'Novidade' }),
    ]);
    renderApp('/about');
    const panel = await drawer();
    const labelOf = (title: string) =>
      within(panel).getByRole('heading', { name: title }).previousElementSibling?.textContent;
    expect(labelOf('Não conseguimos cobrar sua assinatura')).toBe('Pagamento');
    expect(labelOf('Convite para a unidade Clínica Sol')).toBe('Convite');
    expect(labelOf('Seu teste gratuito está quase no fim')).toBe('Teste gratuito');
    expect(labelOf('O preço do plano Pro Anual vai mudar')).toBe('Preço');
    expect(labelOf('Novidade')).toBe('Aviso');
  });
});
