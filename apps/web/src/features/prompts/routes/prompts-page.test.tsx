import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  type DocumentType,
  PROMPT_TEST_SAMPLES,
  type PromptTestResult,
  type PromptTypeSummary,
  type PromptVersionView,
  SAMPLE_CONTENT,
} from '@vetvoz/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../../../components/ui/toast/index.ts';
import { ADMIN, json, mockApi, VET } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const LONG_BODY = 'Você é um assistente de documentação veterinária. Use somente o que a transcrição diz.';

function version(
  type: DocumentType,
  number: number,
  changes: Partial<PromptVersionView> = {},
): PromptVersionView {
  return {
    id: `00000000-0000-4000-8000-${String(DOCUMENT_TYPES.indexOf(type))}${String(number).padStart(11, '0')}`,
    documentType: type,
    version: number,
    body: `${LONG_BODY} (${type}, versão ${number})`,
    note: null,
    authorName: 'VetVoz',
    active: false,
    activatedAt: null,
    createdAt: '2026-03-02T12:00:00.000Z',
    ...changes,
  };
}

/** A small in-memory prompt store behind the mocked API, so saves and activations show up on reload. */
function promptsApi(options: { test?: (body: unknown) => Response | Promise<Response> } = {}) {
  const store = new Map<DocumentType, PromptVersionView[]>(
    DOCUMENT_TYPES.map((type) => [
      type,
      [version(type, 1, { active: true, activatedAt: '2026-03-02T12:00:00.000Z' })],
    ]),
  );
  store.set('anamnese', [
    version('anamnese', 2, {
      note: 'Pede sinais vitais com unidade',
      authorName: 'Ana Admin',
      active: true,
      activatedAt: '2026-05-12T17:30:00.000Z',
      createdAt: '2026-05-12T17:30:00.000Z',
    }),
    version('anamnese', 1),
  ]);
  const summaries = (): PromptTypeSummary[] =>
    DOCUMENT_TYPES.map((type) => ({
      documentType: type,
      label: DOCUMENT_TYPE_LABELS[type],
      activeVersion: store.get(type)?.find((v) => v.active) ?? null,
      versionCount: store.get(type)?.length ?? 0,
    }));
  const versionsOf = (type: string) => store.get(type as DocumentType) ?? [];

  const api = mockApi({
    me: ADMIN,
    routes: {
      'GET /api/prompts': () => json(summaries()),
      ...Object.fromEntries(
        DOCUMENT_TYPES.flatMap((type) => [
          [`GET /api/prompts/${type}/versions`, () => json(versionsOf(type))],
          [
            `POST /api/prompts/${type}/versions`,
            (init: RequestInit | undefined) => {
              const input = JSON.parse(String(init?.body));
              const list = versionsOf(type);
              const created = version(type, list.length + 1, {
                body: input.body,
                note: input.note ?? null,
                authorName: 'Ana Admin',
                active: input.activate === true,
                activatedAt: input.activate ? '2026-06-01T13:00:00.000Z' : null,
                createdAt: '2026-06-01T13:00:00.000Z',
              });
              store.set(type, [created, ...list.map((v) => (input.activate ? { ...v, active: false } : v))]);
              return json(created, 201);
            },
          ],
          ...versionsOf(type).map((v) => [
            `POST /api/prompts/${type}/versions/${v.id}/activate`,
            () => {
              const list = versionsOf(type).map((item) => ({
                ...item,
                active: item.id === v.id,
                activatedAt: item.id === v.id ? '2026-06-02T10:00:00.000Z' : item.activatedAt,
              }));
              store.set(type, list);
              return json(list.find((item) => item.id === v.id));
            },
          ]),
          [
            `POST /api/prompts/${type}/test`,
            (init: RequestInit | undefined) => {
              const answer = options.test?.(JSON.parse(String(init?.body)));
              return answer ?? json({ code: 'NOT_FOUND', message: 'Recurso não encontrado.' }, 404);
            },
          ],
        ]),
      ),
    },
  });
  return { ...api, store };
}

const toastTitles = () => toast.getAll().map((item) => item.title);
const editor = () => screen.getByLabelText('Prompt do sistema') as HTMLTextAreaElement;
const posts = (api: ReturnType<typeof promptsApi>, path: string) =>
  api.requests.filter((request) => request.method === 'POST' && request.path === path);

