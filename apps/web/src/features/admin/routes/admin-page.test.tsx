import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppConfig } from '@vetvoz/domain';
import { DEFAULT_MAINTENANCE_MESSAGE } from '@vetvoz/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../../../components/ui/toast/index.ts';
import { ADMIN, json, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { AI_PROVIDERS, AUDIT_ENTRY, adminUser, OVERVIEW, PAGE_VIEWS, UNIT } from '../test-data.ts';

afterEach(() => toast.clear());

/** A server whose PUT merges into the config it serves, like the real one. */
function adminApi(initial: AppConfig, put?: () => Response) {
  let config = { ...initial };
  return mockApi({
    me: ADMIN,
    routes: {
      'GET /api/app-config': () => json(config),
      'PUT /api/app-config': (init) => {
        if (put) return put();
        config = { ...config, ...JSON.parse(String(init?.body)) };
        return json(config);
      },
    },
  });
}

async function maintenanceSection() {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Manutenção' });
  const section = heading.closest('section');
  if (!section) throw new Error('no section');
  await within(section).findByRole('switch', { name: 'Modo de manutenção' });
  return section;
}

describe('/admin', { timeout: 20_000 }, () => {
  it('lists every section, each one working (none "Em breve") and reachable from the navigation', async () => {
    adminApi({ isMaintenanceMode: false, maintenanceMessage: '' });
    renderApp('/admin');
    await maintenanceSection();
    const nav = screen.getByRole('navigation', { name: 'Seções da administração' });
    for (const [title, anchor] of [
      ['Visão geral', '#visao-geral'],
      ['Usuários', '#usuarios'],
      ['Unidades', '#unidades'],
      ['Notificações', '#notificacoes'],
      ['Preços', '#precos'],
      ['Manutenção', '#manutencao'],
      ['Provedores de IA', '#provedores-ia'],
      ['Acessos', '#acessos'],
      ['Auditoria', '#auditoria'],
    ]) {
      const section = screen.getByRole('region', { name: title });
      expect(within(section).queryByText('Em breve')).toBeNull();
      expect(within(nav).getByRole('link', { name: title }).getAttribute('href')).toBe(anchor);
    }
  });

  it('loads each section with one request, and only one', async () => {
    const api = adminApi({ isMaintenanceMode: false, maintenanceMessage: '' });
    const answers: Record<string, unknown> = {
      '/api/admin/overview': OVERVIEW,
      '/api/admin/users': { users: [adminUser()], page: 1, pageSize: 20, total: 1 },
      '/api/admin/business-units': { units: [UNIT], page: 1, pageSize: 20, total: 1 },
      '/api/admin/notifications': { notifications: [] },
      '/api/admin/price-changes': { priceChanges: [] },
      '/api/admin/ai-providers': AI_PROVIDERS,
      '/api/admin/page-views': PAGE_VIEWS,
      '/api/admin/audit-log': { entries: [AUDIT_ENTRY], page: 1, pageSize: 20, total: 1 },
    };
    for (const [path, body] of Object.entries(answers)) api.route(`GET ${path}`, () => json(body));
    renderApp('/admin');
    await maintenanceSection();
    await screen.findByText('17 novos nos últimos 7 dias');
    await screen.findByText('Modelo whisper-1');
    await screen.findByText('1–1 de 1 registros');
    await screen.findByText('Nenhuma notificação ainda.');
    await screen.findByText('Nenhuma mudança de preço anunciada.');
    await screen.findByRole('table', { name: 'Visualizações por rota' });
    await screen.findByRole('table', { name: 'Unidades de negócio' });
    await screen.findByRole('table', { name: 'Usuários' });
    const counts = Object.keys(answers).map(
      (path) => [path, api.requests.filter((r) => r.path === path).length] as const,
    );
    expect(counts).toEqual(Object.keys(answers).map((path) => [path, 1]));
  });

  it('switches maintenance on after a confirmation, with the previewed message, and shows the banner', async () => {
    const user = userEvent.setup({ delay: null });
    const api = adminApi({ isMaintenanceMode: false, maintenanceMessage: '' });
    renderApp('/admin');
    const section = await maintenanceSection();
    const preview = within(section).getByRole('figure');
    expect(within(preview).getByText(DEFAULT_MAINTENANCE_MESSAGE)).toBeDefined();

    await user.type(within(section).getByLabelText('Mensagem exibida aos usuários'), 'Voltamos às 14h.');
    expect(within(preview).getByText('Voltamos às 14h.')).toBeDefined();

    await user.click(within(section).getByRole('switch', { name: 'Modo de manutenção' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ativar o modo de manutenção?' });
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Ativar manutenção' }));

    expect(await screen.findByText('Modo de manutenção ativado.')).toBeDefined();
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({
      isMaintenanceMode: true,
      maintenanceMessage: 'Voltamos às 14h.',
    });
    expect(within(section).getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('complementary', { name: 'Modo de manutenção' })).toBeDefined();
  });

  it('asks before switching off, and a cancel changes nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const api = adminApi({ isMaintenanceMode: true, maintenanceMessage: 'Já volto.' });
    renderApp('/admin');
    const section = await maintenanceSection();
    await user.click(within(section).getByRole('switch', { name: 'Modo de manutenção' }));
    let dialog = await screen.findByRole('dialog', { name: 'Desativar o modo de manutenção?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);

    await user.click(within(section).getByRole('switch', { name: 'Modo de manutenção' }));
    dialog = await screen.findByRole('dialog', { name: 'Desativar o modo de manutenção?' });
    await user.click(within(dialog).getByRole('button', { name: 'Desativar manutenção' }));
    expect(await screen.findByText('Modo de manutenção desativado.')).toBeDefined();
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({ isMaintenanceMode: false });
    await waitFor(() =>
      expect(screen.queryByRole('complementary', { name: 'Modo de manutenção' })).toBeNull(),
    );
  });

  it('saves the message alone, and shows the server refusal as an error toast', async () => {
    const user = userEvent.setup({ delay: null });
    adminApi({ isMaintenanceMode: false, maintenanceMessage: '' }, () =>
      json({ code: 'FORBIDDEN', message: 'Acesso restrito a administradores.' }, 403),
    );
    renderApp('/admin');
    const section = await maintenanceSection();
    const save = within(section).getByRole('button', { name: 'Salvar mensagem' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(section).getByLabelText('Mensagem exibida aos usuários'), 'Até já.');
    await user.click(save);
    expect(await screen.findByText('Não foi possível salvar a configuração de manutenção.')).toBeDefined();
    expect(screen.getByText('Acesso restrito a administradores.')).toBeDefined();
  });
});
