import { screen } from '@testing-library/react';
import { DEFAULT_MAINTENANCE_MESSAGE } from '@vetvoz/domain';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
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
