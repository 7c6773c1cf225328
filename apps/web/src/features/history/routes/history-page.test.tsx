import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { foldForSearch, type HistoryItem, type HistoryPage } from '@vetvoz/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/ui/toast/index.ts';
import { json, mockApi, VET } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => toast.clear());

function consultation(n: number, overrides: Partial<HistoryItem> = {}): HistoryItem {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    patient: { name: `Animal ${n}`, species: 'cao' },
    status: 'ready',
    transcriptTooShort: false,
    durationSeconds: 600,
    // One a day, newest first by n descending; noon in São Paulo.
    createdAt: new Date(Date.UTC(2025, 2, 1 + n, 15, 0)).toISOString(),
    excerpt: `Transcrição da consulta ${n}.`,
    documentCount: 0,
    ...overrides,
  };
}

const THOR = consultation(30, {
  patient: { name: 'Thor', species: 'cao', breed: 'SRD', weightKg: 12.5 },
  // 10 March, 23:30 in São Paulo (already the 11th in UTC).
  createdAt: '2025-03-11T02:30:00.000Z',
  durationSeconds: 725,
  documentCount: 3,
  excerpt: 'Thor chegou com vômito há dois dias e hiporexia…',
});
const PAO = consultation(29, {
  patient: { name: 'Pão de Mel', species: 'gato' },
  createdAt: '2025-03-09T13:00:00.000Z',
  status: 'transcribing',
  durationSeconds: null,
  excerpt: '',
});

/**
 * A small fake of GET/DELETE /api/consultations over a list: the same filters and cursor contract as the
 * server (the cursor here is just the next index), recording each query it was asked.
 */
function historyApi(initial: HistoryItem[], { pageSize = 20 } = {}) {
  let data = [...initial].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const queries: URLSearchParams[] = [];
  const deleted: string[] = [];
  let failNext = 0;
  let failDeletes = false;
  let hold: Promise<void> | null = null;
  const api = mockApi({ me: VET });
  const base = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    if (url.pathname === '/api/consultations' && method === 'GET') {
      queries.push(url.searchParams);
      if (hold) await hold;
      if (failNext > 0) {
        failNext -= 1;
        return json({ code: 'INTERNAL', message: 'Ocorreu um erro inesperado.' }, 500);
      }
      const q = foldForSearch(url.searchParams.get('q') ?? '');
      const species = url.searchParams.get('species');
      const from = url.searchParams.get('from');
      const to = url.searchParams.get('to');
      const day = (iso: string) =>
        new Date(new Date(iso).getTime() - 3 * 3600_000).toISOString().slice(0, 10);
      const matching = data.filter(
        (item) =>
          (!q || foldForSearch(item.patient.name).includes(q)) &&
          (!species || item.patient.species === species) &&
          (!from || day(item.createdAt) >= from) &&
          (!to || day(item.createdAt) <= to),
      );
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const page: HistoryPage = {
        items: matching.slice(start, start + pageSize),
        nextCursor: start + pageSize < matching.length ? String(start + pageSize) : null,
      };
      return json(page);
    }
    const deleting = url.pathname.match(/^\/api\/consultations\/([^/]+)$/);
    if (deleting && method === 'DELETE') {
      if (failDeletes) return json({ code: 'INTERNAL', message: 'Ocorreu um erro inesperado.' }, 500);
      deleted.push(deleting[1] as string);
      data = data.filter((item) => item.id !== deleting[1]);
      return new Response(null, { status: 204 });
    }
    return base(input, init);
  });
  return {
    api,
    queries,
    deleted,
    failDeletes() {
      failDeletes = true;
    },
    failNextRequest() {
      failNext += 1;
    },
    holdRequests() {
      let release: () => void = () => {};
      hold = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        hold = null;
        release();
      };
    },
  };
}

/** The results list: a region named by its (visually hidden) heading. */
const results = () => screen.queryByRole('region', { name: /consultas/i });
const cards = () => within(results() as HTMLElement).getAllByRole('listitem');
const names = () => {
  const region = results();
  return region
    ? within(region)
        .queryAllByRole('link')
        .map((link) => link.textContent ?? '')
    : [];
};

