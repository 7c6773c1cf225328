import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PAID, summary, TRIAL } from '../../../test/billing-test-data.ts';
import { json, mockApi, VET } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { leaveForPayment } from '../use-checkout.ts';

const PROFILE = {
  uid: VET.id,
  email: VET.email,
  firstName: 'Helena',
  lastName: 'Prado',
  phone: '11987654321',
  crmv: '12345/SP',
  cpf: '52998224725',
  birthDate: null,
  role: 'veterinario',
  plan: 'gratis',
  planIntent: null,
  consultations: { used: 0, limit: 10, remaining: 10 },
  allowContact: false,
  photoURL: null,
  createdAt: '2025-01-10T12:00:00.000Z',
  isAdmin: false,
  establishment: null,
};

function profileWith(billing: unknown, routes: Record<string, () => Response> = {}) {
  return mockApi({
    me: VET,
    routes: {
      'GET /api/profile': () => json(PROFILE),
      'GET /api/subscription': () => json(billing),
      ...routes,
    },
  });
}

async function assinatura() {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Assinatura' });
  const card = heading.closest('[id="assinatura"]') as HTMLElement;
  await within(card).findByRole('meter');
  return card;
}

describe('Assinatura card', { timeout: 20_000 }, () => {
  it('shows the trial with its meter and the way to subscribe, and no cancel', async () => {
    profileWith(summary(TRIAL, 7));
    renderApp('/profile');
    const card = await assinatura();
    expect(within(card).getByText('Grátis')).toBeDefined();
    expect(within(card).getByText('Em teste')).toBeDefined();
    const meter = within(card).getByRole('meter', { name: 'Consultas usadas' });
    expect(meter.getAttribute('value')).toBe('7');
    expect(meter.getAttribute('max')).toBe('10');
    expect(meter.getAttribute('aria-valuetext')).toBe('7 de 10 consultas usadas · 3 restantes');
    expect(within(card).getByRole('link', { name: 'Assinar' }).getAttribute('href')).toBe('/plans');
    expect(within(card).queryByRole('button', { name: 'Cancelar assinatura' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Gerenciar pagamento' })).toBeNull();
  });

  it('shows a paid plan with its renewal date in São Paulo time and the way to change plan', async () => {
    profileWith(summary(PAID, 12));
    renderApp('/profile');
    const card = await assinatura();
    expect(within(card).getByText('Pro Anual')).toBeDefined();
    expect(within(card).getByText('Ativa')).toBeDefined();
    expect(within(card).getByText('Renova em 24/12/2026')).toBeDefined();
    expect(within(card).getByRole('link', { name: 'Trocar de plano' }).getAttribute('href')).toBe('/plans');
  });

  it('cancels only after the confirmation that says access lasts and there is no refund', async () => {
    const api = profileWith(summary(PAID, 12), {
      'POST /api/cancel-subscription': () => json(summary({ ...PAID, cancelAtPeriodEnd: true }, 12)),
    });
    const user = userEvent.setup();
    renderApp('/profile');
    const card = await assinatura();
    await user.click(within(card).getByRole('button', { name: 'Cancelar assinatura' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar assinatura?' });
    expect(dialog.textContent).toContain('Você continua com acesso até 24/12/2026');
    expect(dialog.textContent).toContain('Não há reembolso');
    expect(api.requests.some((request) => request.path === '/api/cancel-subscription')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar assinatura' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests.find((request) => request.path === '/api/cancel-subscription')?.body).toEqual({
      checkoutSessionId: 'cs_test_abc',
    });
    expect(await within(card).findByText('Acesso até 24/12/2026')).toBeDefined();
    expect(within(card).getByText('Cancelamento agendado')).toBeDefined();
    expect(within(card).queryByRole('button', { name: 'Cancelar assinatura' })).toBeNull();
  });

  it.each([
    [
      { code: 'PAYMENT_PROVIDER_FAILED', message: 'x', details: 'O Stripe não respondeu.' },
      'O Stripe não respondeu.',
    ],
    [{ code: 'NOT_FOUND', message: 'Recurso não encontrado.' }, 'Falha ao cancelar a assinatura no Stripe'],
  ])(
    'shows the server’s details, or the spec’s message, when canceling fails (%#)',
    async (answer, shown) => {
      profileWith(summary(PAID, 12), { 'POST /api/cancel-subscription': () => json(answer, 502) });
      const user = userEvent.setup();
      renderApp('/profile');
      const card = await assinatura();
      await user.click(within(card).getByRole('button', { name: 'Cancelar assinatura' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Cancelar assinatura' }));
      expect((await within(dialog).findByRole('alert')).textContent).toBe(shown);
      expect(within(card).getByText('Renova em 24/12/2026')).toBeDefined();
    },
  );

  it('opens Stripe’s portal from “Gerenciar pagamento”, and says why when Stripe is down', async () => {
    const assign = vi.spyOn(leaveForPayment, 'assign').mockImplementation(() => undefined);
    let down = true;
    const api = profileWith(summary(PAID, 12), {
      'POST /api/subscription/portal': () =>
        down
          ? json(
              {
                code: 'PAYMENT_PROVIDER_FAILED',
                message: 'Não foi possível abrir o portal de pagamento do Stripe.',
                details: 'O Stripe não respondeu. Tente novamente em instantes.',
              },
              502,
            )
          : json({ url: 'https://billing.stripe.com/p/session/test_1' }),
    });
    const user = userEvent.setup();
    renderApp('/profile');
    const card = await assinatura();
    await user.click(within(card).getByRole('button', { name: 'Gerenciar pagamento' }));
    expect(await screen.findByText(/Não foi possível abrir o portal de pagamento do Stripe/)).toBeDefined();
    expect(assign).not.toHaveBeenCalled();
    down = false;
    await user.click(within(card).getByRole('button', { name: 'Gerenciar pagamento' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.com/p/session/test_1'));
    expect(
      api.requests.filter((request) => request.path === '/api/subscription/portal').at(-1)?.body,
    ).toEqual({});
    assign.mockRestore();
  });

  it('says where to fix the card of a past-due plan, in the card and under the header', async () => {
    profileWith(summary({ ...PAID, status: 'past_due', statusLabel: 'Pagamento pendente' }, 12));
    renderApp('/profile');
    const card = await assinatura();
    expect(within(card).getByText(/atualize o cartão em “Gerenciar pagamento”/)).toBeDefined();
    expect(within(card).getByRole('button', { name: 'Atualizar pagamento' })).toBeDefined();
    const banner = await screen.findByRole('region', { name: 'Pagamento pendente' });
    expect(within(banner).getByRole('button', { name: 'Atualizar pagamento' })).toBeDefined();
  });
});
