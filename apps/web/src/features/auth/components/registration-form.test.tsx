import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { completeCpf } from '@vetvoz/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/ui/toast/index.ts';
import { json, mockApi, VET } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const VALID_CPF = completeCpf('529982247');
const REGISTERING = { pathname: '/login', state: { registering: true } };

beforeEach(() => {
  // jsdom decodes no images and has no object URLs: the browser's parts of the photo check.
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width: 400, height: 300, close: () => undefined })),
  );
  URL.createObjectURL = vi.fn(() => 'blob:foto-escolhida');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => toast.clear());

/** The API of a successful sign-up: /api/me answers the new user once the account exists. */
function signUpApi(routes: NonNullable<Parameters<typeof mockApi>[0]>['routes'] = {}) {
  let signedIn = false;
  return mockApi({
    routes: {
      'GET /api/me': () => json({ user: signedIn ? VET : null }),
      'POST /api/accounts/sign-up': () => {
        signedIn = true;
        return json({ user: VET });
      },
      ...routes,
    },
  });
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Nome'), 'Helena');
  await user.type(screen.getByLabelText('Sobrenome'), 'Prado');
  await user.type(screen.getByLabelText('E-mail'), 'Helena@Clinica.vet.br');
  await user.type(screen.getByLabelText('Telefone'), '11987654321');
  await user.type(screen.getByLabelText('CPF'), VALID_CPF);
  await user.type(screen.getByLabelText('CRMV'), '12345/SP');
  await user.selectOptions(screen.getByLabelText('Função'), 'Médico(a)-veterinário(a)');
  await user.type(screen.getByLabelText('Senha'), 'senha-segura-123');
  await user.type(screen.getByLabelText('Confirmar senha'), 'senha-segura-123');
  await user.click(
    screen.getByRole('checkbox', { name: 'Li e aceito os Termos de Uso e a Política de Privacidade' }),
  );
}

/** The message shown under a field, found through the field's own aria-describedby. */
function messageOf(label: string, role?: 'checkbox'): string | null {
  const field = role ? screen.getByRole(role, { name: label }) : screen.getByLabelText(label);
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((node) => node?.id.endsWith('-erro'));
  return error?.textContent ?? null;
}

