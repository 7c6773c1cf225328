import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/toast/index.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { leaveForPayment } from '../billing/index.ts';
import { continueAfterAuth, PAYMENT_UNAVAILABLE_MESSAGE } from './continue-after-auth.ts';
import { opensRegistration, readLoginState } from './login-state.ts';

afterEach(() => {
  toast.clear();
  vi.restoreAllMocks();
});

const TRIAL_SUMMARY = {
  subscription: null,
  quota: {
    allowed: true,
    limit: 10,
    used: 0,
    remaining: 10,
    level: 'ok',
    windowStart: null,
    windowEnd: null,
  },
  paymentAvailable: true,
  portalAvailable: false,
};

describe('continueAfterAuth', () => {
  it('without a plan goes back to the origin, or to /consultation', async () => {
    const navigate = vi.fn();
    await continueAfterAuth({ from: '/history?pagina=2', navigate });
    expect(navigate).toHaveBeenLastCalledWith('/history?pagina=2', { replace: true });
    await continueAfterAuth({ navigate });
    expect(navigate).toHaveBeenLastCalledWith('/consultation', { replace: true });
  });

  it('never follows an origin that leaves the app', async () => {
    const navigate = vi.fn();
    await continueAfterAuth({ from: '//evil.example/login', navigate });
    expect(navigate).toHaveBeenLastCalledWith('/consultation', { replace: true });
  });

  it('with the free plan asks for the free subscription, then goes to /consultation, whatever the origin', async () => {
    const api = mockApi({ routes: { 'POST /api/subscription/free': () => json(TRIAL_SUMMARY) } });
    const navigate = vi.fn();
    await continueAfterAuth({ plan: 'gratis', from: '/history', navigate });
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/subscription/free',
    ]);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/consultation', { replace: true });
    expect(toast.getAll()).toEqual([]);
  });

  it('with the free plan goes back to a unit invitation the new account came from', async () => {
    mockApi({ routes: { 'POST /api/subscription/free': () => json(TRIAL_SUMMARY) } });
    const navigate = vi.fn();
    await continueAfterAuth({ plan: 'gratis', from: '/business-units?convite=u-123', navigate });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/business-units?convite=u-123', { replace: true });
    const link = `/convite#t=${'a'.repeat(43)}&e=ana%40exemplo.com.br`;
    navigate.mockClear();
    await continueAfterAuth({ plan: 'gratis', from: link, navigate });
    expect(navigate).toHaveBeenCalledExactlyOnceWith(link, { replace: true });
  });

  it('with the free plan still lands on /consultation when the trial is refused', async () => {
    mockApi({
      routes: {
        'POST /api/subscription/free': () =>
          json({ code: 'TRIAL_USED', message: 'O período grátis já foi usado com este CPF.' }, 409),
      },
    });
    const navigate = vi.fn();
    await continueAfterAuth({ plan: 'gratis', navigate });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/consultation', { replace: true });
  });

  it.each(['mensal', 'semestral', 'anual'] as const)(
    'with the paid plan %s goes to its hosted payment page and nowhere else',
    async (plan) => {
      const api = mockApi({
        routes: { 'POST /api/subscription/checkout': () => json({ url: `https://buy.stripe.com/${plan}` }) },
      });
      const assign = vi.spyOn(leaveForPayment, 'assign').mockImplementation(() => undefined);
      const navigate = vi.fn();
      await continueAfterAuth({ plan, navigate });
      expect(api.requests.find((request) => request.path === '/api/subscription/checkout')?.body).toEqual({
        plan,
      });
      expect(assign).toHaveBeenCalledExactlyOnceWith(`https://buy.stripe.com/${plan}`);
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it('says payment is not available when the server sells no plans, and goes to /consultation', async () => {
    mockApi({
      routes: {
        'POST /api/subscription/checkout': () =>
          json({ code: 'PAYMENT_UNAVAILABLE', message: 'Pagamento indisponível.' }, 503),
      },
    });
    const assign = vi.spyOn(leaveForPayment, 'assign').mockImplementation(() => undefined);
    const navigate = vi.fn();
    await continueAfterAuth({ plan: 'anual', navigate });
    expect(assign).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/consultation', { replace: true });
    expect(toast.getAll()).toMatchObject([{ type: 'info', title: PAYMENT_UNAVAILABLE_MESSAGE }]);
  });

  it('goes to /consultation without a word on any other failure (product rules §8)', async () => {
    mockApi({ routes: { 'POST /api/subscription/checkout': () => 'network-error' } });
    const navigate = vi.fn();
    await continueAfterAuth({ plan: 'mensal', navigate });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/consultation', { replace: true });
    expect(toast.getAll()).toEqual([]);
  });
});

describe('login navigation state', () => {
  it('keeps only what it understands', () => {
    expect(readLoginState({ fromPlans: true, selectedPlan: 'anual', registering: 'yes', from: 7 })).toEqual({
      fromPlans: true,
      selectedPlan: 'anual',
      registering: false,
      from: undefined,
    });
    expect(readLoginState({ selectedPlan: 'ouro' }).selectedPlan).toBeUndefined();
    expect(readLoginState(null)).toEqual({});
  });

  it('opens the registration when registering or coming from the plans page', () => {
    expect(opensRegistration({ registering: true })).toBe(true);
    expect(opensRegistration({ fromPlans: true })).toBe(true);
    expect(opensRegistration({ from: '/history' })).toBe(false);
  });
});
