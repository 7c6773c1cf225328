import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TutorLink } from '@vetvoz/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../../../../components/ui/toast/index.ts';
import { json, mockApi } from '../../../../test/mock-api.ts';
import { TutorLinksPanel } from './tutor-links-panel.tsx';

const LINK: TutorLink = {
  id: 'l-1',
  token: 'AAAAAAAAAAAAAAAAAAAAAA',
  url: 'http://localhost/t/AAAAAAAAAAAAAAAAAAAAAA',
  documentTypes: ['receita', 'orientacoes'],
  createdAt: '2026-11-26T15:00:00.000Z',
  expiresAt: '2026-12-26T15:00:00.000Z',
  revokedAt: null,
  status: 'active',
};

afterEach(() => toast.clear());

describe('the links sent to the tutor', () => {
  it('lists what each link holds and until when, and revokes one', async () => {
    let links = [
      LINK,
      { ...LINK, id: 'l-0', status: 'expired' as const, documentTypes: ['anamnese' as const] },
    ];
    const api = mockApi({
      routes: {
        'GET /api/consultations/c-1/tutor-links': () => json({ links }),
        'POST /api/tutor-links/l-1/revoke': () => {
          links = links.map((link) =>
            link.id === 'l-1' ? { ...link, status: 'revoked' as const, revokedAt: LINK.createdAt } : link,
          );
          return json(links[0]);
        },
      },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <TutorLinksPanel consultationId="c-1" canRevoke />
      </QueryClientProvider>,
    );
    const region = await screen.findByRole('region', { name: 'Links enviados ao tutor' });
    expect(region.textContent).toContain('Receita, Orientações ao tutor');
    expect(region.textContent).toContain('Válido até 26/12/2026');
    expect(region.textContent).toContain('Expirou em 26/12/2026');
    // Only a live link can be revoked.
    expect(within(region).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(within(region).getByRole('button', { name: /^Revogar o link de Receita/ }));
    await waitFor(() => expect(region.textContent).toContain('Revogado'));
    expect(api.requests.some((r) => r.method === 'POST' && r.path === '/api/tutor-links/l-1/revoke')).toBe(
      true,
    );
    expect(toast.getAll().map((item) => item.title)).toContain(
      'Link revogado. O tutor não consegue mais abrir os documentos por ele.',
    );
  });

  it('shows nothing before any link was sent', async () => {
    const api = mockApi({ routes: { 'GET /api/consultations/c-2/tutor-links': () => json({ links: [] }) } });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { container } = render(
      <QueryClientProvider client={queryClient}>
        <TutorLinksPanel consultationId="c-2" canRevoke />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(api.requests.some((r) => r.path.endsWith('/tutor-links'))).toBe(true));
    expect(container.textContent).toBe('');
  });
});
