import { screen, waitFor } from '@testing-library/react';
import type { UnitSummary } from '@vetvoz/domain';
import { describe, expect, it } from 'vitest';
import { json, mockApi, VET } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { unitSummary } from '../test/unit-fixtures.ts';

/** docs/product-rules.md §2/§6: the dashboard link, in the real header, for each kind of place in a unit. */
async function linkShownFor(units: UnitSummary[]) {
  const api = mockApi({
    me: VET,
    routes: { 'GET /api/business-units': () => json({ units, canSeeDashboard: false }) },
  });
  renderApp('/about');
  await screen.findByRole('link', { name: 'Histórico' });
  await waitFor(() => expect(api.requests.some((r) => r.path === '/api/business-units')).toBe(true));
  // Let the answer reach the header before judging.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return screen.queryByRole('link', { name: 'Painel da Unidade' }) !== null;
}

const other = { ownerID: 'u-owner', canManage: false };

describe('dashboard link', () => {
  it('shows to the owner by ownerID', async () => {
    expect(await linkShownFor([unitSummary()])).toBe(true);
  });

  it('shows to an active admin', async () => {
    expect(await linkShownFor([unitSummary({ ...other, myRole: 'admin', myStatus: 'active' })])).toBe(true);
  });

  it.each([
    ['a pending admin', [unitSummary({ ...other, myRole: 'admin', myStatus: 'pending' })]],
    ['a member', [unitSummary({ ...other, myRole: 'member', myStatus: 'active' })]],
    ['someone without units', []],
  ])('hides from %s', async (_who, units) => {
    expect(await linkShownFor(units)).toBe(false);
  });

  it('hides when the units cannot be read (product rules §8: a failed read is "not a member")', async () => {
    mockApi({ me: VET, routes: { 'GET /api/business-units': () => 'network-error' } });
    renderApp('/about');
    await screen.findByRole('link', { name: 'Histórico' });
    expect(screen.queryByRole('link', { name: 'Painel da Unidade' })).toBeNull();
  });
});
