import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PAID } from '../../../test/billing-test-data.ts';
import { json, mockApi, VET } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { leaveForPayment } from '../../billing/index.ts';
import { unitSummary } from '../test/unit-fixtures.ts';

const noInvitations = () => json({ invitations: [], emailVerified: true });

function unitsWith(billing: unknown, routes: Record<string, () => Response> = {}, unit = unitSummary()) {
  return mockApi({
    me: VET,
    routes: {
      'GET /api/business-units': () => json({ units: [unit], canSeeDashboard: true }),
      'GET /api/business-units/invitations': noInvitations,
      'GET /api/subscription/units/unit-1': () => json(billing),
      ...routes,
    },
  });
}

async function planSection() {
  const heading = await screen.findByRole('heading', { name: 'Plano da unidade' });
  return heading.closest('section') as HTMLElement;
}

describe('the unit’s plan on /business-units', { timeout: 20_000 }, () => {
  it('lets the owner buy a plan for the unit through the same Stripe pages', async () => {
    const assign = vi.spyOn(leaveForPayment, 'assign').mockImplementation(() => undefined);
    const api = unitsWith(
      { subscription: null, paymentAvailable: true, portalAvailable: false },
      {
        'POST /api/subscription/checkout': () => json({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' }),
      },
    );
    const user = userEvent.setup();
    renderApp('/business-units');
    const section = await planSection();
    expect(await within(section).findByText(/Grátis: 10 consultas por mês para a equipe/)).toBeDefined();
    expect(within(section).queryByRole('button', { name: 'Gerenciar pagamento' })).toBeNull();
    await user.selectOptions(within(section).getByLabelText('Plano'), 'semestral');
    await user.click(within(section).getByRole('button', { name: 'Assinar para a unidade' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    expect(api.requests.find((request) => request.path === '/api/subscription/checkout')?.body).toEqual({
      plan: 'semestral',
      businessUnitId: 'unit-1',
    });
    assign.mockRestore();
  });

  it('shows a paid plan with the ways to change it, manage the payment and cancel', async () => {
    const paid = { ...PAID, planName: 'Pro mensal', plan: 'mensal', businessUnitId: 'unit-1' };
    const api = unitsWith(
      { subscription: paid, paymentAvailable: true, portalAvailable: true },
      {
        'POST /api/subscription/portal': () => json({ url: 'https://billing.stripe.com/p/session/x' }),
        'POST /api/cancel-subscription': () => json({}),
      },
      unitSummary({ plan: 'mensal' }),
    );
    const assign = vi.spyOn(leaveForPayment, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderApp('/business-units');
    const section = await planSection();
    expect(await within(section).findByText('Pro mensal')).toBeDefined();
    expect(within(section).getByRole('button', { name: 'Trocar de plano' })).toBeDefined();
    await user.click(within(section).getByRole('button', { name: 'Gerenciar pagamento' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.com/p/session/x'));
    expect(api.requests.find((request) => request.path === '/api/subscription/portal')?.body).toEqual({
      businessUnitId: 'unit-1',
    });
    await user.click(within(section).getByRole('button', { name: 'Cancelar plano' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar assinatura?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar assinatura' }));
    await waitFor(() =>
      expect(api.requests.find((request) => request.path === '/api/cancel-subscription')?.body).toEqual({
        checkoutSessionId: 'cs_test_abc',
      }),
    );
    assign.mockRestore();
  });

  it('is not shown to a member who does not own the unit', async () => {
    unitsWith({}, {}, unitSummary({ myRole: 'admin', ownerID: 'u-ana' }));
    renderApp('/business-units');
    expect(await screen.findByText('Clínica Boa Vista')).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Plano da unidade' })).toBeNull();
  });
});
