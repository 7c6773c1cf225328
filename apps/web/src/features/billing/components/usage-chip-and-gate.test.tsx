import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAID, summary, TRIAL } from '../../../test/billing-test-data.ts';
import { json, mockApi, VET } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

function withBilling(billing: unknown) {
  return mockApi({ me: VET, routes: { 'GET /api/subscription': () => json(billing) } });
}

const chip = () => within(screen.getByRole('banner')).queryByRole('link', { name: /consultas/ });

describe('usage chip', () => {
  it('shows trial users what they used, linking to the plans', async () => {
    withBilling(summary(TRIAL, 7));
    renderApp('/history');
    const link = await within(screen.getByRole('banner')).findByRole('link', { name: /consultas grátis/ });
    // The accessible name, computed from the text: exactly the sentence.
    expect(
      within(screen.getByRole('banner')).getByRole('link', {
        name: '3 consultas grátis restantes. Planos e preços',
      }),
    ).toBe(link);
    expect(link.getAttribute('href')).toBe('/plans');
    expect(link.textContent).toContain('3 consultas grátis restantes');
  });

  it('warns from 80% and at the limit', async () => {
    withBilling(summary(TRIAL, 8));
    const first = renderApp('/history');
    await within(screen.getByRole('banner')).findByRole('link', {
      name: '2 consultas grátis restantes, perto do limite. Planos e preços',
    });
    first.unmount();
    withBilling(summary(TRIAL, 10));
    renderApp('/history');
    await within(screen.getByRole('banner')).findByRole('link', {
      name: 'Nenhuma consulta grátis restante, limite atingido. Planos e preços',
    });
  });

  it('stays hidden for a paid plan far from its limit, and shows it from 80%', async () => {
    const api = withBilling(summary(PAID, 40));
    const first = renderApp('/history');
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.requests.some((request) => request.path === '/api/subscription')).toBe(true);
    expect(chip()).toBeNull();
    first.unmount();
    withBilling(summary(PAID, 130));
    renderApp('/history');
    const link = await within(screen.getByRole('banner')).findByRole('link', { name: /consulta/ });
    expect(link.textContent).toContain('20 consultas restantes este mês');
  });

  it('asks nothing for visitors and shows nothing when billing cannot be read', async () => {
    const visitor = mockApi({ me: null });
    const first = renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    expect(visitor.requests.some((request) => request.path === '/api/subscription')).toBe(false);
    first.unmount();
    mockApi({ me: VET });
    renderApp('/history');
    await screen.findByRole('heading', { level: 1 });
    expect(chip()).toBeNull();
  });
});

describe('quota gate', { timeout: 20_000 }, () => {
  it('explains on the consultation page, before any attempt, why nothing can start and offers the plans', async () => {
    withBilling(summary(TRIAL, 10));
    renderApp('/consultation');
    const gate = await screen.findByRole('alert', { name: 'Suas consultas grátis acabaram' });
    expect(gate.textContent).toContain('Assine um plano para continuar');
    expect(within(gate).getByRole('list', { name: 'Planos' }).textContent).toContain('Pro Anual');
    expect(within(gate).getByRole('link', { name: 'Escolher um plano' }).getAttribute('href')).toBe('/plans');
  });

  it('says why a paid plan is refused, in the server’s words for that reason', async () => {
    withBilling(summary(PAID, 5, { allowed: false, refusal: 'payment-overdue', level: 'exhausted' }));
    renderApp('/consultation');
    const gate = await screen.findByRole('alert', { name: 'Pagamento da assinatura pendente' });
    expect(gate.textContent).toContain('O pagamento da sua assinatura está pendente há mais de 3 dias');
  });

  it('is not shown while consultations are left', async () => {
    withBilling(summary(TRIAL, 3));
    renderApp('/consultation');
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert', { name: /acabaram/ })).toBeNull();
  });
});
