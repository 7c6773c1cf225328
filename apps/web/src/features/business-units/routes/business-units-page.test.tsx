import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, VET } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { unitDetail, unitSummary } from '../test/unit-fixtures.ts';

const noInvitations = () => json({ invitations: [], emailVerified: true });

describe('/business-units', () => {
  it('says when the vet has no unit, and creates one with only the name (the owner is the session)', async () => {
    let units = [] as ReturnType<typeof unitSummary>[];
    const api = mockApi({
      me: VET,
      routes: {
        'GET /api/business-units': () => json({ units, canSeeDashboard: units.length > 0 }),
        'GET /api/business-units/invitations': noInvitations,
        'POST /api/business-units': () => {
          units = [unitSummary({ name: 'Clínica Nova' })];
          return json(units[0], 201);
        },
        'GET /api/business-units/unit-1': () => json(unitDetail({ name: 'Clínica Nova' })),
      },
    });
    renderApp('/business-units');
    expect(await screen.findByText('Você ainda não faz parte de nenhuma unidade.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Painel da Unidade' })).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Criar unidade' }));
    expect(await screen.findByText('Informe o nome da unidade.')).toBeTruthy();
    await user.type(screen.getByLabelText('Nome da unidade'), '  Clínica Nova ');
    await user.click(screen.getByRole('button', { name: 'Criar unidade' }));

    expect(await screen.findByRole('heading', { name: 'Clínica Nova' })).toBeTruthy();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ name: 'Clínica Nova' });
    // Owning a unit now shows the dashboard link (docs/product-rules.md §6), and its members open at once.
    expect(await screen.findByRole('link', { name: 'Painel da Unidade' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Membros de Clínica Nova' })).toBeTruthy();
  });

  it('shows an error with a way to try again when the list cannot be read', async () => {
    let fail = true;
    mockApi({
      me: VET,
      routes: {
        'GET /api/business-units': () =>
          fail
            ? json({ code: 'INTERNAL', message: 'Erro interno. Tente novamente.' }, 500)
            : json({ units: [], canSeeDashboard: false }),
        'GET /api/business-units/invitations': noInvitations,
      },
    });
    renderApp('/business-units');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar suas unidades.');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('Você ainda não faz parte de nenhuma unidade.')).toBeTruthy();
  });

  it('lists members with role and status, invites by e-mail and removes after confirming', async () => {
    const api = mockApi({
      me: VET,
      routes: {
        'GET /api/business-units': () => json({ units: [unitSummary()], canSeeDashboard: true }),
        'GET /api/business-units/invitations': noInvitations,
        'GET /api/business-units/unit-1': () => json(unitDetail()),
        'POST /api/business-units/unit-1/members': () =>
          json({ member: null, invitation: unitDetail().invitations[0], emailSent: true }, 201),
        'DELETE /api/business-units/unit-1/members/u-2': () => new Response(null, { status: 204 }),
      },
    });
    renderApp('/business-units');
    const table = await screen.findByRole('table', { name: 'Membros de Clínica Boa Vista' });
    const owner = within(table).getByRole('row', { name: /Dra. Helena Prado/ });
    expect(within(owner).getByText('Proprietário(a)')).toBeTruthy();
    expect(within(owner).queryByRole('button', { name: /Remover/ })).toBeNull();
    const invited = within(table).getByRole('row', { name: /carla@clinica.vet.br/ });
    expect(within(invited).getByText('Convite pendente')).toBeTruthy();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'carla@clinica.vet.br');
    await user.selectOptions(screen.getByLabelText('Papel'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Convidar' }));
    expect(await screen.findByText('Convite enviado para carla@clinica.vet.br.')).toBeTruthy();
    expect(api.requests.find((r) => r.path.endsWith('/members'))?.body).toEqual({
      email: 'carla@clinica.vet.br',
      role: 'admin',
    });

    await user.click(within(table).getByRole('button', { name: 'Remover Bruno Lima' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover Bruno Lima da unidade?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("puts product rules §8's server message beside our words when changing a role fails", async () => {
    mockApi({
      me: VET,
      routes: {
        'GET /api/business-units': () => json({ units: [unitSummary()], canSeeDashboard: true }),
        'GET /api/business-units/invitations': noInvitations,
        'GET /api/business-units/unit-1': () => json(unitDetail()),
        'PATCH /api/business-units/unit-1/members/u-2': () =>
          json(
            {
              code: 'INTERNAL',
              message:
                'Não foi possível alterar o papel desta pessoa na unidade. Tente de novo em instantes.',
              details: 'Failed to update business unit member',
            },
            500,
          ),
      },
    });
    renderApp('/business-units');
    const select = await screen.findByLabelText('Papel de Bruno Lima');
    await userEvent.setup().selectOptions(select, 'admin');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível alterar o papel desta pessoa na unidade.');
    expect(within(alert).getByText('Failed to update business unit member').getAttribute('lang')).toBe('en');
  });

  it('highlights the invitation the e-mail linked to and accepts it', async () => {
    let accepted = false;
    const api = mockApi({
      me: VET,
      routes: {
        'GET /api/business-units': () =>
          json({
            units: accepted
              ? [
                  unitSummary({
                    id: 'unit-9',
                    name: 'Hospital Sul',
                    ownerID: 'u-ana',
                    myRole: 'member',
                    canManage: false,
                  }),
                ]
              : [],
            canSeeDashboard: false,
          }),
        'GET /api/business-units/invitations': () =>
          json({
            invitations: accepted
              ? []
              : [
                  {
                    unitId: 'unit-8',
                    unitName: 'Clínica Norte',
                    role: 'member',
                    invitedAt: '2026-11-20T12:00:00.000Z',
                    ownerName: 'Rui',
                  },
                  {
                    unitId: 'unit-9',
                    unitName: 'Hospital Sul',
                    role: 'member',
                    invitedAt: '2026-11-21T12:00:00.000Z',
                    ownerName: 'Ana',
                  },
                ],
            emailVerified: true,
          }),
        'POST /api/business-units/unit-9/invitations/accept': () => {
          accepted = true;
          return json(
            unitSummary({
              id: 'unit-9',
              name: 'Hospital Sul',
              ownerID: 'u-ana',
              myRole: 'member',
              canManage: false,
            }),
          );
        },
      },
    });
    const { router } = renderApp('/business-units?convite=unit-9');
    const highlighted = await screen.findByTestId('convite-destacado');
    expect(within(highlighted).getByRole('heading', { name: 'Seu convite: Hospital Sul' })).toBeTruthy();
    // The linked one comes first.
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings.slice(0, 2)).toEqual(['Seu convite: Hospital Sul', 'Convite: Clínica Norte']);

    await userEvent
      .setup()
      .click(within(highlighted).getByRole('button', { name: 'Aceitar o convite de Hospital Sul' }));
    expect(await screen.findByText(/Convite aceito: você agora faz parte de Hospital Sul/)).toBeTruthy();
    expect(api.requests.some((r) => r.path === '/api/business-units/unit-9/invitations/accept')).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Hospital Sul' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
    // A plain member gets no dashboard link.
    expect(screen.queryByRole('link', { name: 'Painel da Unidade' })).toBeNull();
  });

  it('asks an unconfirmed account to confirm the e-mail, and names no unit until then', async () => {
    mockApi({
      me: VET,
      routes: {
        'GET /api/business-units': () => json({ units: [], canSeeDashboard: false }),
        // The server shows invitations only to a confirmed holder of the address.
        'GET /api/business-units/invitations': () => json({ invitations: [], emailVerified: false }),
      },
    });
    renderApp('/business-units?convite=unit-8');
    expect(
      await screen.findByText(/Para ver e aceitar convites, confirme seu e-mail pelo link que enviamos/),
    ).toBeTruthy();
    expect(screen.queryByText(/Não encontramos um convite pendente/)).toBeNull();
  });

  it('says when the link names no invitation of a confirmed account', async () => {
    mockApi({
      me: VET,
      routes: {
        'GET /api/business-units': () => json({ units: [], canSeeDashboard: false }),
        'GET /api/business-units/invitations': () => json({ invitations: [], emailVerified: true }),
      },
    });
    renderApp('/business-units?convite=unit-404');
    expect(
      await screen.findByText(/Não encontramos um convite pendente para helena@clinica.vet.br/),
    ).toBeTruthy();
    expect(screen.queryByText(/confirme seu e-mail/)).toBeNull();
  });
});
