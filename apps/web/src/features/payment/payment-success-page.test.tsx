import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PAID, summary, TRIAL } from '../../test/billing-test-data.ts';
import { json, mockApi, VET } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { useCheckoutConfirmation } from './use-checkout-confirmation.ts';

describe('/payment/success', { timeout: 20_000 }, () => {
  it('says it is confirming while Stripe has not, asks again, then shows the active plan', async () => {
    let answers = 0;
    const api = mockApi({
      me: VET,
      routes: {
        'POST /api/subscription/confirm': () => {
          answers += 1;
          return answers < 2
            ? json({ state: 'pending', summary: summary(TRIAL, 0) })
            : json({ state: 'confirmed', summary: summary(PAID, 0) });
        },
      },
    });
    renderApp('/payment/success?session_id=cs_test_abc');
    expect(await screen.findByRole('heading', { name: 'Estamos confirmando seu pagamento…' })).toBeDefined();
    expect(
      await screen.findByRole('heading', { name: 'Pagamento confirmado' }, { timeout: 5_000 }),
    ).toBeDefined();
    expect(screen.getByText(/Sua assinatura Pro Anual está ativa e renova em 24\/12\/2026/)).toBeDefined();
    expect(api.requests.find((request) => request.path === '/api/subscription/confirm')?.body).toEqual({
      sessionId: 'cs_test_abc',
    });
  });

  it('without a session id, or signed out, asks for nothing and shows the way on', async () => {
    const api = mockApi({ me: VET });
    const first = renderApp('/payment/success');
    expect(await screen.findByRole('heading', { name: 'Nenhum pagamento para confirmar' })).toBeDefined();
    first.unmount();
    mockApi({ me: null });
    const { router } = renderApp('/payment/success?session_id=cs_test_abc');
    expect(await screen.findByRole('heading', { name: 'Entre para ver sua assinatura' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/payment/success');
    expect(api.requests.some((request) => request.path === '/api/subscription/confirm')).toBe(false);
  });

  it('stops asking after its time limit and says so calmly', async () => {
    const api = mockApi({
      me: VET,
      routes: {
        'POST /api/subscription/confirm': () => json({ state: 'pending', summary: summary(TRIAL, 0) }),
      },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => useCheckoutConfirmation('cs_test_x', { pollMs: 20, timeoutMs: 150 }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.state.kind).toBe('pending'));
    await waitFor(() => expect(result.current.state.kind).toBe('timed-out'));
    const asked = api.requests.length;
    expect(asked).toBeGreaterThan(2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.requests.length).toBe(asked);
  });
});
