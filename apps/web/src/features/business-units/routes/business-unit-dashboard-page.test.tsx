import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnitDashboard } from '@vetvoz/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, VET } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { QUOTA } from '../test/unit-fixtures.ts';

// jsdom has no canvas: a stand-in for uPlot records what the chart was given.
const drawn = vi.hoisted(() => [] as { data: unknown; width: number }[]);
vi.mock('uplot', () => ({
  default: class {
    static paths = { bars: () => () => null };
    width: number;
    height = 220;
    constructor(options: { width: number }, data: unknown) {
      this.width = options.width;
      drawn.push({ data, width: options.width });
    }
    setSize() {}
    destroy() {}
  },
}));

const days = Array.from({ length: 30 }, (_, index) => ({
  date: `2026-11-${String(index + 1).padStart(2, '0')}`,
  count: index === 23 ? 4 : index % 7 === 0 ? 1 : 0,
}));

function dashboard(overrides: Partial<UnitDashboard> = {}): UnitDashboard {
  return {
    units: [
      { id: 'unit-1', name: 'Clínica Boa Vista' },
      { id: 'unit-2', name: 'Hospital Sul' },
    ],
    unit: { id: 'unit-1', name: 'Clínica Boa Vista', plan: 'gratis' },
    quota: QUOTA,
    perDay: days,
    members: [
      {
        userID: 'u-1',
        name: 'Helena Prado',
        email: 'h@x.com',
        role: 'owner',
        status: 'active',
        consultations: 2,
      },
      {
        userID: 'u-2',
        name: 'Bruno Lima',
        email: 'b@x.com',
        role: 'member',
        status: 'active',
        consultations: 1,
      },
    ],
    pendingInvitations: [
      { email: 'carla@x.com', name: '', role: 'admin', invitedAt: '2026-11-03T12:00:00.000Z' },
    ],
    recentConsultations: [
      {
        id: 'c-1',
        patientName: 'Thor',
        species: 'cao',
        createdAt: '2026-11-24T15:00:00.000Z',
        authorId: 'u-2',
        authorName: 'Bruno Lima',
      },
    ],
    ...overrides,
  };
}

beforeEach(() => {
  drawn.length = 0;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

describe('/business-unit-dashboard', () => {
  it('shows the pool, the chart with its numbers, members, invitations and recent consultations', async () => {
    const api = mockApi({
      me: VET,
      routes: {
        'GET /api/business-units/dashboard': () => json(dashboard()),
        'GET /api/business-units': () => json({ units: [], canSeeDashboard: false }),
      },
    });
    const { router } = renderApp('/business-unit-dashboard');
    expect(await screen.findByRole('heading', { name: 'Consultas por dia (30 dias)' })).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'Consultas da unidade usadas' })).toBeTruthy();
    // The chart is drawn from the 30 days; the same numbers are a table for screen readers.
    await vi.waitFor(() => expect(drawn).toHaveLength(1));
    expect((drawn[0]?.data as number[][] | undefined)?.[1]).toEqual(days.map((day) => day.count));
    expect(screen.getByText(/o dia com mais foi .*24\/11, com 4\./)).toBeTruthy();
    expect(screen.getByText('Ver os números por dia (9 no total)')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Thor/ }).getAttribute('href')).toBe('/consultation?id=c-1');
    expect(screen.getByText('carla@x.com')).toBeTruthy();
    const members = screen.getByRole('table', { name: 'Consultas do período por membro' });
    expect(within(members).getByText('Bruno Lima')).toBeTruthy();

    await userEvent.setup().selectOptions(screen.getByLabelText('Unidade'), 'unit-2');
    expect(router.state.location.search).toBe('?unidade=unit-2');
    expect(api.requests.some((r) => r.path === '/api/business-units/dashboard')).toBe(true);
  });

  it('explains the page to someone who administers no unit', async () => {
    mockApi({
      me: VET,
      routes: {
        'GET /api/business-units/dashboard': () =>
          json({ code: 'NOT_FOUND', message: 'Não encontrado.' }, 404),
      },
    });
    renderApp('/business-unit-dashboard');
    expect(await screen.findByText(/Você ainda não administra nenhuma\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver Unidades de Negócio' })).toBeTruthy();
  });

  it('says so when there are no consultations or invitations yet', async () => {
    mockApi({
      me: VET,
      routes: {
        'GET /api/business-units/dashboard': () =>
          json(
            dashboard({
              units: [{ id: 'unit-1', name: 'Clínica Boa Vista' }],
              perDay: days.map((day) => ({ ...day, count: 0 })),
              recentConsultations: [],
              pendingInvitations: [],
            }),
          ),
      },
    });
    renderApp('/business-unit-dashboard');
    expect(await screen.findByText(/Nenhuma consulta da unidade ainda/)).toBeTruthy();
    expect(screen.getByText('Nenhum convite esperando resposta.')).toBeTruthy();
    expect(screen.queryByLabelText('Unidade')).toBeNull();
  });
});