afterEach(() => toast.clear());

describe('prompts page', { timeout: 20_000 }, () => {
  it('sends a vet who is not a site admin home with a message', async () => {
    mockApi({ me: VET });
    const { router } = renderApp('/prompts');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(toastTitles()).toContain('Acesso restrito');
    expect(toast.getAll()[0]?.message).toMatch(/exclusivo dos administradores/);
  });

  it('lists the six types with their active version, the editor filled and the history', async () => {
    promptsApi();
    renderApp('/prompts');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'AnamneseVersão 2 · 12/05/2026',
      'ReceitaVersão 1 · 02/03/2026',
      'DiagnósticoVersão 1 · 02/03/2026',
      'Orientações ao tutorVersão 1 · 02/03/2026',
      'Atestado de saúdeVersão 1 · 02/03/2026',
      'Atestado de vacinaçãoVersão 1 · 02/03/2026',
    ]);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: /Anamnese/ })).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'Anamnese' })).toBeDefined();
    expect(editor().value).toBe(`${LONG_BODY} (anamnese, versão 2)`);
    expect(screen.getByText('Editando a partir da versão 2 (ativa)')).toBeDefined();

    const history = await screen.findByRole('list', { name: /Versões/ });
    const items = within(history).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('ativa')).toBeDefined();
    expect(within(items[0] as HTMLElement).getByText('Pede sinais vitais com unidade')).toBeDefined();
    expect(within(items[0] as HTMLElement).getByText(/Ana Admin/)).toBeDefined();
    expect(within(items[0] as HTMLElement).queryByRole('button', { name: /Ativar/ })).toBeNull();
    expect(within(items[1] as HTMLElement).getByText('Sem descrição da mudança.')).toBeDefined();

    // Arrow keys move between tabs; Enter opens one.
    const user = userEvent.setup({ delay: null });
    (tabs[0] as HTMLElement).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tabs[1]);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Receita' })).toBeDefined();
    expect(editor().value).toBe(`${LONG_BODY} (receita, versão 1)`);
  });

  it('saves a new inactive version with its note, after refusing a short or unchanged text', async () => {
    const api = promptsApi();
    const user = userEvent.setup({ delay: null });
    renderApp('/prompts');
    await screen.findByRole('heading', { level: 2, name: 'Anamnese' });

    await user.click(screen.getByRole('button', { name: 'Salvar nova versão' }));
    expect(screen.getByText(/O texto é igual ao da versão 2/)).toBeDefined();
    await user.clear(editor());
    await user.type(editor(), 'Curto demais.');
    await user.click(screen.getByRole('button', { name: 'Salvar nova versão' }));
    expect(screen.getByText('O prompt deve ter ao menos 50 caracteres.')).toBeDefined();
    expect(editor().getAttribute('aria-invalid')).toBe('true');
    expect(posts(api, '/api/prompts/anamnese/versions')).toHaveLength(0);

    await user.clear(editor());
    await user.type(editor(), `${LONG_BODY} Escreva as unidades dos sinais vitais.`);
    await user.type(screen.getByLabelText(/O que mudou/), 'Unidades nos sinais vitais');
    await user.click(screen.getByRole('button', { name: 'Salvar nova versão' }));

    await waitFor(() => expect(toastTitles()).toContain('Versão 3 salva.'));
    expect(posts(api, '/api/prompts/anamnese/versions')[0]?.body).toEqual({
      body: `${LONG_BODY} Escreva as unidades dos sinais vitais.`,
      note: 'Unidades nos sinais vitais',
      activate: false,
    });
    expect(screen.getByText(/Versão 3 salva e ainda inativa/)).toBeDefined();
    expect((screen.getByLabelText(/O que mudou/) as HTMLInputElement).value).toBe('');
    const history = screen.getByRole('list', { name: /Versões/ });
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(3));
    // Still version 2 in use.
    expect(within(screen.getAllByRole('tab')[0] as HTMLElement).getByText(/Versão 2/)).toBeDefined();
  });

  it('saves and activates only after the confirmation', async () => {
    const api = promptsApi();
    const user = userEvent.setup({ delay: null });
    renderApp('/prompts?tipo=receita');
    await screen.findByRole('heading', { level: 2, name: 'Receita' });
    await user.type(editor(), ' Escreva a via por extenso.');

    await user.click(screen.getByRole('button', { name: 'Salvar e ativar' }));
    let dialog = screen.getByRole('dialog', { name: 'Ativar a nova versão?' });
    expect(dialog.textContent).toMatch(/todo documento do tipo Receita gerado por qualquer veterinário/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(posts(api, '/api/prompts/receita/versions')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Salvar e ativar' }));
    dialog = screen.getByRole('dialog', { name: 'Ativar a nova versão?' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar e ativar' }));
    await waitFor(() => expect(toastTitles()).toContain('Versão 2 salva e ativada.'));
    expect(posts(api, '/api/prompts/receita/versions')[0]?.body).toMatchObject({ activate: true });
    await waitFor(() =>
      expect(screen.getByRole('tab', { selected: true }).textContent).toMatch(/Versão 2 · 01\/06\/2026/),
    );
    expect(screen.getByText('Editando a partir da versão 2 (ativa)')).toBeDefined();
  });

  it('rolls back to an older version after the confirmation, and shows a version read-only', async () => {
    const api = promptsApi();
    const user = userEvent.setup({ delay: null });
    renderApp('/prompts');
    await screen.findByRole('list', { name: /Versões/ });

    await user.click(screen.getByRole('button', { name: 'Ver a versão 1' }));
    const view = screen.getByRole('dialog', { name: 'Anamnese — versão 1' });
    const text = within(view).getByLabelText('Texto da versão 1') as HTMLTextAreaElement;
    expect(text.value).toBe(`${LONG_BODY} (anamnese, versão 1)`);
    expect(text.readOnly).toBe(true);
    await user.click(within(view).getByRole('button', { name: 'Ativar esta versão' }));

    const dialog = screen.getByRole('dialog', { name: 'Voltar para a versão 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ativar a versão 1' }));
    await waitFor(() => expect(toastTitles()).toContain('Versão 1 ativada.'));
    const activation = posts(api, `/api/prompts/anamnese/versions/${version('anamnese', 1).id}/activate`);
    expect(activation).toHaveLength(1);
    // The untouched editor follows the version now in use.
    await waitFor(() => expect(editor().value).toBe(`${LONG_BODY} (anamnese, versão 1)`));
    const items = within(screen.getByRole('list', { name: /Versões/ })).getAllByRole('listitem');
    await waitFor(() => expect(within(items[1] as HTMLElement).getByText('ativa')).toBeDefined());
    expect(screen.getByRole('button', { name: 'Ativar esta versão (versão 2)' })).toBeDefined();
  });

  it('tests the draft beside the active version, with fields, errors and a loading state', async () => {
    let release: (response: Response) => void = () => undefined;
    const sample = PROMPT_TEST_SAMPLES.anamnese;
    const result: PromptTestResult = {
      documentType: 'anamnese',
      transcript: sample.transcript,
      patient: sample.patient,
      draft: { ok: true, content: SAMPLE_CONTENT.anamnese, repaired: true, durationMs: 2400 },
      active: {
        ok: false,
        error: {
          code: 'timeout',
          message: 'O serviço de IA demorou demais para responder. Tente novamente.',
        },
        durationMs: 45000,
        version: 2,
      },
      provider: 'openai-compatible',
      model: 'modelo-teste',
    };
    const api = promptsApi({
      test: () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/prompts');
    await screen.findByRole('heading', { level: 2, name: 'Anamnese' });
    expect((screen.getByLabelText('Transcrição de teste') as HTMLTextAreaElement).value).toBe(
      sample.transcript,
    );
    expect(screen.getByText(/Animal: Thor · Espécie: Canina/)).toBeDefined();
    await user.type(editor(), ' Seja breve.');

    await user.click(screen.getByRole('button', { name: 'Testar' }));
    expect(await screen.findByText(/Gerando com o rascunho e com a versão ativa/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Testando…' })).toHaveProperty('disabled', true);
    expect(posts(api, '/api/prompts/anamnese/test')[0]?.body).toEqual({
      body: `${LONG_BODY} (anamnese, versão 2) Seja breve.`,
    });
    release(json(result));

    const draft = await screen.findByRole('region', { name: 'Rascunho (editor)' });
    const active = screen.getByRole('region', { name: 'Versão ativa (versão 2)' });
    expect(within(draft).getByText('Queixa principal')).toBeDefined();
    expect(within(draft).getByText('Vômito há dois dias e falta de apetite.')).toBeDefined();
    expect(within(draft).getByText('Temperatura')).toBeDefined();
    expect(within(draft).getByText('39,2 °C')).toBeDefined();
    expect(within(draft).getByText(/Gerado em 2,4 s · resposta corrigida automaticamente/)).toBeDefined();
    expect(
      within(active).getByText('O serviço de IA demorou demais para responder. Tente novamente.'),
    ).toBeDefined();
    expect(within(active).getByText('Falhou em 45,0 s')).toBeDefined();
    expect(screen.getByText('Teste concluído: rascunho gerado, versão ativa com erro.')).toBeDefined();

    // Editing after the test says the results are stale.
    await user.type(editor(), ' Mais.');
    expect(screen.getByText(/O texto do editor mudou depois deste teste/)).toBeDefined();
  });

  it('sends an edited transcript with the sample animal, and shows a failed test in Portuguese', async () => {
    const api = promptsApi({
      test: () => json({ code: 'VALIDATION', message: 'A transcrição é longa demais.' }, 400),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/prompts?tipo=receita');
    await screen.findByRole('heading', { level: 2, name: 'Receita' });
    const transcript = screen.getByLabelText('Transcrição de teste');

    await user.clear(transcript);
    await user.type(transcript, 'Pouco texto.');
    await user.click(screen.getByRole('button', { name: 'Testar' }));
    expect(screen.getByRole('alert').textContent).toMatch(/curta demais/);
    expect(posts(api, '/api/prompts/receita/test')).toHaveLength(0);

    const text =
      'O Bidu está com coceira há duas semanas, sem febre, come bem. Vou receitar um xampu de clorexidina ' +
      'dois por cento, banho a cada três dias por duas semanas, e retorno em quinze dias.';
    await user.clear(transcript);
    await user.type(transcript, text);
    await user.click(screen.getByRole('button', { name: 'Testar' }));
    expect(await screen.findByText('A transcrição é longa demais.')).toBeDefined();
    expect(posts(api, '/api/prompts/receita/test')[0]?.body).toEqual({
      body: `${LONG_BODY} (receita, versão 1)`,
      transcript: text,
      patient: PROMPT_TEST_SAMPLES.receita.patient,
    });

    await user.click(screen.getByRole('button', { name: 'Restaurar exemplo' }));
    expect((transcript as HTMLTextAreaElement).value).toBe(PROMPT_TEST_SAMPLES.receita.transcript);
  });

  it('asks before unsaved edits are lost by switching type or leaving', async () => {
    promptsApi();
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/prompts');
    await screen.findByRole('heading', { level: 2, name: 'Anamnese' });
    await user.type(editor(), ' Alteração não salva.');

    await user.click(screen.getByRole('tab', { name: /Receita/ }));
    let dialog = screen.getByRole('dialog', { name: 'Descartar as alterações?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Anamnese' })).toBeDefined();
    expect(editor().value).toMatch(/Alteração não salva\.$/);

    await user.click(screen.getByRole('link', { name: 'Histórico' }));
    dialog = screen.getByRole('dialog', { name: 'Descartar as alterações?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    expect(router.state.location.pathname).toBe('/prompts');

    await user.click(screen.getByRole('tab', { name: /Receita/ }));
    dialog = screen.getByRole('dialog', { name: 'Descartar as alterações?' });
    await user.click(within(dialog).getByRole('button', { name: 'Descartar alterações' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Receita' })).toBeDefined();
    expect(router.state.location.search).toBe('?tipo=receita');

    // "Descartar alterações" in the editor goes back to the version it started from, after asking.
    await user.type(editor(), ' Outra alteração.');
    await user.click(screen.getByRole('button', { name: 'Descartar alterações' }));
    dialog = screen.getByRole('dialog', { name: 'Descartar as alterações?' });
    await user.click(within(dialog).getByRole('button', { name: 'Descartar alterações' }));
    expect(editor().value).toBe(`${LONG_BODY} (receita, versão 1)`);
  });

  it('shows the server error when the list cannot be read', async () => {
    mockApi({
      me: ADMIN,
      routes: {
        'GET /api/prompts': () =>
          json({ code: 'FORBIDDEN', message: 'Você não tem permissão para acessar este recurso.' }, 403),
      },
    });
    renderApp('/prompts');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/Não foi possível carregar os prompts\. Você não tem permissão/);
  });
});
