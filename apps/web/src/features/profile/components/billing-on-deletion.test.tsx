import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PAID, summary, TRIAL } from '../../../test/billing-test-data.ts';
import { json, mockApi, VET } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

/** A unit the vet owns, on a paid plan, as GET /api/business-units lists it. */
const PAID_UNIT = {
  id: 'unit-1',
  name: 'Clínica Boa Vista',
  ownerID: VET.id,
  ownerName: VET.name,
  createdAt: '2026-11-01T12:00:00.000Z',
  currentQueries: 3,
  maxQueries: 150,
  plan: 'mensal',
  quota: {
    used: 3,
    limit: 150,
    remaining: 147,
    periodStart: '2026-11-01T12:00:00.000Z',
    periodEnd: '2026-12-01T12:00:00.000Z',
  },
  myRole: 'owner',
  myStatus: 'active',
  canManage: true,
  activeMembers: 2,
};

const PROFILE = {
  uid: VET.id,
  email: VET.email,
  firstName: 'Helena',
  lastName: 'Prado',
  phone: '11987654321',
  crmv: '12345/SP',
  cpf: '52998224725',
  birthDate: null,
  role: 'veterinario',
  plan: 'anual',
  planIntent: null,
  consultations: { used: 0, limit: 150, remaining: 150 },
  allowContact: false,
  photoURL: null,
  createdAt: '2025-01-10T12:00:00.000Z',
  isAdmin: false,
  establishment: null,
};

async function openDeletion(billing: unknown, units: unknown[]) {
  mockApi({
    me: VET,
    routes: {
      'GET /api/profile': () => json(PROFILE),
      'GET /api/subscription': () => json(billing),
      'GET /api/business-units': () => json({ units, canSeeDashboard: units.length > 0 }),
      'GET /api/business-units/invitations': () => json({ invitations: [], emailVerified: true }),
    },
  });
  renderApp('/profile');
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Excluir minha conta' }));
  return screen.getByRole('dialog', { name: 'Excluir minha conta' });
}

describe('the deletion dialog on billing', { timeout: 20_000 }, () => {
  it('tells a paying owner that the plans stop at Stripe and the unit goes with the account', async () => {
    const dialog = await openDeletion(summary(PAID, 3), [PAID_UNIT]);
    const section = await within(dialog).findByRole('region', { name: 'Assinaturas e unidades' });
    expect(section.textContent).toContain('Sua assinatura Pro Anual é cancelada no Stripe na hora');
    expect(section.textContent).toContain('A unidade Clínica Boa Vista é excluída com a sua conta');
    expect(section.textContent).toContain('O plano pago da unidade é cancelado no Stripe, sem reembolso.');
    expect(section.textContent).toContain('Se o Stripe não responder, nada é excluído');
  });

  it('says nothing of billing to a vet on the trial who owns no unit', async () => {
    const dialog = await openDeletion(summary(TRIAL, 3), []);
    expect(within(dialog).queryByRole('region', { name: 'Assinaturas e unidades' })).toBeNull();
  });
});
