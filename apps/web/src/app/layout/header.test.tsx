import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, mockApi, VET } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';

async function primaryNav() {
  const banner = screen.getByRole('banner');
  const nav = within(banner).getByRole('navigation', { name: 'Navegação principal' });
  await within(nav).findAllByRole('link');
  return nav;
}

function linksOf(nav: HTMLElement) {
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.getAttribute('aria-label') ?? link.textContent?.trim(), link.getAttribute('href')]);
}

describe('header navigation', () => {
  it('shows Início, Sobre, Ver Planos and Entrar to visitors, marking the current page', async () => {
    mockApi({ me: null });
    renderApp('/about');
    const nav = await primaryNav();
    expect(linksOf(nav)).toEqual([
      ['Início', '/'],
      ['Sobre', '/about'],
      ['Ver Planos', '/plans'],
      ['Entrar', '/login'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Sobre' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows Nova Consulta, Histórico and the profile to signed-in users', async () => {
    mockApi({ me: VET });
    renderApp('/');
    const nav = await primaryNav();
    expect(linksOf(nav)).toEqual([
      ['Nova Consulta', '/consultation'],
      ['Histórico', '/history'],
      ['Perfil', '/profile'],
      // Shown in the phone menu only (md:hidden), with "Sair".
      ['Unidades', '/business-units'],
    ]);
    expect(within(nav).getByRole('button', { name: 'Sair' })).toBeDefined();
    // "Dra." is a title, not the first name.
    expect(within(nav).getByRole('link', { name: 'Perfil' }).textContent).toContain('Helena');
  });

  it('adds Gerenciar Prompts and Admin for site admins', async () => {
    mockApi({ me: ADMIN });
    renderApp('/');
    const nav = await primaryNav();
    expect(linksOf(nav).map(([label]) => label)).toEqual([
      'Nova Consulta',
      'Histórico',
      'Gerenciar Prompts',
      'Admin',
      'Perfil',
      'Unidades',
    ]);
  });

  it('toggles the mobile menu, closing it on Escape and on navigation', async () => {
    const user = userEvent.setup();
    mockApi({ me: null });
    const { router } = renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Abrir menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const nav = await primaryNav();
    expect(toggle.getAttribute('aria-controls')).toBe(nav.id);

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Fechar menu' }).getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Abrir menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Abrir menu' }));

    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    await user.click(within(nav).getByRole('link', { name: 'Ver Planos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans'));
    expect(screen.getByRole('button', { name: 'Abrir menu' }).getAttribute('aria-expanded')).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    await act(() => router.navigate(-1));
    expect(screen.getByRole('button', { name: 'Abrir menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('Nova Consulta on /consultation goes to / and back, mounting a new page', async () => {
    const user = userEvent.setup();
    mockApi({ me: VET });
    const { visited } = renderApp('/consultation');
    const oldHeading = await screen.findByRole('heading', { level: 1, name: 'Nova consulta' });
    const nav = await primaryNav();
    await user.click(within(nav).getByRole('link', { name: 'Nova Consulta' }));
    await waitFor(() => {
      const heading = screen.getByRole('heading', { level: 1, name: 'Nova consulta' });
      expect(heading).not.toBe(oldHeading);
    });
    expect(visited).toContain('/');
    expect(visited.at(-1)).toBe('/consultation');
  });

  it('logout from the profile posts sign-out, goes to / and forgets the user', async () => {
    const user = userEvent.setup();
    const api = mockApi({ me: VET });
    const { router } = renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 2, name: 'Dra. Helena Prado' })).toBeDefined();
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const nav = await primaryNav();
    await within(nav).findByRole('link', { name: 'Entrar' });
    expect(
      api.requests.some((request) => request.method === 'POST' && request.path === '/api/auth/sign-out'),
    ).toBe(true);
    expect(router.state.location.pathname).toBe('/');
  });

  it('logs out even when the server cannot be reached', async () => {
    const user = userEvent.setup();
    mockApi({ me: VET, routes: { 'POST /api/auth/sign-out': () => 'network-error' } });
    const { router } = renderApp('/profile');
    await user.click(await within(screen.getByRole('main')).findByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await within(await primaryNav()).findByRole('link', { name: 'Entrar' });
  });
});

describe('footer', () => {
  it('links the legal pages, the contact e-mail and WhatsApp (new tab) with the footer sentence', async () => {
    mockApi({
      me: null,
      siteInfo: { contactEmail: 'contato@vetvoz.com.br', whatsappNumber: '5511912345678' },
    });
    renderApp('/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Termos de Uso' }).getAttribute('href')).toBe('/terms');
    expect(within(footer).getByRole('link', { name: 'Política de Privacidade' }).getAttribute('href')).toBe(
      '/privacy',
    );
    const mail = await within(footer).findByRole('link', { name: /contato@vetvoz\.com\.br/ });
    expect(mail.getAttribute('href')).toBe('mailto:contato@vetvoz.com.br');
    const whatsapp = within(footer).getByRole('link', { name: /WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5511912345678\?text=/);
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(whatsapp.getAttribute('rel')).toContain('noopener');
    expect(footer.textContent).toContain('Transformando a medicina veterinária com inteligência artificial.');
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} VetVoz`);
  });

  it('has no WhatsApp link when no number is configured', async () => {
    mockApi({ me: null });
    renderApp('/');
    const footer = screen.getByRole('contentinfo');
    await within(footer).findByRole('link', { name: /contato@vetvoz\.com\.br/ });
    expect(within(footer).queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  });
});
