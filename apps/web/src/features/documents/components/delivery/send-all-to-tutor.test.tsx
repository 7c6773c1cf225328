import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentRecord, Profile } from '@vetvoz/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../../components/ui/toast/index.ts';
import { AuthContext } from '../../../../lib/auth/auth-context.ts';
import { json, mockApi, VET } from '../../../../test/mock-api.ts';
import { documentRecord } from '../../test/documents-fixtures.tsx';
import { TUTOR_LINK_IN_MESSAGE, tutorLinkRoutes } from '../../test/tutor-link-fixtures.ts';
import { IssueDraftProvider } from './issue-draft.tsx';
import { ResponsavelPanel } from './responsavel-panel.tsx';
import { SendAllToTutor } from './send-all-to-tutor.tsx';
import { SentMarkLine } from './sent-mark-line.tsx';

const PROFILE: Profile = {
  uid: VET.id,
  email: VET.email,
  firstName: 'Helena',
  lastName: 'Prado',
  phone: '11987654321',
  crmv: '12345/SP',
  cpf: '52998224725',
  birthDate: null,
  role: 'veterinario',
  plan: 'gratis',
  planIntent: null,
  consultations: { used: 1, limit: 10, remaining: 9 },
  allowContact: false,
  photoURL: null,
  createdAt: '2026-01-10T12:00:00.000Z',
  isAdmin: false,
  establishment: { name: 'Clínica São Francisco', phone: '1133334444' },
};

const DOCUMENTS: DocumentRecord[] = [
  documentRecord('receita'),
  documentRecord('orientacoes'),
  documentRecord('anamnese', { status: 'generating', content: null }),
];

