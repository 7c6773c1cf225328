import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import {
  type ConsultationView,
  type DocumentRecord,
  type DocumentType,
  documentContentSchemas,
  emptyDocumentContent,
} from '@vetvoz/domain';
import type { ComponentProps } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';
import { DocumentsSection } from '../index.ts';

export const CONSULTATION: ConsultationView = {
  id: 'c-1',
  status: 'ready',
  patient: { name: 'Thor', species: 'cao', breed: 'Labrador Retriever', sex: 'macho', age: '8 anos' },
  transcript:
    'Tutor relata vômito há dois dias. Exame: temperatura 39,2 graus, mucosas normocoradas. Vou receitar meloxicam 0,1 mg por quilo uma vez ao dia por cinco dias e retorno em sete dias.',
  transcriptTooShort: false,
  transcriptEditedAt: null,
  lastSegmentIndex: 0,
  durationSeconds: 120,
  sttProvider: 'openai-compatible',
  sttModel: 'whisper-1',
  segments: [],
  pendingSegments: 0,
  createdAt: '2026-11-21T12:00:00.000Z',
  updatedAt: '2026-11-21T12:05:00.000Z',
};

/** Fixed ids per type, UUIDs as the API's (its contracts refuse anything else). */
export const DOCUMENT_IDS: Record<DocumentType, string> = {
  anamnese: 'd0c00000-0000-4000-8000-000000000001',
  receita: 'd0c00000-0000-4000-8000-000000000002',
  diagnostico: 'd0c00000-0000-4000-8000-000000000003',
  orientacoes: 'd0c00000-0000-4000-8000-000000000004',
  'atestado-saude': 'd0c00000-0000-4000-8000-000000000005',
  'atestado-vacinacao': 'd0c00000-0000-4000-8000-000000000006',
};

export function documentRecord<T extends DocumentType>(
  type: T,
  overrides: Partial<DocumentRecord> & { content?: unknown } = {},
): DocumentRecord {
  const content =
    overrides.content === undefined
      ? emptyDocumentContent(type)
      : overrides.status === 'generating'
        ? overrides.content
        : documentContentSchemas[type].parse(overrides.content);
  return {
    id: DOCUMENT_IDS[type],
    consultationId: CONSULTATION.id,
    type,
    status: 'ready',
    generatedContent: content,
    editedAt: null,
    groundingFlags: [],
    promptVersion: 1,
    errorCode: null,
    errorMessage: null,
    createdAt: '2026-11-21T12:06:00.000Z',
    updatedAt: '2026-11-21T12:06:00.000Z',
    ...overrides,
    content,
  };
}

/** Stands in for the browser's EventSource: the test emits the server's events by name. */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly listeners = new Map<string, Set<(event: MessageEvent) => void>>();
  closed = false;

  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.instances.push(this);
  }

  static latest(): FakeEventSource {
    const source = FakeEventSource.instances.at(-1);
    if (!source) throw new Error('no EventSource was opened');
    return source;
  }

  static install() {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.get(type)?.delete(listener);
  }

  close() {
    this.closed = true;
  }

  /** Delivers one event and lets the query cache notify its readers (it does so on a timer). */
  async emit(type: string, data: unknown) {
    await act(async () => {
      for (const listener of this.listeners.get(type) ?? []) {
        listener(new MessageEvent(type, { data: JSON.stringify(data) }));
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** The section as the consultation page shows it, with a router (for the /plans link) and a query client. */
export function renderSection(
  consultation: ConsultationView = CONSULTATION,
  props: Omit<ComponentProps<typeof DocumentsSection>, 'consultation'> = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } },
  });
  const router = createMemoryRouter(
    [
      { path: '/consultation', element: <DocumentsSection consultation={consultation} {...props} /> },
      { path: '/plans', element: <p>Página de planos</p> },
    ],
    { initialEntries: ['/consultation'] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
