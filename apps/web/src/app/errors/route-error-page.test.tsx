import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from './route-error-page.tsx';

function Layout() {
  return (
    <>
      <header>Cabeçalho</header>
      <Outlet />
    </>
  );
}

function Broken(): never {
  throw new Error('falha de teste');
}

describe('route error page', () => {
  it('shows "Algo deu errado" with a reload button inside the layout', async () => {
    // This test provokes a render error on purpose; React and the router report it on the console.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter([
      {
        Component: Layout,
        children: [{ ErrorBoundary: RouteErrorPage, children: [{ path: '*', Component: Broken }] }],
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Algo deu errado' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Recarregar página' })).toBeDefined();
    expect(screen.getByRole('banner').textContent).toBe('Cabeçalho');
    expect(document.title).toBe('Algo deu errado | VetVoz');
  });
});
