import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockApi, VET } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const UNCONFIRMED = { ...VET, emailVerified: false };
const bar = () => screen.queryByRole('region', { name: 'Confirme seu e-mail' });

afterEach(() => window.sessionStorage.clear());

describe('"Confirme seu e-mail" bar', () => {
  it('offers a new e-mail and the full explanation, and is gone once the address is confirmed', async () => {
    const api = mockApi({
      me: UNCONFIRMED,
      routes: {
        'POST /api/accounts/verification-email': () =>
          json({ message: 'Enviamos um novo e-mail de confirmação.' }),
      },
    });
    const user = userEvent.setup();
    renderApp('/history');
    const region = await screen.findByRole('region', { name: 'Confirme seu e-mail' });
    // On phones the sentence after the title is visually hidden, still read out.
    expect(region.textContent).toContain(`Enviamos um link para ${VET.email}.`);
    await user.click(within(region).getByRole('button', { name: 'Reenviar e-mail de confirmação' }));
    expect(await within(region).findByText('Enviamos um novo e-mail de confirmação.')).toBeDefined();
    expect(api.requests.some((request) => request.path === '/api/accounts/verification-email')).toBe(true);
  });

  it('can be put away for the session, per account, and the profile still offers the e-mail', async () => {
    mockApi({ me: UNCONFIRMED });
    const user = userEvent.setup();
    const first = renderApp('/history');
    const region = await screen.findByRole('region', { name: 'Confirme seu e-mail' });
    await user.click(within(region).getByRole('button', { name: 'Dispensar aviso' }));
    expect(bar()).toBeNull();
    first.unmount();

    // A new page load in the same session: still away, and the profile keeps the way to confirm.
    renderApp('/profile');
    await screen.findByRole('heading', { level: 2, name: VET.name });
    expect(screen.getByText('E-mail não confirmado.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Reenviar e-mail de confirmação' })).toBeDefined();
    expect(bar()).toBeNull();
  });

  it('comes back for another account signed in later in the same session', async () => {
    window.sessionStorage.setItem('vetvoz:aviso-confirmar-email-dispensado', 'outra-conta');
    mockApi({ me: UNCONFIRMED });
    renderApp('/history');
    await waitFor(() => expect(bar()).not.toBeNull());
  });
});
