import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/toast/index.ts';
import { continueAfterAuth, PAYMENT_UNAVAILABLE_MESSAGE } from './continue-after-auth.ts';
import { opensRegistration, readLoginState } from './login-state.ts';

afterEach(() => toast.clear());

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

  it('with the free plan goes to /consultation, whatever the origin', async () => {
    const navigate = vi.fn();
    await continueAfterAuth({ plan: 'gratis', from: '/history', navigate });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/consultation', { replace: true });
    expect(toast.getAll()).toEqual([]);
  });

  it.each(['mensal', 'semestral', 'anual'] as const)(
    'with the paid plan %s says payment is not available yet and goes to /consultation',
    async (plan) => {
      const navigate = vi.fn();
      await continueAfterAuth({ plan, navigate });
      expect(navigate).toHaveBeenCalledExactlyOnceWith('/consultation', { replace: true });
      expect(toast.getAll()).toMatchObject([{ type: 'info', title: PAYMENT_UNAVAILABLE_MESSAGE }]);
    },
  );
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
