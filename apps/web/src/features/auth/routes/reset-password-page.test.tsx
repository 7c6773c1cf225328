import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const INVALID_LINK = 'O link expirou ou é inválido. Solicite um novo.';
const EXPIRED_LINK = 'O link expirou. Solicite um novo.';

// Whole-app flows with much typing: slower than unit tests, more so on a busy machine.
describe('reset password page', { timeout: 20_000 }, () => {
  it("checks the new password with the registration's rules before sending", async () => {
    const api = mockApi({ me: null });
    const user = userEvent.setup({ delay: null });
    renderApp('/reset-password?token=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Redefinir senha' })).toBeDefined();
    await user.type(screen.getByLabelText('Nova senha'), 'curta');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'outra');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(screen.getByText('A senha deve ter pelo menos 8 caracteres.')).toBeDefined();
    expect(screen.getByText('As senhas não coincidem')).toBeDefined();
    expect(api.requests.some((request) => request.path === '/api/auth/reset-password')).toBe(false);
  });

  it('sets the new password with the token and offers "Entrar"', async () => {
    const api = mockApi({
      me: null,
      routes: { 'POST /api/auth/reset-password': () => json({ status: true }) },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/reset-password?token=token-do-email');
    await user.type(await screen.findByLabelText('Nova senha'), 'nova-senha-123');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova-senha-123');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect((await screen.findByRole('status')).textContent).toBe('Senha redefinida!');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/login');
    expect(api.requests.find((request) => request.path === '/api/auth/reset-password')?.body).toEqual({
      token: 'token-do-email',
      newPassword: 'nova-senha-123',
    });
  });

  it('on an expired link shows the server message and asks for a new link on the spot', async () => {
    const api = mockApi({
      me: null,
      routes: {
        // The page reads the code, not the text: any wording of the refusal offers a new link.
        'POST /api/auth/reset-password': () =>
          json({ code: 'INVALID_RESET_LINK', message: EXPIRED_LINK }, 400),
        'POST /api/auth/request-password-reset': () => json({ status: true, message: 'Pronto.' }),
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/reset-password?token=vencido');
    await user.type(await screen.findByLabelText('Nova senha'), 'nova-senha-123');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova-senha-123');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect((await screen.findByRole('alert')).textContent).toBe(EXPIRED_LINK);

    await user.click(screen.getByRole('button', { name: 'Enviar novo link' }));
    expect(screen.getByText('Por favor, insira seu e-mail para recuperar a senha')).toBeDefined();
    await user.type(screen.getByLabelText('E-mail da sua conta'), 'helena@clinica.vet.br');
    await user.click(screen.getByRole('button', { name: 'Enviar novo link' }));
    expect(
      within(await screen.findByRole('status')).getByText(
        'E-mail de recuperação enviado! Por favor, verifique sua caixa de entrada.',
      ),
    ).toBeDefined();
    expect(api.requests.find((request) => request.path === '/api/auth/request-password-reset')?.body).toEqual(
      {
        email: 'helena@clinica.vet.br',
      },
    );
  });

  it('without a token goes straight to asking for a new link', async () => {
    mockApi({ me: null });
    renderApp('/reset-password');
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID_LINK);
    expect(screen.queryByLabelText('Nova senha')).toBeNull();
    expect(screen.getByRole('button', { name: 'Enviar novo link' })).toBeDefined();
  });
});