function setup(
  routes: NonNullable<Parameters<typeof mockApi>[0]>['routes'] = {},
  profile: Profile = PROFILE,
  documents: DocumentRecord[] = DOCUMENTS,
) {
  const api = mockApi({ routes: { 'GET /api/profile': () => json(profile), ...routes } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const auth = {
    user: VET,
    loading: false,
    isAdmin: false,
    refresh: async () => VET,
    signOut: async () => {},
  };
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext value={auth}>
        <IssueDraftProvider initialName="Maria José da Conceição" patientName="Thor">
          <ResponsavelPanel />
          <SendAllToTutor consultationId="c-1" documents={documents} />
          {documents.map((record) => (
            <div key={record.id} data-testid={`marca-${record.type}`}>
              <SentMarkLine documentId={record.id} />
            </div>
          ))}
        </IssueDraftProvider>
      </AuthContext>
    </QueryClientProvider>,
  );
  return { api, queryClient, user: userEvent.setup({ delay: null }) };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Enviar tudo ao tutor' }));
  return screen.findByRole('dialog', { name: 'Enviar tudo ao tutor' });
}

const markOf = (type: string) => screen.getByTestId(`marca-${type}`).textContent;

afterEach(() => toast.clear());

describe('Cópia do prontuário ao tutor', { timeout: 20_000 }, () => {
  it('opens the same dialog with only the prontuário (anamnese, diagnóstico) ticked, and e-mails only those', async () => {
    const ready = [documentRecord('receita'), documentRecord('anamnese'), documentRecord('diagnostico')];
    const { api, user } = setup(
      {
        ...tutorLinkRoutes('c-1', [
          'd0c00000-0000-4000-8000-000000000001',
          'd0c00000-0000-4000-8000-000000000003',
        ]),
        'POST /api/consultations/c-1/documents/email': () =>
          json({
            message: 'E-mail enviado ao tutor com todos os documentos prontos.',
            sent: [
              { id: 'd0c00000-0000-4000-8000-000000000001', type: 'anamnese' },
              { id: 'd0c00000-0000-4000-8000-000000000003', type: 'diagnostico' },
            ],
            leftOut: [],
          }),
      },
      PROFILE,
      ready,
    );
    await user.click(screen.getByRole('button', { name: 'Cópia do prontuário ao tutor' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Vão 2 documentos');
    await user.type(within(dialog).getByLabelText('E-mail do tutor'), 'maria@exemplo.com.br');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar e-mail' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posted = api.requests.find((r) => r.method === 'POST' && r.path.endsWith('/documents/email'));
    expect((posted?.body as { types?: string[] } | undefined)?.types).toEqual(['anamnese', 'diagnostico']);
  });

  it('is not offered before the anamnese or the diagnóstico is ready', async () => {
    setup();
    await screen.findByRole('button', { name: 'Enviar tudo ao tutor' });
    expect(screen.queryByRole('button', { name: 'Cópia do prontuário ao tutor' })).toBeNull();
  });
});

describe('Enviar tudo ao tutor', { timeout: 20_000 }, () => {
  it('e-mails every ready document at once with the responsável from the panel, then marks each sent', async () => {
    const { api, user } = setup({
      ...tutorLinkRoutes('c-1', [
        'd0c00000-0000-4000-8000-000000000002',
        'd0c00000-0000-4000-8000-000000000004',
      ]),
      'POST /api/consultations/c-1/documents/email': () =>
        json({
          message: 'E-mail enviado ao tutor com todos os documentos prontos.',
          sent: [
            { id: 'd0c00000-0000-4000-8000-000000000002', type: 'receita' },
            { id: 'd0c00000-0000-4000-8000-000000000004', type: 'orientacoes' },
          ],
          leftOut: [{ id: 'd0c00000-0000-4000-8000-000000000001', type: 'anamnese' }],
        }),
    });
    await user.type(screen.getByLabelText(/Endereço do responsável/), 'Rua das Flores, 10');
    const dialog = await openDialog(user);
    expect(dialog.textContent).toContain('Vão 2 documentos');
    expect(dialog.textContent).toContain('Ainda não prontos, ficam de fora: Anamnese.');
    // What the panel holds is shown, editable, in the dialog.
    expect((within(dialog).getByLabelText('Nome do responsável') as HTMLInputElement).value).toBe(
      'Maria José da Conceição',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Enviar e-mail' }));
    expect(within(dialog).getByText('Informe um e-mail válido.')).toBeDefined();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('E-mail do tutor'), 'maria@exemplo.com.br');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar e-mail' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests.filter((r) => r.method === 'POST').at(-1)).toEqual({
      method: 'POST',
      path: '/api/consultations/c-1/documents/email',
      body: {
        to: 'maria@exemplo.com.br',
        tutorLink: expect.stringMatching(TUTOR_LINK_IN_MESSAGE),
        issue: { responsavelNome: 'Maria José da Conceição', responsavelEndereco: 'Rua das Flores, 10' },
        types: ['receita', 'orientacoes'],
      },
    });
    // The tutor's page got the sealed pack first: the documents issued as they print, never readable here.
    const pack = api.requests.find((r) => r.method === 'POST' && r.path.endsWith('/tutor-links'));
    expect(pack?.body).toMatchObject({
      documentIds: ['d0c00000-0000-4000-8000-000000000002', 'd0c00000-0000-4000-8000-000000000004'],
    });
    expect(JSON.stringify(pack?.body)).not.toContain('Maria');
    expect(toast.getAll().map((item) => item.title)).toContain(
      'E-mail enviado ao tutor com todos os documentos prontos.',
    );
    expect(markOf('receita')).toMatch(/^Enviado por e-mail às \d{2}:\d{2}$/);
    expect(markOf('orientacoes')).toMatch(/^Enviado por e-mail às \d{2}:\d{2}$/);
    expect(markOf('anamnese')).toBe('');
    // The e-mail typed in the dialog is the panel's too, for the next send of this visit.
    expect((screen.getByLabelText(/E-mail do tutor/) as HTMLInputElement).value).toBe('maria@exemplo.com.br');
  });

  it('opens one short WhatsApp message: the documents, the private link, signed by the vet and the clinic', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    const { user } = setup(
      tutorLinkRoutes('c-1', [
        'd0c00000-0000-4000-8000-000000000002',
        'd0c00000-0000-4000-8000-000000000004',
      ]),
    );
    await user.type(screen.getByLabelText(/Celular do tutor/), '11987654321');
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: /WhatsApp/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Abrir WhatsApp' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const url = new URL(String(open.mock.calls[0]?.[0]));
    expect(url.pathname).toBe('/5511987654321');
    const lines = (url.searchParams.get('text') ?? '').split('\n');
    expect(lines[7]).toMatch(TUTOR_LINK_IN_MESSAGE);
    expect(lines.toSpliced(7, 1)).toEqual([
      'Olá, Maria!',
      '',
      'Seguem os documentos da consulta de Thor:',
      '• *Receita*',
      '• *Orientações ao tutor*',
      '',
      'Leia e baixe em PDF pelo link privado (válido até 26/12/2026):',
      '',
      'Dúvidas? Fale com Clínica São Francisco: (11) 3333-4444.',
      '',
      'Helena Prado',
    ]);
    expect((url.searchParams.get('text') ?? '').length).toBeLessThanOrEqual(1000);
    await waitFor(() => expect(markOf('receita')).toMatch(/^Aberto no WhatsApp às \d{2}:\d{2}$/));
  });

  it('asks for the establishment inside the same dialog, once per visit, and lets the vet go without it', async () => {
    const { queryClient, user } = setup({}, { ...PROFILE, establishment: null });
    await waitFor(() => expect(queryClient.getQueryData(['profile'])).toBeDefined());
    let dialog = await openDialog(user);
    expect(
      await within(dialog).findByText(
        /Complete os dados do estabelecimento para que o cabeçalho da receita saia completo/,
      ),
    ).toBeDefined();
    // The way of sending is in the same dialog: no new tab, no second dialog.
    expect(within(dialog).getByRole('group', { name: 'Como enviar' })).toBeDefined();
    expect(within(dialog).getByLabelText('Nome do estabelecimento')).toBeDefined();
    expect(within(dialog).getByRole('button', { name: /^Completar e / })).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Emitir sem o estabelecimento' }));
    expect(within(dialog).queryByLabelText('Nome do estabelecimento')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    dialog = await openDialog(user);
    expect(within(dialog).queryByText(/Complete os dados do estabelecimento/)).toBeNull();
  });

  it('saves the establishment typed in the dialog to the profile, then sends', async () => {
    const saved = { ...PROFILE, establishment: { name: 'Clínica Nova' } };
    const { api, queryClient, user } = setup(
      {
        ...tutorLinkRoutes('c-1', [
          'd0c00000-0000-4000-8000-000000000002',
          'd0c00000-0000-4000-8000-000000000004',
        ]),
        'PATCH /api/profile': () => json(saved),
        'POST /api/consultations/c-1/documents/email': () =>
          json({
            message: 'Enviado.',
            sent: [{ id: 'd0c00000-0000-4000-8000-000000000002', type: 'receita' }],
            leftOut: [],
          }),
      },
      { ...PROFILE, establishment: null },
    );
    await waitFor(() => expect(queryClient.getQueryData(['profile'])).toBeDefined());
    const dialog = await openDialog(user);
    // The name starts as the vet's own; emptied, it is asked for.
    const name = within(dialog).getByLabelText('Nome do estabelecimento');
    expect((name as HTMLInputElement).value).toBe(`${PROFILE.firstName} ${PROFILE.lastName}`);
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Completar e enviar e-mail' }));
    expect(await within(dialog).findByText('Informe o nome do estabelecimento.')).toBeDefined();
    await user.type(name, 'Clínica Nova');
    await user.type(within(dialog).getByLabelText(/E-mail do tutor/), 'tutor@example.com');
    await user.type(within(dialog).getByLabelText(/Endereço do responsável/), 'Rua A, 1');
    await user.click(within(dialog).getByRole('button', { name: 'Completar e enviar e-mail' }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.path === '/api/profile' && r.method === 'PATCH')?.body).toEqual({
        establishment: { name: 'Clínica Nova', cnpj: '', address: '', phone: '' },
      }),
    );
    await waitFor(() => expect(api.requests.some((r) => r.path.endsWith('/documents/email'))).toBe(true));
    expect(queryClient.getQueryData(['profile'])).toEqual(saved);
  });

  it('sends the tutor’s documents by default; the anamnese only when ticked', async () => {
    const records = [documentRecord('receita'), documentRecord('anamnese')];
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    mockApi({ routes: { 'GET /api/profile': () => json(PROFILE) } });
    render(
      <QueryClientProvider client={queryClient}>
        <IssueDraftProvider>
          <SendAllToTutor consultationId="c-1" documents={records} />
        </IssueDraftProvider>
      </QueryClientProvider>,
    );
    const user = userEvent.setup({ delay: null });
    const dialog = await openDialog(user);
    const receita = within(dialog).getByRole('button', { name: 'Receita' });
    const anamnese = within(dialog).getByRole('button', { name: 'Anamnese' });
    expect(receita.getAttribute('aria-pressed')).toBe('true');
    expect(anamnese.getAttribute('aria-pressed')).toBe('false');
    expect(within(dialog).getByText('Vai 1 documento')).toBeDefined();
    await user.click(anamnese);
    expect(within(dialog).getByText('Vão 2 documentos')).toBeDefined();
    await user.click(receita);
    await user.click(anamnese);
    expect(within(dialog).getByText('Nenhum documento escolhido')).toBeDefined();
  });
});