// Whole-app flows with much typing: slower than unit tests, more so on a busy machine.
describe('registration form', { timeout: 20_000 }, () => {
  it("masks CPF and phone while typing, with the spec's lengths and phone keyboards", async () => {
    mockApi({ me: null });
    const user = userEvent.setup({ delay: null });
    renderApp(REGISTERING);
    const cpf = (await screen.findByLabelText('CPF')) as HTMLInputElement;
    const phone = screen.getByLabelText('Telefone') as HTMLInputElement;
    await user.type(cpf, '52998224725999');
    await user.type(phone, '1132654321');
    expect(cpf.value).toBe('529.982.247-25');
    expect(phone.value).toBe('(11) 3265-4321');
    await user.clear(phone);
    await user.type(phone, '11932654321');
    expect(phone.value).toBe('(11) 93265-4321');
    expect(cpf.maxLength).toBe(14);
    expect(phone.maxLength).toBe(15);
    expect(cpf.inputMode).toBe('numeric');
    expect(phone.inputMode).toBe('tel');
  });

  it('offers "Médico(a)-veterinário(a)" and "Estudante", keeping the stored values', async () => {
    mockApi({ me: null });
    renderApp(REGISTERING);
    const role = (await screen.findByLabelText('Função')) as HTMLSelectElement;
    const options = Array.from(role.options)
      .filter((option) => option.value)
      .map((option) => [option.value, option.textContent]);
    expect(options).toEqual([
      ['veterinario', 'Médico(a)-veterinário(a)'],
      ['estudante', 'Estudante'],
    ]);
  });

  it('shows each validation message under its field and sends nothing', async () => {
    const api = mockApi({ me: null });
    const user = userEvent.setup({ delay: null });
    renderApp(REGISTERING);
    await user.type(await screen.findByLabelText('CPF'), '11111111111');
    await user.type(screen.getByLabelText('Senha'), 'senha-segura-123');
    await user.type(screen.getByLabelText('Confirmar senha'), 'senha-segura-124');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));

    expect(messageOf('Nome')).toBe('Informe seu nome.');
    expect(messageOf('Sobrenome')).toBe('Informe seu sobrenome.');
    expect(messageOf('E-mail')).toBe('Informe seu e-mail.');
    expect(messageOf('Telefone')).toBe('Informe seu telefone.');
    expect(messageOf('CPF')).toBe('CPF inválido');
    expect(messageOf('CRMV')).toBe('Informe seu CRMV.');
    expect(messageOf('Função')).toBe('Escolha Médico(a)-veterinário(a) ou Estudante.');
    expect(messageOf('Confirmar senha')).toBe('As senhas não coincidem');
    expect(messageOf('Li e aceito os Termos de Uso e a Política de Privacidade', 'checkbox')).toBe(
      'Você precisa aceitar os termos de uso e a política de privacidade',
    );
    expect(screen.getByLabelText('CPF').getAttribute('aria-invalid')).toBe('true');
    // The first invalid field takes the focus; what was typed stays.
    expect(document.activeElement).toBe(screen.getByLabelText('Nome'));
    expect((screen.getByLabelText('CPF') as HTMLInputElement).value).toBe('111.111.111-11');
    expect(api.requests.some((request) => request.path === '/api/accounts/sign-up')).toBe(false);

    // Editing a field takes its message away.
    await user.type(screen.getByLabelText('Nome'), 'Helena');
    expect(messageOf('Nome')).toBeNull();
  });

  it('asks for both consents in one box, with one message until both are accepted', async () => {
    mockApi({ me: null });
    const user = userEvent.setup({ delay: null });
    renderApp(REGISTERING);
    const box = await screen.findByRole('checkbox', {
      name: 'Li e aceito os Termos de Uso e a Política de Privacidade',
    });
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(
      screen.getAllByText('Você precisa aceitar os termos de uso e a política de privacidade'),
    ).toHaveLength(1);
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });

  it('opens the terms and the privacy policy in a modal whose "Aceitar e continuar" accepts that text', async () => {
    mockApi({ me: null });
    const user = userEvent.setup({ delay: null });
    renderApp(REGISTERING);
    const box = await screen.findByRole('checkbox', {
      name: 'Li e aceito os Termos de Uso e a Política de Privacidade',
    });
    const termsButton = screen.getByRole('button', { name: 'Termos de Uso' });
    await user.click(termsButton);
    const dialog = screen.getByRole('dialog', { name: 'Termos de Uso' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(3);
    await user.click(within(dialog).getByRole('button', { name: 'Aceitar e continuar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(termsButton);
    // One of two texts accepted: the box is ticked once both are.
    expect(box).toHaveProperty('checked', false);

    await user.click(screen.getByRole('button', { name: 'Política de Privacidade' }));
    const privacyDialog = screen.getByRole('dialog', { name: 'Política de Privacidade' });
    // Escape closes without accepting.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(box).toHaveProperty('checked', false);
    expect(privacyDialog.hasAttribute('open')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Política de Privacidade' }));
    await user.click(screen.getByRole('button', { name: 'Aceitar e continuar' }));
    expect(box).toHaveProperty('checked', true);
  });

  it('says "Criando conta...", then "Conta criada!", sends the photo and goes to /consultation', async () => {
    let finishSignUp: () => void = () => undefined;
    let signedIn = false;
    const api = mockApi({
      routes: {
        'GET /api/me': () => json({ user: signedIn ? VET : null }),
        'POST /api/accounts/sign-up': () =>
          new Promise<Response>((resolve) => {
            finishSignUp = () => {
              signedIn = true;
              resolve(json({ user: VET }));
            };
          }),
        'PUT /api/profile/photo': () => json({ photoURL: '/api/profile/photo?v=1' }),
      },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp(REGISTERING);
    await user.upload(
      await screen.findByLabelText('Escolher foto'),
      new File(['png'], 'foto.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('button', { name: 'Remover foto' })).toBeDefined();
    await fillValidForm(user);
    await user.click(screen.getByRole('checkbox', { name: 'Aceito receber novidades e contato do VetVoz' }));
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));

    const submitting = await screen.findByRole('button', { name: 'Criando conta...' });
    expect(submitting).toHaveProperty('disabled', true);
    finishSignUp();
    const created = await screen.findByRole('button', { name: 'Conta criada!' });
    expect(created.className).toContain('bg-emerald-600');
    await waitFor(() => expect(router.state.location.pathname).toBe('/consultation'));

    const signUp = api.requests.find((request) => request.path === '/api/accounts/sign-up');
    expect(signUp?.body).toEqual({
      firstName: 'Helena',
      lastName: 'Prado',
      email: 'helena@clinica.vet.br',
      password: 'senha-segura-123',
      cpf: VALID_CPF,
      phone: '11987654321',
      crmv: '12345/SP',
      role: 'veterinario',
      plan: 'gratis',
      allowContact: true,
      acceptTerms: true,
      acceptPrivacy: true,
    });
    const upload = api.fetchMock.mock.calls.find(([url]) => url === '/api/profile/photo');
    const uploaded = upload?.[1]?.body;
    expect(uploaded instanceof FormData && uploaded.get('photo')).toBeInstanceOf(File);
  });

  it('shows the duplicate e-mail message as is, keeping everything typed', async () => {
    mockApi({
      me: null,
      routes: {
        'POST /api/accounts/sign-up': () =>
          json(
            {
              code: 'EMAIL_TAKEN',
              message: 'Este e-mail já está em uso. Por favor, use outro e-mail ou faça login.',
              field: 'email',
            },
            409,
          ),
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp(REGISTERING);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Este e-mail já está em uso. Por favor, use outro e-mail ou faça login.',
    );
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('Helena');
    expect(screen.getByRole('button', { name: 'Criar conta' })).toHaveProperty('disabled', false);
  });

  it('shows any other failure after "Erro ao criar conta:"', async () => {
    mockApi({
      me: null,
      routes: {
        'POST /api/accounts/sign-up': () =>
          json(
            { code: 'CPF_TAKEN', message: 'Este CPF já está cadastrado em outra conta.', field: 'cpf' },
            409,
          ),
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp(REGISTERING);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Erro ao criar conta: Este CPF já está cadastrado em outra conta.',
    );
  });

  it('accepts only files that are images and decode as one', async () => {
    mockApi({ me: null });
    const user = userEvent.setup({ applyAccept: false, delay: null });
    renderApp(REGISTERING);
    const input = await screen.findByLabelText('Escolher foto');
    await user.upload(input, new File(['olá'], 'foto.png', { type: 'text/plain' }));
    expect(await screen.findByText('Escolha um arquivo de imagem (JPG, PNG ou WebP).')).toBeDefined();
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      }),
    );
    await user.upload(input, new File(['não é png'], 'falsa.png', { type: 'image/png' }));
    expect(await screen.findByText('Não foi possível abrir esta imagem. Escolha outra foto.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Remover foto' })).toBeNull();
    expect(input.getAttribute('accept')).toBe('image/*');
  });

  it('creates the account even when the photo upload fails, with a warning', async () => {
    signUpApi({
      'PUT /api/profile/photo': () =>
        json({ code: 'VALIDATION', message: 'Envie uma imagem (JPG, PNG ou WebP).' }, 400),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp(REGISTERING);
    await user.upload(
      await screen.findByLabelText('Escolher foto'),
      new File(['png'], 'foto.png', { type: 'image/png' }),
    );
    await screen.findByRole('button', { name: 'Remover foto' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/consultation'));
    expect(toast.getAll()).toMatchObject([
      { type: 'warning', title: 'Sua conta foi criada, mas a foto não foi enviada.' },
    ]);
  });

  it('shows a plan chosen on the plans page read-only and continues through the paid branch', async () => {
    // A server without payment configured: the paid branch says so and goes on to /consultation.
    const api = signUpApi({
      'POST /api/subscription/checkout': () =>
        json({ code: 'PAYMENT_UNAVAILABLE', message: 'Pagamento indisponível.' }, 503),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp({ pathname: '/login', state: { fromPlans: true, selectedPlan: 'anual' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Criar conta' })).toBeDefined();
    const plan = screen.getByLabelText('Plano escolhido') as HTMLInputElement;
    expect(plan.value).toBe('Pro Anual');
    expect(plan.readOnly).toBe(true);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/consultation'));
    expect(api.requests.find((request) => request.path === '/api/accounts/sign-up')?.body).toMatchObject({
      plan: 'anual',
    });
    expect(toast.getAll()).toMatchObject([{ type: 'info' }]);
  });

  it('has no plan field when no plan was chosen', async () => {
    mockApi({ me: null });
    renderApp(REGISTERING);
    await screen.findByLabelText('Nome');
    expect(screen.queryByLabelText('Plano escolhido')).toBeNull();
  });
});
