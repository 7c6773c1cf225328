import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DocumentRecord, TRANSCRIPT_TOO_SHORT_MESSAGE } from '@vetvoz/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toast } from '../../../components/ui/toast/index.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { CONSULTATION, documentRecord, FakeEventSource, renderSection } from '../test/documents-fixtures.tsx';

const RECEITA = {
  itens: [
    {
      farmaco: 'Meloxicam',
      concentracao: '0,5 mg/mL',
      formaFarmaceutica: 'suspensão oral',
      dose: '10 mg',
      via: 'oral',
      frequencia: 'a cada 24 horas',
      duracao: '5 dias',
    },
  ],
};

const toastTitles = () => toast.getAll().map((item) => item.title);
const card = (name: string) => screen.getByRole('article', { name });
const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
const status = (text: string) => screen.getAllByRole('status').find((node) => node.textContent === text);

beforeEach(() => FakeEventSource.install());
afterEach(() => toast.clear());

describe('DocumentsSection', { timeout: 20_000 }, () => {
  it('generates the chosen documents, streams them in, saves an edit and goes back to the generated version', async () => {
    let current: DocumentRecord[] = [];
    const generated = documentRecord('receita', {
      content: RECEITA,
      groundingFlags: [{ path: 'itens.0.dose', value: '10 mg', kind: 'number' }],
    });
    const api = mockApi({
      routes: {
        'GET /api/consultations/c-1/documents': () => json({ documents: current }),
        'POST /api/consultations/c-1/documents': (init) => {
          const { types } = JSON.parse(String(init?.body)) as { types: DocumentRecord['type'][] };
          current = types.map((type) => documentRecord(type, { status: 'generating', content: {} }));
          return json({ documents: current }, 202);
        },
        'PATCH /api/documents/d0c00000-0000-4000-8000-000000000002': (init) => {
          const { content } = JSON.parse(String(init?.body));
          return json({ ...generated, content, editedAt: '2026-11-21T12:10:00.000Z', groundingFlags: [] });
        },
        'POST /api/documents/d0c00000-0000-4000-8000-000000000002/restore': () => json(generated),
      },
    });
    const user = userEvent.setup({ delay: null });
    renderSection();

    // Sensible defaults: the three documents most visits need.
    const form = await screen.findByRole('group', { name: 'Quais documentos gerar?' });
    const checked = within(form)
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked)
      .map((box) => box.closest('div')?.textContent);
    expect(checked).toEqual(['Anamnese', 'Receita', 'Orientações ao tutor']);
    await user.click(within(form).getByRole('checkbox', { name: 'Diagnóstico' }));
    await user.click(screen.getByRole('button', { name: 'Gerar documentos' }));

    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      types: ['anamnese', 'receita', 'diagnostico', 'orientacoes'],
    });
    // One tab per document, each saying it is being written; the receita is shown (it leaves most often).
    expect(await screen.findAllByRole('tab', { name: /\(gerando\)/ })).toHaveLength(4);
    expect(tab('Receita').getAttribute('aria-selected')).toBe('true');
    const source = FakeEventSource.latest();
    expect(source.url).toBe('/api/consultations/c-1/documents/events');
    expect(source.init?.withCredentials).toBe(true);

    // Partial content fills in the sheet while the model writes.
    await source.emit('document', {
      document: documentRecord('receita', {
        status: 'generating',
        content: { itens: [{ farmaco: 'Melo' }] },
      }),
    });
    await user.click(tab('Receita'));
    expect(card('Receita').textContent).toContain('1) Melo');
    expect(card('Receita').getAttribute('aria-busy')).toBe('true');
    expect(status('Gerando: Receita…')).toBeDefined();

    // Ready: the sheet as printed, the flag counted once and marked on the page, its editor on demand.
    await source.emit('document', { document: generated });
    const receita = card('Receita');
    expect(status('Documento pronto: Receita.')).toBeDefined();
    expect(tab('Receita').getAttribute('aria-label')).toBe('Receita (pronto), 1 item para conferir');
    expect(within(receita).getByText('1 item para conferir')).toBeDefined();
    expect(within(receita).getByText('10 mg', { selector: 'mark' })).toBeDefined();
    expect(within(receita).queryByLabelText('Dose')).toBeNull();
    await user.click(within(receita).getByRole('button', { name: 'Editar Prescrição' }));
    const dose = within(receita).getByLabelText('Dose') as HTMLInputElement;
    expect(dose.value).toBe('10 mg');
    const marker = within(receita).getByText('Não está na transcrição: «10 mg»');
    expect(dose.getAttribute('aria-describedby')).toContain(marker.closest('p')?.id);

    // The others finish (one snapshot after a reconnect): nothing is generating, the stream closes.
    current = [
      documentRecord('anamnese', { content: { queixaPrincipal: 'Vômito há dois dias.' } }),
      generated,
      documentRecord('diagnostico'),
      documentRecord('orientacoes'),
    ];
    await source.emit('snapshot', { documents: current });
    await waitFor(() => expect(source.closed).toBe(true));
    expect(screen.queryAllByRole('tab', { name: /\(gerando\)/ })).toHaveLength(0);

    // Edit: saved when leaving the box; the "editado" mark comes back from the server.
    await user.clear(dose);
    await user.type(dose, '0,1 mg/kg');
    expect(within(receita).getByText('Alterações não salvas')).toBeDefined();
    await user.tab();
    await waitFor(() => expect(within(receita).getByText('Editado')).toBeDefined());
    const patch = api.requests.find((r) => r.method === 'PATCH');
    expect(patch?.path).toBe('/api/documents/d0c00000-0000-4000-8000-000000000002');
    expect((patch?.body as { content: typeof RECEITA } | undefined)?.content.itens[0]?.dose).toBe(
      '0,1 mg/kg',
    );
    expect(within(receita).getByText('Alterações salvas')).toBeDefined();
    expect(within(receita).queryByText(/Não está na transcrição/)).toBeNull();
    expect(within(receita).queryByText('1 item para conferir')).toBeNull();
    // "Concluir" closes the editor: the sheet shows the new dose as it will print.
    await user.click(within(receita).getByRole('button', { name: 'Concluir' }));
    expect(within(receita).queryByLabelText('Dose')).toBeNull();
    expect(receita.textContent).toContain('Dar 0,1 mg/kg por via oral');

    // Back to the generated version, after a confirmation.
    await user.click(within(receita).getByRole('button', { name: 'Voltar à versão gerada' }));
    const dialog = screen.getByRole('dialog', { name: 'Voltar à versão gerada?' });
    await user.click(within(dialog).getByRole('button', { name: 'Descartar alterações' }));
    await waitFor(() => expect(receita.textContent).toContain('Dar 10 mg por via oral'));
    expect(within(receita).queryByText('Editado')).toBeNull();
    expect(
      api.requests.filter((r) => r.path === '/api/documents/d0c00000-0000-4000-8000-000000000002/restore'),
    ).toHaveLength(1);
    expect(toastTitles()).toContain('Documento de volta à versão gerada');
  });

  it('shows a failed document with its message and retries that one only', async () => {
    let diagnostico = documentRecord('diagnostico', {
      status: 'failed',
      content: {},
      errorCode: 'invalid_output',
      errorMessage: 'O modelo não devolveu um documento válido. Tente novamente.',
    });
    const api = mockApi({
      routes: {
        'GET /api/consultations/c-1/documents': () =>
          json({ documents: [documentRecord('anamnese'), diagnostico] }),
        'POST /api/documents/d0c00000-0000-4000-8000-000000000003/retry': () => {
          diagnostico = { ...diagnostico, status: 'generating', errorCode: null, errorMessage: null };
          return json(diagnostico);
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderSection();
    // The failed tab says so; one tap shows why, with its own retry.
    await user.click(await screen.findByRole('tab', { name: 'Diagnóstico (falhou)' }));
    const failed = card('Diagnóstico');
    expect(
      within(failed).getByText('O modelo não devolveu um documento válido. Tente novamente.'),
    ).toBeDefined();
    expect(within(failed).getByText('Falhou')).toBeDefined();
    expect(FakeEventSource.instances).toHaveLength(0);

    await user.click(within(failed).getByRole('button', { name: /Tentar novamente/ }));
    expect(await within(failed).findByText('Gerando…')).toBeDefined();
    expect(tab('Diagnóstico').getAttribute('aria-label')).toBe('Diagnóstico (gerando)');
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/documents/d0c00000-0000-4000-8000-000000000003/retry',
    ]);
    // The anamnese was never touched.
    expect(tab('Anamnese').getAttribute('aria-label')).toBe('Anamnese (pronto)');

    const source = FakeEventSource.latest();
    await source.emit('document', {
      document: documentRecord('diagnostico', { content: { presuntivo: 'Gastroenterite aguda.' } }),
    });
    expect(within(failed).getByText('Gastroenterite aguda.')).toBeDefined();
    await waitFor(() => expect(source.closed).toBe(true));
  });

  it('refuses a too-short transcript before asking the server, in plain words', async () => {
    const api = mockApi({
      routes: { 'GET /api/consultations/c-1/documents': () => json({ documents: [] }) },
    });
    renderSection({ ...CONSULTATION, transcript: 'Pode começar.', transcriptTooShort: true });
    const button = await screen.findByRole('button', { name: 'Gerar documentos' });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByText(TRANSCRIPT_TOO_SHORT_MESSAGE)).toBeDefined();
    for (const box of screen.getAllByRole('checkbox')) expect(box.matches(':disabled')).toBe(true);
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('shows the server refusals: too short, and no quota left with a way to the plans', async () => {
    let answer = json({ code: 'VALIDATION', message: TRANSCRIPT_TOO_SHORT_MESSAGE }, 400);
    mockApi({
      routes: {
        'GET /api/consultations/c-1/documents': () => json({ documents: [] }),
        'POST /api/consultations/c-1/documents': () => answer,
      },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Gerar documentos' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TRANSCRIPT_TOO_SHORT_MESSAGE);
    expect(screen.queryByRole('link', { name: 'Ver planos' })).toBeNull();

    answer = json(
      {
        code: 'QUOTA_EXCEEDED',
        message: 'Você já usou todas as suas consultas disponíveis. Assine um plano para continuar.',
      },
      402,
    );
    await user.click(screen.getByRole('button', { name: 'Gerar documentos' }));
    expect(await screen.findByText(/Você já usou todas as suas consultas/)).toBeDefined();
    await user.click(screen.getByRole('link', { name: 'Ver planos' }));
    expect(router.state.location.pathname).toBe('/plans');
  });

  it('asks before replacing an edited document', async () => {
    const edited = documentRecord('receita', { content: RECEITA, editedAt: '2026-11-21T12:10:00.000Z' });
    const api = mockApi({
      routes: {
        'GET /api/consultations/c-1/documents': () => json({ documents: [edited] }),
        'POST /api/consultations/c-1/documents': () =>
          json({ documents: [documentRecord('receita', { status: 'generating', content: {} })] }, 202),
      },
    });
    const user = userEvent.setup({ delay: null });
    renderSection();
    // With documents already there, the choice folds behind "+ Documento" and nothing is ticked.
    await user.click(await screen.findByRole('button', { name: /Documento: gerar outro documento/ }));
    const form = screen.getByRole('group', { name: 'Quais documentos gerar?' });
    expect(
      within(form)
        .getAllByRole('checkbox')
        .some((box) => (box as HTMLInputElement).checked),
    ).toBe(false);
    expect(within(form).getByText('Já existe, com edições: gerar de novo substitui.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Gerar documentos' }));
    expect(screen.getByRole('alert').textContent).toBe('Escolha ao menos um documento.');

    await user.click(within(form).getByRole('checkbox', { name: 'Receita' }));
    await user.click(screen.getByRole('button', { name: 'Gerar documentos' }));
    const dialog = screen.getByRole('dialog', { name: 'Substituir documentos editados?' });
    expect(dialog.textContent).toContain('Você editou: Receita.');
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Gerar e substituir' }));
    expect(await within(card('Receita')).findByText('Gerando…')).toBeDefined();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ types: ['receita'] });
  });
});
