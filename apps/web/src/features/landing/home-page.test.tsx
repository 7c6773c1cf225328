import { screen, waitFor, within } from '@testing-library/react';
import type { HistoryItem, Profile } from '@vetvoz/domain';
import { describe, expect, it } from 'vitest';
import { json, mockApi, VET } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { remainingLine } from './components/plan-usage.tsx';
import { todayLabel } from './components/signed-in-home.tsx';

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
  consultations: { used: 3, limit: 10, remaining: 7 },
  allowContact: false,
  photoURL: null,
  createdAt: '2025-01-10T12:00:00.000Z',
  isAdmin: false,
  establishment: null,
};

function consultation(n: number, name: string): HistoryItem {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    patient: { name, species: 'cao' },
    status: 'ready',
    transcriptTooShort: false,
    durationSeconds: 600,
    createdAt: new Date(Date.UTC(2025, 2, 20 - n, 15, 0)).toISOString(),
    excerpt: 'Transcrição.',
    documentCount: 2,
  };
}

const NAMES = ['Thor', 'Mel', 'Luna', 'Bidu', 'Nina', 'Fred'];

function signedIn({ items = NAMES.map((name, i) => consultation(i + 1, name)), profile = PROFILE } = {}) {
  return mockApi({
    me: VET,
    routes: {
      'GET /api/consultations': () => json({ items, nextCursor: null }),
      'GET /api/profile': () => json(profile),
    },
  });
}

describe('"/" for a signed-in vet', () => {
  it('greets by first name and offers "Nova consulta" instead of the marketing hero', async () => {
    signedIn();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Helena' })).toBeDefined();
    const start = screen.getByRole('link', { name: 'Nova consulta' });
    expect(start.getAttribute('href')).toBe('/consultation');
    expect(screen.queryByRole('link', { name: 'Comece agora' })).toBeNull();
    expect(screen.queryByRole('heading', { name: /Menos digitação/ })).toBeNull();
    // The title follows the route in an effect, a beat after the heading on a busy machine.
    await waitFor(() => expect(document.title).toBe('Início | VetVoz'));
  });

  it('lists the latest consultations, each opening its page, with the way to the whole history', async () => {
    signedIn();
    renderApp('/');
    const recent = await screen.findByRole('region', { name: 'Consultas recentes' });
    const links = await within(recent).findAllByRole('link', { name: /Cão/ });
    // The newest four, in order; the older ones stay in the history.
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      [1, 2, 3, 4].map((n) => `/consultation?id=${consultation(n, '').id}`),
    );
    expect(within(recent).getByRole('link', { name: /^Thor/ })).toBe(links[0]);
    expect(within(recent).queryByText('Nina')).toBeNull();
    expect(within(recent).getByRole('link', { name: 'Ver histórico' }).getAttribute('href')).toBe('/history');
  });

  it('says so when there is no consultation yet', async () => {
    signedIn({ items: [] });
    renderApp('/');
    const recent = await screen.findByRole('region', { name: 'Consultas recentes' });
    expect(await within(recent).findByText(/Nenhuma consulta ainda/)).toBeDefined();
    expect(within(recent).queryByRole('link', { name: 'Ver histórico' })).toBeNull();
  });

  it('shows the plan and what is left of it, and the way to the plans when it ran out', async () => {
    signedIn();
    const { unmount } = renderApp('/');
    const plan = await screen.findByRole('region', { name: 'Seu plano' });
    await waitFor(() => expect(plan.textContent).toContain('Plano Grátis'));
    expect(plan.textContent).toContain('Restam 7 de 10 consultas');
    expect(within(plan).queryByRole('link', { name: 'Ver planos' })).toBeNull();
    unmount();

    signedIn({ profile: { ...PROFILE, consultations: { used: 10, limit: 10, remaining: 0 } } });
    renderApp('/');
    const used = await screen.findByRole('region', { name: 'Seu plano' });
    expect(used.textContent).toContain('Nenhuma das 10 consultas restante');
    expect(within(used).getByRole('link', { name: 'Ver planos' }).getAttribute('href')).toBe('/plans');
  });

  it('leaves the plan out when the profile cannot be read, keeping the rest', async () => {
    mockApi({
      me: VET,
      routes: { 'GET /api/consultations': () => json({ items: [], nextCursor: null }) },
    });
    renderApp('/');
    await screen.findByText(/Nenhuma consulta ainda/);
    expect(screen.getByRole('link', { name: 'Nova consulta' })).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Seu plano' })).toBeNull();
  });
});

describe('"/" for a visitor', () => {
  it('is the marketing page, and neither page shows while the session is unknown', async () => {
    mockApi({ me: null });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Menos digitação/ })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Nova consulta' })).toBeNull();
  });

  it('shows a loading state while the session is unknown', async () => {
    mockApi({ me: 'never' });
    renderApp('/');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getAllByRole('status').some((node) => node.textContent === 'Carregando…')).toBe(true);
  });
});

describe('home texts', () => {
  it('words the plan balance and the date in Portuguese', () => {
    expect(remainingLine({ used: 9, limit: 10, remaining: 1 })).toBe('Resta 1 de 10 consultas');
    expect(remainingLine({ used: 2, limit: 150, remaining: 148 })).toBe('Restam 148 de 150 consultas');
    expect(todayLabel(new Date(2025, 2, 10, 12))).toBe('Segunda-feira, 10 de março');
  });
});
