import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ConsultationView } from '@vetvoz/domain';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/mock-api.ts';
import { useConsultation } from './use-consultation.ts';

const VIEW: ConsultationView = {
  id: 'c-1',
  status: 'transcribing',
  patient: { name: 'Thor', species: 'cao' },
  transcript: 'Ele está vomitando desde anteontem.',
  transcriptTooShort: true,
  transcriptEditedAt: null,
  lastSegmentIndex: 1,
  durationSeconds: 30,
  sttProvider: 'openai-compatible',
  sttModel: 'whisper-1',
  segments: [],
  pendingSegments: 1,
  createdAt: '2026-11-21T12:00:00.000Z',
  updatedAt: '2026-11-21T12:00:00.000Z',
};

/** The browser's EventSource, driven by the test: delivers raw message data by event name. */
class FakeEventSource {
  static latest: FakeEventSource | undefined;
  readonly listeners = new Map<string, Array<(event: MessageEvent) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.latest = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {}
  emit(type: string, data: string) {
    act(() => {
      for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
    });
  }
}

let fetches: number;

beforeEach(() => {
  fetches = 0;
  FakeEventSource.latest = undefined;
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('fetch', async () => {
    fetches++;
    return json(VIEW);
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderConsultation() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useConsultation('c-1'), { wrapper });
}

describe('useConsultation live stream', () => {
  it('ignores events that are not of its union and applies those that are', async () => {
    const { result } = renderConsultation();
    await waitFor(() => expect(FakeEventSource.latest).toBeDefined());
    const source = FakeEventSource.latest as FakeEventSource;
    expect(result.current.data).toEqual(VIEW);

    source.emit('snapshot', JSON.stringify({ id: 'c-1' }));
    source.emit('snapshot', 'not json');
    source.emit('status', JSON.stringify({ status: 'ready' }));
    source.emit('segment', JSON.stringify({ segment: { index: 1 }, transcript: 'x', status: 'ready' }));
    // The cache tells its readers on a timer.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(result.current.data).toEqual(VIEW);
    expect(fetches).toBe(1);

    const segment = {
      index: 1,
      status: 'done',
      text: 'Sem sangue.',
      attempts: 1,
      errorCode: null,
      errorMessage: null,
    };
    source.emit(
      'segment',
      JSON.stringify({
        segment,
        transcript: `${VIEW.transcript} Sem sangue.`,
        status: 'transcribing',
        pendingSegments: 0,
      }),
    );
    await waitFor(() => expect(result.current.data?.segments).toEqual([segment]));
    expect(result.current.data?.transcript).toBe(`${VIEW.transcript} Sem sangue.`);
    expect(result.current.data?.pendingSegments).toBe(0);
  });
});
