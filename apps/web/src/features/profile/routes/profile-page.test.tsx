import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@vetvoz/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/ui/toast/index.ts';
import { json, mockApi, VET } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const PROFILE: Profile = {
  uid: VET.id,
  email: VET.email,
  firstName: 'Helena',
  lastName: 'Prado',
  phone: '11987654321',
  crmv: '12345/SP',
  cpf: '52998224725',
  birthDate: '1990-05-20',
  role: 'veterinario',
  plan: 'gratis',
  planIntent: null,
  consultations: { used: 3, limit: 10, remaining: 7 },
  allowContact: false,
  photoURL: null,
  createdAt: '2025-01-10T12:00:00.000Z',
  isAdmin: false,
  establishment: null,
};

const ESTABLISHMENT = {
  name: 'Clínica Veterinária São Francisco',
  cnpj: '11222333000181',
  crmvRegistration: 'PJ 4321/SP',
  address: 'Rua Conselheiro Brotero, 1.234 — São Paulo/SP',
  phone: '1133334444',
};

/** The signed-in vet as /api/me answers, with a confirmed address. */
const ME = { ...VET, emailVerified: true };

afterEach(() => toast.clear());

/** The free trial as GET /api/subscription answers it, with 3 of the 10 consultations used. */
const TRIAL_BILLING = {
  subscription: {
    checkoutSessionId: 'free_session',
    plan: 'gratis',
    planName: 'Grátis',
    status: 'trialing',
    statusLabel: 'Em teste',
    startedAt: '2025-01-10T12:00:00.000Z',
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    pastDueSince: null,
    businessUnitId: null,
  },
  quota: { allowed: true, limit: 10, used: 3, remaining: 7, level: 'ok', windowStart: null, windowEnd: null },
  paymentAvailable: true,
  portalAvailable: false,
};

function profileApi(routes: NonNullable<Parameters<typeof mockApi>[0]>['routes'] = {}) {
  return mockApi({
    me: ME,
    routes: {
      'GET /api/profile': () => json(PROFILE),
      'GET /api/subscription': () => json(TRIAL_BILLING),
      ...routes,
    },
  });
}

const toastTitles = () => toast.getAll().map((item) => item.title);