describe('history page', { timeout: 20_000 }, () => {
  it('lists consultations newest first: animal, species, breed, São Paulo date, status, duration, documents, excerpt', async () => {
    historyApi([PAO, THOR]);
    renderApp('/history');
    expect(await screen.findByRole('heading', { level: 1, name: 'Histórico de consultas' })).toBeDefined();
    const thor = await screen.findByRole('link', { name: 'Thor' });
    expect(thor.getAttribute('href')).toBe(`/consultation?id=${THOR.id}`);
    expect(names()).toEqual(['Thor', 'Pão de Mel']);

    const card = thor.closest('li') as HTMLElement;
    expect(within(card).getByText('Cão · SRD')).toBeDefined();
    expect(within(card).getByText('10/03/2025, 23:30').getAttribute('datetime')).toBe(THOR.createdAt);
    expect(card.textContent).toContain('12 min');
    expect(card.textContent).toContain('3 documentos');
    expect(within(card).getByText('Pronta')).toBeDefined();
    expect(within(card).getByText('Thor chegou com vômito há dois dias e hiporexia…')).toBeDefined();

    const pao = screen.getByRole('link', { name: 'Pão de Mel' }).closest('li') as HTMLElement;
    expect(within(pao).getByText('Gato')).toBeDefined();
    expect(within(pao).getByText('Transcrevendo')).toBeDefined();
    expect(within(pao).getByText('Sem transcrição ainda.')).toBeDefined();
    expect(screen.getByText('2 consultas')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('shows placeholders while the first page loads', async () => {
    const fake = historyApi([THOR]);
    const release = fake.holdRequests();
    renderApp('/history');
    expect(await screen.findByText('Carregando consultas…')).toBeDefined();
    release();
    expect(await screen.findByRole('link', { name: 'Thor' })).toBeDefined();
    expect(screen.queryByText('Carregando consultas…')).toBeNull();
  });

  it('loads older consultations with "Carregar mais", passing the cursor', async () => {
    const fake = historyApi(Array.from({ length: 25 }, (_, i) => consultation(i + 1)));
    const user = userEvent.setup({ delay: null });
    renderApp('/history');
    await screen.findByRole('link', { name: 'Animal 25' });
    expect(cards()).toHaveLength(20);
    expect(screen.getByText('Mostrando as 20 mais recentes')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await screen.findByRole('link', { name: 'Animal 1' });
    expect(cards()).toHaveLength(25);
    expect(names().at(-1)).toBe('Animal 1');
    expect(fake.queries.at(-1)?.get('cursor')).toBe('20');
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    expect(screen.getByText('25 consultas')).toBeDefined();
  });

  it('searches by name after a pause in typing, ignoring accents, and keeps the search in the address', async () => {
    const fake = historyApi([PAO, THOR]);
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/history');
    await screen.findByRole('link', { name: 'Thor' });

    await user.type(screen.getByLabelText('Nome do animal'), 'pao');
    await waitFor(() => expect(names()).toEqual(['Pão de Mel']));
    expect(router.state.location.search).toBe('?busca=pao');
    // One request for the finished word, not one per letter.
    expect(fake.queries.map((query) => query.get('q'))).toEqual([null, 'pao']);
  });

  it('filters by species and dates, and back and forward walk through the filters', async () => {
    const fake = historyApi([PAO, THOR, consultation(1, { createdAt: '2025-02-01T15:00:00.000Z' })]);
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/history');
    await screen.findByRole('link', { name: 'Thor' });

    await user.selectOptions(screen.getByLabelText('Espécie'), 'gato');
    await waitFor(() => expect(names()).toEqual(['Pão de Mel']));
    expect(router.state.location.search).toBe('?especie=gato');
    expect(fake.queries.at(-1)?.get('species')).toBe('gato');

    await user.selectOptions(screen.getByLabelText('Espécie'), '');
    await waitFor(() => expect(names()).toHaveLength(3));
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2025-03-10' } });
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '2025-03-10' } });
    await waitFor(() => expect(names()).toEqual(['Thor']));
    expect(router.state.location.search).toBe('?de=2025-03-10&ate=2025-03-10');
    expect(fake.queries.at(-1)?.get('from')).toBe('2025-03-10');
    expect(fake.queries.at(-1)?.get('to')).toBe('2025-03-10');

    await router.navigate(-3);
    await waitFor(() => expect(names()).toEqual(['Pão de Mel']));
    expect((screen.getByLabelText('Espécie') as HTMLSelectElement).value).toBe('gato');
    await router.navigate(1);
    await waitFor(() => expect(names()).toHaveLength(3));
    expect((screen.getByLabelText('Espécie') as HTMLSelectElement).value).toBe('');
  });

  it('brings the search text back with the address', async () => {
    historyApi([PAO, THOR]);
    const { router } = renderApp('/history?busca=thor');
    await waitFor(() => expect(names()).toEqual(['Thor']));
    expect((screen.getByLabelText('Nome do animal') as HTMLInputElement).value).toBe('thor');
    await router.navigate('/history');
    await waitFor(() => expect(names()).toHaveLength(2));
    expect((screen.getByLabelText('Nome do animal') as HTMLInputElement).value).toBe('');
  });

  it('refuses a range that ends before it starts, without asking the server', async () => {
    const fake = historyApi([THOR]);
    renderApp('/history?de=2025-03-11&ate=2025-03-10');
    expect(await screen.findByText('A data inicial deve ser igual ou anterior à data final.')).toBeDefined();
    expect(screen.getByLabelText('Até').getAttribute('aria-invalid')).toBe('true');
    expect(fake.queries).toHaveLength(0);
  });

  it('invites a vet with no consultations to start one', async () => {
    historyApi([]);
    renderApp('/history');
    const heading = await screen.findByRole('heading', { name: 'Nenhuma consulta ainda' });
    const start = within(heading.closest('section') as HTMLElement).getByRole('link', {
      name: 'Nova consulta',
    });
    expect(start.getAttribute('href')).toBe('/consultation');
    // Nothing to filter yet.
    expect(screen.queryByLabelText('Nome do animal')).toBeNull();
  });

  it('says when no consultation matches the filters, and clears them', async () => {
    historyApi([PAO, THOR]);
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/history?busca=rex&especie=equino');
    expect(await screen.findByRole('heading', { name: 'Nenhuma consulta encontrada' })).toBeDefined();
    await user.click(
      within(
        screen
          .getByRole('heading', { name: 'Nenhuma consulta encontrada' })
          .closest('section') as HTMLElement,
      ).getByRole('button', { name: 'Limpar filtros' }),
    );
    await waitFor(() => expect(names()).toEqual(['Thor', 'Pão de Mel']));
    expect(router.state.location.search).toBe('');
    expect((screen.getByLabelText('Nome do animal') as HTMLInputElement).value).toBe('');
    // The pressed button is gone: focus waits in the search box.
    expect(document.activeElement).toBe(screen.getByLabelText('Nome do animal'));
  });

  it('shows a load failure with a retry', async () => {
    const fake = historyApi([THOR]);
    fake.failNextRequest();
    const user = userEvent.setup({ delay: null });
    renderApp('/history');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar o histórico. Ocorreu um erro inesperado.');
    await user.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('link', { name: 'Thor' })).toBeDefined();
  });

  it('deletes a consultation after confirmation: the card leaves, a toast confirms, focus moves on', async () => {
    const fake = historyApi([PAO, THOR]);
    const user = userEvent.setup({ delay: null });
    renderApp('/history');
    const remove = await screen.findByRole('button', { name: 'Excluir a consulta de Thor' });

    await user.click(remove);
    let dialog = screen.getByRole('dialog', { name: 'Excluir esta consulta?' });
    expect(dialog.textContent).toContain('A consulta de Thor de 10/03/2025, 23:30');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.deleted).toEqual([]);
    expect(fake.queries).toHaveLength(1);

    await user.click(remove);
    dialog = screen.getByRole('dialog', { name: 'Excluir esta consulta?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Excluir' }));
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Thor' })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.deleted).toEqual([THOR.id]);
    expect(toast.getAll().map((item) => item.title)).toContain('Consulta excluída.');
    expect(names()).toEqual(['Pão de Mel']);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Pão de Mel' })),
    );
  });

  it('keeps the consultation and says so when the deletion fails', async () => {
    const fake = historyApi([THOR]);
    fake.failDeletes();
    const user = userEvent.setup({ delay: null });
    renderApp('/history');
    await user.click(await screen.findByRole('button', { name: 'Excluir a consulta de Thor' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir esta consulta?' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Ocorreu um erro inesperado.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(names()).toEqual(['Thor']);
  });
});
