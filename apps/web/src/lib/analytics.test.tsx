import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COOKIE_CONSENT_KEY } from '@vetvoz/domain';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api.ts';
import { reportPageView, usePageViewReporting } from './analytics.ts';
import { writeCookieConsent } from './cookie-consent.ts';

function Layout() {
  usePageViewReporting();
  return (
    <>
      <Link to="/plans">Planos</Link>
      <Link to="/plans?ciclo=anual">Anual</Link>
      <Link to="/terms">Termos</Link>
      <Outlet />
    </>
  );
}

function renderTracked(path = '/about') {
  const router = createMemoryRouter([{ path: '*', Component: Layout }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

function reportedPaths(requests: ReturnType<typeof mockApi>['requests']) {
  return requests
    .filter((request) => request.path === '/api/analytics/pageview')
    .map((request) => (request.body as { path: string }).path);
}

describe('page view analytics', () => {
  it('reports nothing without consent, or after it was declined', async () => {
    const user = userEvent.setup();
    const api = mockApi();
    renderTracked();
    await user.click(screen.getByRole('link', { name: 'Planos' }));
    act(() => writeCookieConsent('declined'));
    await user.click(screen.getByRole('link', { name: 'Termos' }));
    expect(reportedPaths(api.requests)).toEqual([]);
  });

  it('reports the current page at the moment consent is accepted, then each route change', async () => {
    const user = userEvent.setup();
    const api = mockApi();
    renderTracked('/about');
    await user.click(screen.getByRole('link', { name: 'Planos' }));
    expect(reportedPaths(api.requests)).toEqual([]);

    act(() => writeCookieConsent('accepted'));
    expect(reportedPaths(api.requests)).toEqual(['/plans']);

    // A search change on the same page is not a new page view.
    await user.click(screen.getByRole('link', { name: 'Anual' }));
    await user.click(screen.getByRole('link', { name: 'Termos' }));
    await waitFor(() => expect(reportedPaths(api.requests)).toEqual(['/plans', '/terms']));
    const last = api.requests.at(-1);
    expect(last).toMatchObject({ method: 'POST', body: { path: '/terms', referrer: '/plans' } });
  });

  it('reports the first page when consent was given on an earlier visit', () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted');
    const api = mockApi();
    renderTracked('/privacy');
    expect(reportedPaths(api.requests)).toEqual(['/privacy']);
  });

  it('ignores failures silently (no console.error, no unhandled rejection)', async () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted');
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    reportPageView('/about');
    await Promise.resolve();
    expect(fetchMock).toHaveBeenCalledOnce();

    vi.stubGlobal('fetch', () => {
      throw new Error('blocked');
    });
    expect(() => reportPageView('/plans')).not.toThrow();
  });
});
