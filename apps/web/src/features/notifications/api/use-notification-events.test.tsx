import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATIONS_KEY } from './notifications.ts';
import { useNotificationEvents } from './use-notification-events.ts';

/** The browser's EventSource, driven by the test. */
class FakeEventSource {
  static latest: FakeEventSource | undefined;
  readonly listeners = new Map<string, Array<(event: MessageEvent) => void>>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.latest = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string) {
    act(() => {
      for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: '{}' }));
    });
  }
}

beforeEach(() => {
  FakeEventSource.latest = undefined;
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('the bell on another tab or device', () => {
  it('reloads the list when the server says it changed (one read elsewhere), and stops on sign-out', async () => {
    let loads = 0;
    let readElsewhere = false;
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => {
        useNotificationEvents(true);
        return useQuery({
          queryKey: NOTIFICATIONS_KEY,
          queryFn: async () => {
            loads += 1;
            return [{ id: 'n1', isRead: readElsewhere }];
          },
        });
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.data?.[0]?.isRead).toBe(false));
    const source = FakeEventSource.latest as FakeEventSource;
    expect(source.url).toBe('/api/notifications/events');
    const before = loads;
    // Another tab marks it read: the server announces a change to this user's streams.
    readElsewhere = true;
    source.emit('changed');
    await waitFor(() => expect(result.current.data?.[0]?.isRead).toBe(true));
    expect(loads).toBe(before + 1);
    source.emit('signed-out');
    expect(source.closed).toBe(true);
  });
});
