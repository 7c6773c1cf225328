import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, VET } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(await screen.findByLabelText('E-mail'), email);
  if (password) await user.type(screen.getByLabelText('Senha'), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('login page', () => {
  it('asks for both fields in Portuguese before calling the server', async () => {
    const api = mockApi({ me: null });
    renderApp('/login');
    await fillAndSubmit('helena@clinica.vet.br', '');
    expect((await screen.findByRole('alert')).textContent).toBe('Por favor, preencha e-mail e senha.');
    expect(api.requests.some((request) => request.path === '/api/auth/sign-in/email')).toBe(false);
  });

  it('shows the server message after "Erro ao fazer login:"', async () => {
    mockApi({
      me: null,
      routes: {
        'POST /api/auth/sign-in/email': () =>
          json({ code: 'UNAUTHENTICATED', message: 'E-mail ou senha incorretos.' }, 401),
      },
    });
    renderApp('/login');
    await fillAndSubmit('helena@clinica.vet.br', 'senha-errada');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Erro ao fazer login: E-mail ou senha incorretos.',
    );
  });

  it('signs in, refreshes the session and returns to the remembered page', async () => {
    let signedIn = false;
    const api = mockApi({
      routes: {
        'GET /api/me': () => json({ user: signedIn ? VET : null }),
        'POST /api/auth/sign-in/email': () => {
          signedIn = true;
          return json({ user: VET });
        },
      },
    });
    const { router } = renderApp('/history?pagina=2');
    await screen.findByRole('heading', { level: 1, name: 'Entrar' });
    await fillAndSubmit('helena@clinica.vet.br', 'senha-segura-123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Histórico de consultas' })).toBeDefined();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/history?pagina=2');
    const signIn = api.requests.find((request) => request.path === '/api/auth/sign-in/email');
    expect(signIn?.body).toEqual({ email: 'helena@clinica.vet.br', password: 'senha-segura-123' });
  });

  it('goes to /consultation after a direct sign-in, not to the marketing page', async () => {
    let signedIn = false;
    mockApi({
      routes: {
        'GET /api/me': () => json({ user: signedIn ? VET : null }),
        'POST /api/auth/sign-in/email': () => {
          signedIn = true;
          return json({ user: VET });
        },
      },
    });
    const { router } = renderApp('/login');
    await fillAndSubmit('helena@clinica.vet.br', 'senha-segura-123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/consultation'));
  });

  it('shows and hides the typed password with its toggle', async () => {
    mockApi({ me: null });
    const user = userEvent.setup();
    renderApp('/login');
    const password = await screen.findByLabelText('Senha');
    await user.type(password, 'senha-segura-123');
    expect(password.getAttribute('type')).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Mostrar senha' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(password.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    expect(password.getAttribute('type')).toBe('password');
  });

  it('opens the registration from the "Criar conta" tab, also by keyboard, and changes the heading', async () => {
    mockApi({ me: null });
    const user = userEvent.setup();
    renderApp('/login');
    const registerTab = await screen.findByRole('tab', { name: 'Criar conta' });
    expect(screen.getByRole('tab', { name: 'Entrar' }).getAttribute('aria-selected')).toBe('true');
    await user.click(registerTab);
    expect(screen.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeDefined();
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(registerTab.id);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('heading', { level: 1, name: 'Entrar' })).toBeDefined();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Entrar' }));
  });
});

describe('forgot password', () => {
  it("refuses without an e-mail, with the spec's message", async () => {
    const api = mockApi({ me: null });
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Esqueci minha senha' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Por favor, insira seu e-mail para recuperar a senha',
    );
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(api.requests.some((request) => request.path === '/api/auth/request-password-reset')).toBe(false);
  });

  it('sends the recovery e-mail and shows the success banner', async () => {
    const api = mockApi({
      me: null,
      routes: { 'POST /api/auth/request-password-reset': () => json({ status: true, message: 'Pronto.' }) },
    });
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText('E-mail'), ' helena@clinica.vet.br ');
    await user.click(screen.getByRole('button', { name: 'Esqueci minha senha' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'E-mail de recuperação enviado! Por favor, verifique sua caixa de entrada.',
    );
    const sent = api.requests.find((request) => request.path === '/api/auth/request-password-reset');
    expect(sent?.body).toEqual({ email: 'helena@clinica.vet.br' });
  });

  it('shows the server message after "Erro ao enviar e-mail de recuperação:"', async () => {
    mockApi({
      me: null,
      routes: {
        'POST /api/auth/request-password-reset': () =>
          json(
            { code: 'RATE_LIMITED', message: 'Muitas tentativas. Aguarde um pouco e tente novamente.' },
            429,
          ),
      },
    });
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText('E-mail'), 'helena@clinica.vet.br');
    await user.click(screen.getByRole('button', { name: 'Esqueci minha senha' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Erro ao enviar e-mail de recuperação: Muitas tentativas. Aguarde um pouco e tente novamente.',
    );
  });
});
