import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COOKIE_CONSENT_KEY } from '@vetvoz/domain';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CookieBanner } from './cookie-banner.tsx';

function renderBanner() {
  const router = createMemoryRouter([{ path: '*', Component: CookieBanner }]);
  return render(<RouterProvider router={router} />);
}

const banner = () => screen.queryByRole('region', { name: 'Política de Cookies' });

describe('cookie banner', () => {
  it('appears when no choice is stored, with its title, text and privacy link', () => {
    renderBanner();
    const region = banner();
    expect(region).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Política de Cookies' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Política de Privacidade' }).getAttribute('href')).toBe(
      '/privacy',
    );
  });

  it.each([
    ['Aceitar', 'accepted'],
    ['Recusar', 'declined'],
  ])('"%s" stores "%s" and hides the banner for good', async (label, stored) => {
    const user = userEvent.setup();
    const first = renderBanner();
    await user.click(screen.getByRole('button', { name: label }));
    expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBe(stored);
    expect(banner()).toBeNull();

    first.unmount();
    renderBanner();
    expect(banner()).toBeNull();
  });

  it('stays hidden when a choice was stored before', () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'declined');
    renderBanner();
    expect(banner()).toBeNull();
  });

  it('asks again when the stored value is not a valid choice', () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'talvez');
    renderBanner();
    expect(banner()).not.toBeNull();
  });
});
