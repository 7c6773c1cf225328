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
        'PATCH /api/documents/d-receita': (init) => {
          const { content } = JSON.parse(String(init?.body));
          return json({ ...generated, content, editedAt: '2026-11-21T12:10:00.000Z', groundingFlags: [] });
        },
        'POST /api/documents/d-receita/restore': () => json(generated),
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
    expect(await screen.findAllByText('Gerando…')).toHaveLength(4);
    const source = FakeEventSource.latest();
    expect(source.url).toBe('/api/consultations/c-1/documents/events');
    expect(source.init?.withCredentials).toBe(true);

    // Partial content fills in the preview while the model writes.
    await source.emit('document', {
      document: documentRecord('receita', {
        status: 'generating',
        content: { itens: [{ farmaco: 'Melo' }] },
      }),
    });
    expect(within(card('Receita')).getByText('Melo')).toBeDefined();
    expect(card('Receita').getAttribute('aria-busy')).toBe('true');
    expect(within(card('Receita')).getByRole('status').textContent).toBe('Gerando: Receita…');

    // Ready: the structured form, the flag beside its field and counted on the card.
    await source.emit('document', { document: generated });
    const receita = card('Receita');
    expect(within(receita).getByRole('status').textContent).toBe('Documento pronto: Receita.');
    const dose = within(receita).getByLabelText('Dose') as HTMLInputElement;
    expect(dose.value).toBe('10 mg');
    expect(within(receita).getByText('Confira: «10 mg» não aparece na transcrição.')).toBeDefined();
    expect(within(receita).getByText('1 item para conferir')).toBeDefined();
    expect(dose.getAttribute('aria-describedby')).toContain(
      within(receita).getByText('Confira: «10 mg» não aparece na transcrição.').closest('ul')?.id,
    );

    // The others finish (one snapshot after a reconnect): nothing is generating, the stream closes.
    current = [
      documentRecord('anamnese', { content: { queixaPrincipal: 'Vômito há dois dias.' } }),
      generated,
      documentRecord('diagnostico'),
      documentRecord('orientacoes'),
    ];
    await source.emit('snapshot', { documents: current });
    await waitFor(() => expect(source.closed).toBe(true));
    expect(screen.queryByText('Gerando…')).toBeNull();

    // Edit: saved when leaving the box; the "editado" mark comes back from the server.
    await user.clear(dose);
    await user.type(dose, '0,1 mg/kg');
    expect(within(receita).getByText('Alterações não salvas')).toBeDefined();
    await user.tab();
    await waitFor(() => expect(within(receita).getByText('Editado')).toBeDefined());
    const patch = api.requests.find((r) => r.method === 'PATCH');
    expect(patch?.path).toBe('/api/documents/d-receita');
    expect((patch?.body as { content: typeof RECEITA } | undefined)?.content.itens[0]?.dose).toBe(
      '0,1 mg/kg',
    );
    expect(within(receita).getByText('Alterações salvas')).toBeDefined();
    expect(within(receita).queryByText(/não aparece na transcrição/)).toBeNull();
    expect(within(receita).queryByText('1 item para conferir')).toBeNull();

    // Back to the generated version, after a confirmation.
    await user.click(within(receita).getByRole('button', { name: 'Voltar à versão gerada' }));
    const dialog = screen.getByRole('dialog', { name: 'Voltar à versão gerada?' });
    await user.click(within(dialog).getByRole('button', { name: 'Descartar alterações' }));
    await waitFor(() => expect(dose.value).toBe('10 mg'));
    expect(within(receita).queryByText('Editado')).toBeNull();
    expect(api.requests.filter((r) => r.path === '/api/documents/d-receita/restore')).toHaveLength(1);
    expect(toastTitles()).toContain('Documento de volta à versão gerada');
  });

  it('adds and removes medication lines and list entries, keeping the focus in place', async () => {
    const patches: unknown[] = [];
    const receita = documentRecord('receita', { content: RECEITA });
    mockApi({
      routes: {
        'GET /api/consultations/c-1/documents': () => json({ documents: [receita] }),
        'PATCH /api/documents/d-receita': (init) => {
          const { content } = JSON.parse(String(init?.body));
          patches.push(content);
          return json({ ...receita, content, editedAt: '2026-11-21T12:10:00.000Z' });
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderSection();
    const article = await screen.findByRole('article', { name: 'Receita' });
    await user.click(within(article).getByRole('button', { name: 'Adicionar medicamento' }));
    const second = within(article).getByRole('group', { name: 'Medicamento 2' });
    expect(document.activeElement).toBe(within(second).getByLabelText('Fármaco'));
    await user.type(within(second).getByLabelText('Fármaco'), 'Omeprazol');
    expect(within(article).getByRole('group', { name: 'Medicamento 2 — Omeprazol' })).toBeDefined();
    await user.tab();
    await waitFor(() => expect(patches).toHaveLength(1));
    const saved = patches[0] as { itens: { farmaco: string | null; dose: string | null }[] };
    expect(saved.itens.map((item) => item.farmaco)).toEqual(['Meloxicam', 'Omeprazol']);
    expect(saved.itens[1]?.dose).toBeNull();

    await user.click(within(article).getByRole('button', { name: 'Remover medicamento 1' }));
    expect(document.activeElement).toBe(
      within(article).getByRole('button', { name: 'Adicionar medicamento' }),
    );
    expect(within(article).getByRole('group', { name: 'Medicamento 1 — Omeprazol' })).toBeDefined();
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
        'POST /api/documents/d-diagnostico/retry': () => {
          diagnostico = { ...diagnostico, status: 'generating', errorCode: null, errorMessage: null };
          return json(diagnostico);
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderSection();
    const failed = await screen.findByRole('article', { name: 'Diagnóstico' });
    expect(
      within(failed).getByText('O modelo não devolveu um documento válido. Tente novamente.'),
    ).toBeDefined();
    expect(within(failed).getByText('Falhou')).toBeDefined();
    expect(FakeEventSource.instances).toHaveLength(0);

    await user.click(within(failed).getByRole('button', { name: /Tentar novamente/ }));
    expect(await within(failed).findByText('Gerando…')).toBeDefined();
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/documents/d-diagnostico/retry',
    ]);
    // The anamnese was never touched.
    expect(within(card('Anamnese')).getByText('Alterações salvas')).toBeDefined();

    const source = FakeEventSource.latest();
    await source.emit('document', {
      document: documentRecord('diagnostico', { content: { presuntivo: 'Gastroenterite aguda.' } }),
    });
    expect((within(failed).getByLabelText('Diagnóstico presuntivo') as HTMLTextAreaElement).value).toBe(
      'Gastroenterite aguda.',
    );
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
    const form = await screen.findByRole('group', { name: 'Quais documentos gerar?' });
    // With documents already there, nothing is ticked for the vet.
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
