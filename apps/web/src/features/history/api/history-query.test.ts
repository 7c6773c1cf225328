import { ERROR_MESSAGES, type HistoryPage } from '@vetvoz/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/mock-api.ts';
import { EMPTY_FILTERS } from '../history-filters.ts';
import { fetchHistoryPage } from './history-query.ts';

const PAGE: HistoryPage = {
  items: [
    {
      id: '0b6f3c1e-2f4e-4a8a-9a3b-4f7d2d1c9e10',
      patient: { name: 'Mia', species: 'gato', neutered: true },
      status: 'ready',
      transcriptTooShort: false,
      durationSeconds: 300,
      createdAt: '2026-11-21T12:00:00.000Z',
      excerpt: 'A Mia está com otite no ouvido esquerdo…',
      documentCount: 2,
    },
  ],
  nextCursor: 'abc',
};

afterEach(() => vi.unstubAllGlobals());

describe('fetchHistoryPage', () => {
  it('reads a page with its response schema, asking for the filters and the cursor', async () => {
    const fetch = vi.fn(async () => json(PAGE));
    vi.stubGlobal('fetch', fetch);
    await expect(fetchHistoryPage({ ...EMPTY_FILTERS, species: 'gato' }, 'abc')).resolves.toEqual(PAGE);
    expect(String(fetch.mock.calls[0]?.[0 as never])).toBe('/api/consultations?species=gato&cursor=abc');
  });

  it('refuses a page that is not the contract', async () => {
    vi.stubGlobal('fetch', async () => json({ ...PAGE, items: [{ ...PAGE.items[0], documentCount: '2' }] }));
    await expect(fetchHistoryPage(EMPTY_FILTERS, null)).rejects.toMatchObject({
      code: 'INTERNAL',
      message: ERROR_MESSAGES.INTERNAL,
    });
  });
});