// Whole-app flows with much typing: slower than unit tests, more so on a busy machine.
describe('profile page', { timeout: 20_000 }, () => {
  it('shows the account: name, e-mail, masked CPF, role and plan read-only, editable fields filled', async () => {
    profileApi();
    renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 2, name: 'Dra. Helena Prado' })).toBeDefined();
    expect(await screen.findByText('529.982.247-25')).toBeDefined();
    expect(screen.getByText('Médico(a)-veterinário(a)')).toBeDefined();
    expect(await screen.findByText('Grátis')).toBeDefined();
    expect(screen.getByText('3 de 10 consultas usadas · 7 restantes')).toBeDefined();
    expect(screen.queryByText(/aguardando pagamento/)).toBeNull();
    expect(screen.getByText('20/05/1990')).toBeDefined();
    expect((screen.getByLabelText('Telefone') as HTMLInputElement).value).toBe('(11) 98765-4321');
    expect((screen.getByLabelText('CRMV') as HTMLInputElement).value).toBe('12345/SP');
    expect(screen.getByRole('button', { name: 'Salvar alterações' })).toHaveProperty('disabled', true);
    const download = screen.getByRole('link', { name: 'Baixar meus dados' });
    expect(download.getAttribute('href')).toBe('/api/profile/export');
    expect(download.hasAttribute('download')).toBe(true);
  });

  it('shows a paid plan picked at sign-up as waiting for payment, with the way to subscribe', async () => {
    mockApi({
      me: ME,
      routes: {
        'GET /api/profile': () => json({ ...PROFILE, planIntent: 'mensal' }),
        'GET /api/subscription': () =>
          json({
            ...TRIAL_BILLING,
            quota: { ...TRIAL_BILLING.quota, allowed: false, used: 10, remaining: 0, level: 'exhausted' },
          }),
      },
    });
    renderApp('/profile');
    const intent = await screen.findByText(/Plano escolhido no cadastro/);
    expect(intent.textContent).toBe('Plano escolhido no cadastro: Pro Mensal — aguardando pagamento.');
    // The plan in force stays the free trial until billing confirms a payment.
    expect(screen.getByText('Grátis')).toBeDefined();
    expect(screen.getByText('10 de 10 consultas usadas · nenhuma restante')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Assinar' }).getAttribute('href')).toBe('/plans');
  });

  it('saves name, masked phone, CRMV and the contact preference', async () => {
    const api = profileApi({
      'PATCH /api/profile': (init: RequestInit | undefined) => {
        const changes = JSON.parse(String(init?.body));
        return json({ ...PROFILE, ...changes, phone: String(changes.phone).replace(/\D/g, '') });
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/profile');
    const firstName = await screen.findByLabelText('Nome');
    await user.clear(firstName);
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(screen.getByText('Informe seu nome.')).toBeDefined();
    expect(api.requests.some((request) => request.method === 'PATCH')).toBe(false);

    await user.type(firstName, 'Helena Maria');
    const phone = screen.getByLabelText('Telefone') as HTMLInputElement;
    await user.clear(phone);
    await user.type(phone, '1132654321');
    expect(phone.value).toBe('(11) 3265-4321');
    await user.click(screen.getByRole('checkbox', { name: 'Aceito receber novidades e contato do VetVoz' }));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    await waitFor(() => expect(toastTitles()).toContain('Perfil atualizado.'));
    expect(api.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      firstName: 'Helena Maria',
      lastName: 'Prado',
      phone: '(11) 3265-4321',
      crmv: '12345/SP',
      allowContact: true,
    });
    expect(screen.getByRole('button', { name: 'Salvar alterações' })).toHaveProperty('disabled', true);
    // The header's name comes from the session: it is read again.
    expect(api.requests.filter((request) => request.path === '/api/me').length).toBeGreaterThan(1);
  });

  it('saves the establishment printed on documents: CNPJ masked and checked, phone masked', async () => {
    const api = profileApi({
      'PATCH /api/profile': (init: RequestInit | undefined) => {
        const { establishment } = JSON.parse(String(init?.body));
        return json({
          ...PROFILE,
          establishment: {
            ...establishment,
            cnpj: establishment.cnpj.replace(/\W/g, ''),
            phone: establishment.phone.replace(/\D/g, ''),
          },
        });
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/profile');
    await screen.findByRole('heading', { level: 2, name: 'Estabelecimento' });
    expect(screen.getByText('Aparece no cabeçalho dos documentos (receitas, atestados…).')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Remover' })).toBeNull();
    const save = screen.getByRole('button', { name: 'Salvar estabelecimento' });
    expect(save).toHaveProperty('disabled', true);

    const cnpj = screen.getByLabelText('CNPJ') as HTMLInputElement;
    await user.type(cnpj, '11222333000180');
    expect(cnpj.value).toBe('11.222.333/0001-80');
    await user.click(save);
    expect(screen.getByText('Informe o nome do estabelecimento.')).toBeDefined();
    expect(screen.getByText('CNPJ inválido.')).toBeDefined();
    expect(document.activeElement).toBe(screen.getByLabelText('Nome do estabelecimento'));
    expect(api.requests.some((request) => request.method === 'PATCH')).toBe(false);

    await user.type(screen.getByLabelText('Nome do estabelecimento'), ESTABLISHMENT.name);
    await user.clear(cnpj);
    await user.type(cnpj, '11222333000181');
    await user.type(screen.getByLabelText(/Registro no CRMV/), ESTABLISHMENT.crmvRegistration);
    await user.type(screen.getByLabelText('Endereço'), ESTABLISHMENT.address);
    const phone = screen.getByLabelText('Telefone do estabelecimento') as HTMLInputElement;
    await user.type(phone, '1133334444');
    expect(phone.value).toBe('(11) 3333-4444');
    await user.click(save);

    await waitFor(() => expect(toastTitles()).toContain('Estabelecimento salvo.'));
    expect(api.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      establishment: { ...ESTABLISHMENT, cnpj: '11.222.333/0001-81', phone: '(11) 3333-4444' },
    });
    expect(save).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Remover' })).toBeDefined();
    // The personal data form is untouched.
    expect((screen.getByLabelText('Telefone') as HTMLInputElement).value).toBe('(11) 98765-4321');
  });

  it('removes the establishment only after the confirmation', async () => {
    const api = profileApi({
      'GET /api/profile': () => json({ ...PROFILE, establishment: ESTABLISHMENT }),
      'PATCH /api/profile': () => json(PROFILE),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/profile');
    const name = (await screen.findByLabelText('Nome do estabelecimento')) as HTMLInputElement;
    expect(name.value).toBe(ESTABLISHMENT.name);
    expect((screen.getByLabelText('CNPJ') as HTMLInputElement).value).toBe('11.222.333/0001-81');
    expect((screen.getByLabelText('Telefone do estabelecimento') as HTMLInputElement).value).toBe(
      '(11) 3333-4444',
    );

    await user.click(screen.getByRole('button', { name: 'Remover' }));
    let dialog = screen.getByRole('dialog', { name: 'Remover o estabelecimento?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requests.some((request) => request.method === 'PATCH')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remover' }));
    dialog = screen.getByRole('dialog', { name: 'Remover o estabelecimento?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(toastTitles()).toContain('Estabelecimento removido.'));
    expect(api.requests.find((request) => request.method === 'PATCH')?.body).toEqual({ establishment: null });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(name.value).toBe('');
    expect(screen.queryByRole('button', { name: 'Remover' })).toBeNull();
  });

  it('changes the password: wrong current password under its field, then success', async () => {
    let attempts = 0;
    const api = profileApi({
      'POST /api/auth/change-password': () => {
        attempts += 1;
        return attempts === 1
          ? json(
              { code: 'WRONG_PASSWORD', message: 'A senha atual não confere.', field: 'currentPassword' },
              400,
            )
          : json({ token: null, user: { id: ME.id, email: ME.email, name: ME.name } });
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/profile');
    await user.type(await screen.findByLabelText('Senha atual'), 'senha-errada');
    await user.type(screen.getByLabelText('Nova senha'), 'nova-senha-123');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova-senha-124');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(screen.getByText('As senhas não coincidem')).toBeDefined();
    expect(attempts).toBe(0);

    await user.clear(screen.getByLabelText('Confirmar nova senha'));
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova-senha-123');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    // The form reads the code and field, not the text: any wording lands under the field.
    expect(await screen.findByText('A senha atual não confere.')).toBeDefined();
    expect(document.activeElement).toBe(screen.getByLabelText('Senha atual'));

    await user.clear(screen.getByLabelText('Senha atual'));
    await user.type(screen.getByLabelText('Senha atual'), 'senha-segura-123');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    await waitFor(() => expect(toastTitles()).toContain('Senha alterada.'));
    expect((screen.getByLabelText('Senha atual') as HTMLInputElement).value).toBe('');
    expect(
      api.requests.filter((request) => request.path === '/api/auth/change-password').at(-1)?.body,
    ).toEqual({
      currentPassword: 'senha-segura-123',
      newPassword: 'nova-senha-123',
      revokeOtherSessions: true,
    });
  });

  it('deletes the account after the prontuário warning, the export offer, the password and a typed confirmation', async () => {
    const api = profileApi({
      'POST /api/auth/delete-user': (init: RequestInit | undefined) =>
        JSON.parse(String(init?.body)).password === 'senha-segura-123'
          ? json({ success: true })
          : json({ code: 'WRONG_PASSWORD', message: 'Senha incorreta.', field: 'password' }, 400),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Excluir minha conta' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir minha conta' });
    // First: the duty to keep prontuários, what goes and what stays, and the export.
    expect(within(dialog).getByText(/pelo menos 5 anos/).textContent).toContain('CFMV');
    expect(within(dialog).getByText(/suas consultas, transcrições e documentos/)).toBeDefined();
    expect(within(dialog).getByText(/sua foto de perfil/)).toBeDefined();
    expect(within(dialog).getByText(/contagem de consultas usadas/)).toBeDefined();
    const download = within(dialog).getByRole('link', { name: 'Baixar meus dados' });
    expect(download.getAttribute('href')).toBe('/api/profile/export');
    expect(download.hasAttribute('download')).toBe(true);
    expect(within(dialog).queryByLabelText('Sua senha')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Sua senha'));
    const confirmation = within(dialog).getByLabelText('Para confirmar, digite EXCLUIR');

    await user.type(within(dialog).getByLabelText('Sua senha'), 'errada');
    await user.type(confirmation, 'excluir conta');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir conta definitivamente' }));
    expect(within(dialog).getByText('Digite EXCLUIR, em maiúsculas, para confirmar.')).toBeDefined();
    expect(api.requests.some((request) => request.path === '/api/auth/delete-user')).toBe(false);

    await user.clear(confirmation);
    await user.type(confirmation, 'EXCLUIR');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir conta definitivamente' }));
    expect(await within(dialog).findByText('Senha incorreta.')).toBeDefined();

    await user.clear(within(dialog).getByLabelText('Sua senha'));
    await user.type(within(dialog).getByLabelText('Sua senha'), 'senha-segura-123');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir conta definitivamente' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await within(screen.getByRole('banner')).findByRole('link', { name: 'Entrar' });
    expect(api.requests.filter((request) => request.path === '/api/auth/delete-user')).toHaveLength(2);
    expect(api.requests.some((request) => request.path === '/api/auth/sign-out')).toBe(true);
    expect(toastTitles()).toContain('Sua conta foi excluída.');
  });

  it('cancels the deletion without a request', async () => {
    const api = profileApi();
    const user = userEvent.setup({ delay: null });
    renderApp('/profile');
    const open = await screen.findByRole('button', { name: 'Excluir minha conta' });
    await user.click(open);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
    expect(api.requests.some((request) => request.path === '/api/auth/delete-user')).toBe(false);
  });

  it('changes and removes the photo', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 300, height: 300, close: () => undefined })),
    );
    URL.createObjectURL = vi.fn(() => 'blob:nova-foto');
    URL.revokeObjectURL = vi.fn();
    let image: string | null = null;
    const api = mockApi({
      routes: {
        'GET /api/me': () => json({ user: { ...ME, image } }),
        'GET /api/profile': () => json({ ...PROFILE, photoURL: image }),
        'PUT /api/profile/photo': () => {
          image = `/api/profile/photo?v=${image === null ? 'a1' : 'b2'}`;
          return json({ photoURL: image });
        },
        'DELETE /api/profile/photo': () => {
          image = null;
          return new Response(null, { status: 204 });
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/profile');
    await user.upload(
      await screen.findByLabelText('Escolher foto'),
      new File(['png'], 'foto.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(toastTitles()).toContain('Foto atualizada.'));
    await screen.findByLabelText('Trocar foto');
    await user.click(screen.getByRole('button', { name: 'Remover foto' }));
    await waitFor(() => expect(toastTitles()).toContain('Foto removida.'));
    expect(await screen.findByLabelText('Escolher foto')).toBeDefined();
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual(
      expect.arrayContaining(['PUT /api/profile/photo', 'DELETE /api/profile/photo']),
    );
  });

  it('keeps the summary and "Sair" when the profile cannot load, with a retry', async () => {
    mockApi({ me: ME });
    renderApp('/profile');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Não foi possível carregar os dados do seu perfil.',
    );
    // The page's own "Sair" (the phone menu in the header has one too).
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Sair' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeDefined();
  });
});
