import { fireEvent, screen, within } from '@testing-library/react';
import { DEFAULT_MAINTENANCE_MESSAGE } from '@vetvoz/domain';
import { describe, expect, it } from 'vitest';
import { ADMIN, mockApi, VET } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('maintenance mode', () => {
  it('replaces the whole app, header and footer included, with the configured message', async () => {
    mockApi({ appConfig: { isMaintenanceMode: true, maintenanceMessage: 'Voltamos às 14h com novidades.' } });
    renderApp('/plans');
    expect(await screen.findByRole('heading', { name: 'Em Manutenção' })).toBeDefined();
    expect(screen.getByText('Voltamos às 14h com novidades.')).toBeDefined();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Política de Cookies' })).toBeNull();
  });

  it('shows the default message when the configured one is blank', async () => {
    mockApi({ appConfig: { isMaintenanceMode: true, maintenanceMessage: '  ' } });
    renderApp('/');
    expect(await screen.findByText(DEFAULT_MAINTENANCE_MESSAGE)).toBeDefined();
  });

  it('ignores a failed config load and renders the app', async () => {
    const api = mockApi({ appConfig: 'network-error' });
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sobre o VetVoz' })).toBeDefined();
    expect(screen.getByRole('banner')).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Em Manutenção' })).toBeNull();
    expect(api.requests.some((request) => request.path === '/api/app-config')).toBe(true);
  });

  it('renders the app while the config is still loading', async () => {
    mockApi({ appConfig: 'never' });
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sobre o VetVoz' })).toBeDefined();
  });

  it('keeps the app when maintenance is off', async () => {
    mockApi({ appConfig: { isMaintenanceMode: false, maintenanceMessage: 'Ignorada' } });
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sobre o VetVoz' })).toBeDefined();
    expect(screen.queryByText('Ignorada')).toBeNull();
  });
});

describe('maintenance mode for site admins', () => {
  const ON = { isMaintenanceMode: true, maintenanceMessage: 'Voltamos às 14h.' };

  it('keeps the whole app for a site admin, under a banner that leads to /admin', async () => {
    mockApi({ me: ADMIN, appConfig: ON });
    const { router } = renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sobre o VetVoz' })).toBeDefined();
    const notice = await screen.findByRole('complementary', { name: 'Modo de manutenção' });
    expect(
      within(notice).getByText('Modo de manutenção ativo: só administradores veem o aplicativo.'),
    ).toBeDefined();
    expect(screen.getByRole('banner')).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Em Manutenção' })).toBeNull();

    fireEvent.click(within(notice).getByRole('link', { name: 'Gerenciar na administração' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Administração' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('shows a signed-in vet the maintenance page, not the app', async () => {
    mockApi({ me: VET, appConfig: ON });
    renderApp('/history');
    expect(await screen.findByRole('heading', { name: 'Em Manutenção' })).toBeDefined();
    expect(screen.getByText('Voltamos às 14h.')).toBeDefined();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Modo de manutenção' })).toBeNull();
  });

  it('keeps the sign-in page open so an admin can sign in to switch maintenance off', async () => {
    mockApi({ me: null, appConfig: ON });
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Em Manutenção' })).toBeNull();
  });

  it('shows neither the app nor the notice while the session is still unknown', async () => {
    mockApi({ me: 'never', appConfig: ON });
    renderApp('/about');
    // The app shows first (the config isn't awaited), then the gate holds it back once maintenance is known.
    expect(await screen.findByText('Verificando sua sessão…')).toBeDefined();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Em Manutenção' })).toBeNull();
  });
});
