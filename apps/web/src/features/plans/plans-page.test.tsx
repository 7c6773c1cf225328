import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLAN_OFFERS } from '@vetvoz/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAID, summary, TRIAL } from '../../test/billing-test-data.ts';
import { json, mockApi, VET } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { leaveForPayment } from '../billing/index.ts';
import { chargeLabel, PAID_FEATURES, planChoiceState, planTag, savingLabel } from './plan-choice.ts';

describe('plan choice', () => {
  it('hands /login exactly the keys it reads: fromPlans, selectedPlan, registering', () => {
    expect(planChoiceState('anual')).toEqual({ fromPlans: true, selectedPlan: 'anual', registering: true });
    expect(planChoiceState('gratis')).toEqual({ fromPlans: true, selectedPlan: 'gratis', registering: true });
  });

  it('says what is charged and when, and the saving against the monthly plan over that period', () => {
    const [gratis, mensal, semestral, anual] = PLAN_OFFERS;
    if (!gratis || !mensal || !semestral || !anual) throw new Error('quatro planos esperados');
    expect(chargeLabel(gratis)).toBe('Nada a pagar');
    expect(chargeLabel(mensal)).toBe('R$\u00a079,90 por mês');
    expect(chargeLabel(semestral)).toBe('R$\u00a0419,40 por semestre');
    expect(chargeLabel(anual)).toBe('R$\u00a0718,80 por ano');
    expect(savingLabel(mensal)).toBeNull();
    expect(savingLabel(semestral)).toBe('Você economiza R$\u00a060,00');
    expect(savingLabel(anual)).toBe('Você economiza R$\u00a0240,00');
    expect([gratis, mensal, semestral, anual].map((offer) => planTag(offer).text)).toEqual([
      'Teste gratuito',
      'Sem fidelidade',
      '13% de desconto',
      '25% de desconto',
    ]);
  });
});

describe('plans page', () => {
  it('shows the four plans; every paid plan has the same features', async () => {
    mockApi({ me: null });
    renderApp('/plans');
    await screen.findByRole('heading', { level: 1 });
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Grátis',
      'Pro Mensal',
      'Pro semestral',
      'Pro Anual',
    ]);
    expect(cards[0]?.textContent).toContain('10 consultas');
    expect(cards[0]?.textContent).toContain('Sem cartão de crédito');
    expect(cards[2]?.textContent).toContain('13% de desconto');
    expect(cards[3]?.textContent).toContain('25% de desconto');
    expect(cards[3]?.textContent).toContain('R$\u00a059,90');
    for (const card of cards.slice(1)) {
      const features = within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      expect(features).toEqual([...PAID_FEATURES]);
    }
  });

  it('choosing a plan opens /login with the plan in navigation state', async () => {
    const user = userEvent.setup();
    mockApi({ me: null });
    const { router } = renderApp('/plans');
    await user.click(await screen.findByRole('link', { name: 'Assinar Pro Anual' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({
      fromPlans: true,
      selectedPlan: 'anual',
      registering: true,
    });
  });
});

describe('plans page for a signed-in vet', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens the payment page of the chosen plan', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      me: VET,
      routes: {
        'GET /api/subscription': () => json(summary(TRIAL, 2)),
        'POST /api/subscription/checkout': () => json({ url: 'https://buy.stripe.com/test_anual?x=1' }),
      },
    });
    const assign = vi.spyOn(leaveForPayment, 'assign').mockImplementation(() => undefined);
    renderApp('/plans');
    // The trial is the plan in force: its card says so.
    const current = await screen.findByRole('button', { name: 'Seu plano atual' }, { timeout: 8_000 });
    expect(current.closest('article')?.querySelector('h2')?.textContent).toBe('Grátis');
    await user.click(screen.getByRole('button', { name: 'Assinar Pro Anual' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://buy.stripe.com/test_anual?x=1'));
    expect(api.requests.find((request) => request.path === '/api/subscription/checkout')?.body).toEqual({
      plan: 'anual',
    });
  });

  it('marks the plan the vet pays for and says how to change it', async () => {
    mockApi({ me: VET, routes: { 'GET /api/subscription': () => json(summary(PAID, 2)) } });
    renderApp('/plans');
    const current = await screen.findByRole('button', { name: 'Seu plano atual' }, { timeout: 8_000 });
    expect(current.closest('article')?.querySelector('h2')?.textContent).toBe('Pro Anual');
    expect(screen.getByText(/Para trocar de plano, assine o novo e cancele o atual/)).toBeDefined();
  });
});
