import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, mockApi, VET } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('route guards', () => {
  it('sends a signed-out visitor to /login, remembering path, search and hash', async () => {
    mockApi({ me: null });
    const { router } = renderApp('/history?pagina=2#lista');
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/history?pagina=2#lista' });
  });

  it('shows a loading state, not a redirect, while the session is unknown', async () => {
    mockApi({ me: 'never' });
    const { router } = renderApp('/consultation');
    const status = await screen.findByText('Verificando sua sessão…');
    expect(status.closest('[role="status"]')).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/consultation');
  });

  it('treats a failed session check as signed out', async () => {
    mockApi({ me: 'network-error' });
    const { router } = renderApp('/profile');
    await screen.findByRole('heading', { level: 1, name: 'Entrar' });
    expect(router.state.location.state).toEqual({ from: '/profile' });
  });

  it('lets a signed-in user open protected pages, including a unit usage page', async () => {
    mockApi({ me: VET });
    renderApp('/business-units/unidade-1/usage');
    expect(await screen.findByRole('heading', { level: 1, name: 'Uso da Unidade' })).toBeDefined();
  });

  it('sends a non-admin away from /admin to /', async () => {
    mockApi({ me: VET });
    const { router } = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Nova consulta' })).toBeDefined();
  });

  it('sends a signed-out visitor of /admin to /login', async () => {
    mockApi({ me: null });
    const { router } = renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Entrar' });
    expect(router.state.location.state).toEqual({ from: '/admin' });
  });

  it('opens /admin for a site admin', async () => {
    mockApi({ me: ADMIN });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Administração' })).toBeDefined();
  });

  it('shows the 404 page inside the layout for unknown paths', async () => {
    mockApi({ me: null });
    renderApp('/nao-existe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeDefined();
    expect(screen.getByRole('main').querySelector('a[href="/"]')).not.toBeNull();
    expect(document.title).toBe('Página não encontrada | VetVoz');
  });
});
