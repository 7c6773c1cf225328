import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnitSummary } from '@vetvoz/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockApi, VET } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { forgetPatientDraft } from '../draft/patient-draft-store.ts';

afterEach(() => forgetPatientDraft());

const QUOTA = {
  used: 1,
  limit: 10,
  remaining: 9,
  periodStart: '2026-11-01T03:00:00.000Z',
  periodEnd: '2026-12-01T03:00:00.000Z',
};

const unit = (id: string, name: string, overrides: Partial<UnitSummary> = {}): UnitSummary => ({
  id,
  name,
  ownerID: 'u-owner',
  ownerName: 'Ana',
  createdAt: '2026-11-01T12:00:00.000Z',
  currentQueries: QUOTA.used,
  maxQueries: QUOTA.limit,
  plan: 'gratis',
  quota: QUOTA,
  myRole: 'member',
  myStatus: 'active',
  canManage: false,
  activeMembers: 3,
  ...overrides,
});

function withUnits(units: UnitSummary[]) {
  return mockApi({
    me: VET,
    routes: {
      'GET /api/business-units': () => json({ units, canSeeDashboard: false }),
      'POST /api/consultations': () => json({ code: 'VALIDATION', message: 'Parado no teste.' }, 400),
    },
  });
}

describe('personal or unit consultation', () => {
  it('shows no extra control to a vet without an active unit (a pending invitation is not one)', async () => {
    const api = withUnits([unit('unit-1', 'Clínica Boa Vista', { myStatus: 'pending' })]);
    renderApp('/consultation');
    await screen.findByLabelText('Nome do animal');
    await waitFor(() => expect(api.requests.some((r) => r.path === '/api/business-units')).toBe(true));
    expect(screen.queryByLabelText('Consulta')).toBeNull();
  });

  it('defaults to the remembered unit, remembers a new choice, and sends it with the consultation', async () => {
    window.localStorage.setItem(`vetvoz:unidade-da-consulta:${VET.id}`, 'unit-2');
    const api = withUnits([unit('unit-1', 'Clínica Boa Vista'), unit('unit-2', 'Hospital Sul')]);
    renderApp('/consultation');
    const choice = (await screen.findByLabelText('Consulta')) as HTMLSelectElement;
    expect(choice.value).toBe('unit-2');
    expect([...choice.options].map((option) => option.text)).toEqual([
      'Pessoal',
      'Unidade: Clínica Boa Vista',
      'Unidade: Hospital Sul',
    ]);

    const user = userEvent.setup();
    await user.selectOptions(choice, 'unit-1');
    expect(window.localStorage.getItem(`vetvoz:unidade-da-consulta:${VET.id}`)).toBe('unit-1');

    await user.type(screen.getByLabelText('Nome do animal'), 'Thor');
    await user.selectOptions(screen.getByLabelText('Espécie'), 'cao');
    await user.click(screen.getByRole('button', { name: /Digitar anotações/ }));
    await user.type(screen.getByLabelText('Anotações da consulta'), 'Vômito há dois dias, sem febre.');
    await user.click(screen.getByRole('button', { name: 'Usar estas anotações' }));
    await waitFor(() =>
      expect(
        api.requests.find((r) => r.method === 'POST' && r.path === '/api/consultations')?.body,
      ).toMatchObject({
        businessUnitId: 'unit-1',
        patient: { name: 'Thor', species: 'cao' },
      }),
    );

    await user.selectOptions(choice, '');
    expect(window.localStorage.getItem(`vetvoz:unidade-da-consulta:${VET.id}`)).toBeNull();
  });

  it('falls back to personal when the remembered unit is gone, and warns when a unit pool is used up', async () => {
    window.localStorage.setItem(`vetvoz:unidade-da-consulta:${VET.id}`, 'unit-left');
    withUnits([unit('unit-1', 'Clínica Boa Vista', { quota: { ...QUOTA, used: 10, remaining: 0 } })]);
    renderApp('/consultation');
    const choice = (await screen.findByLabelText('Consulta')) as HTMLSelectElement;
    expect(choice.value).toBe('');
    await userEvent.setup().selectOptions(choice, 'unit-1');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'As consultas de Clínica Boa Vista acabaram neste período; a cota renova em 01/12/2026.',
    );
    expect((screen.getByRole('button', { name: /Iniciar gravação/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
