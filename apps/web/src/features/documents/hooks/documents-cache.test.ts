import { QueryClient } from '@tanstack/react-query';
import type { DocumentRecord } from '@vetvoz/domain';
import { describe, expect, it } from 'vitest';
import { documentsKey } from '../api/documents.ts';
import { documentRecord } from '../test/documents-fixtures.tsx';
import { upsertDocuments } from './documents-cache.ts';

const at = (time: string) => `2026-11-21T12:${time}.000Z`;

describe('upsertDocuments', () => {
  it('keeps one record per type in the form order and ignores an event older than what it holds', () => {
    const client = new QueryClient();
    const key = documentsKey('c-1');
    upsertDocuments(client, 'c-1', [
      documentRecord('orientacoes'),
      documentRecord('receita', { content: { orientacoesGerais: 'v2' }, updatedAt: at('10:00') }),
    ]);
    // A save's answer came first; the stream's older read of the same document arrives after it.
    upsertDocuments(client, 'c-1', [
      documentRecord('receita', { content: { orientacoesGerais: 'v1' }, updatedAt: at('09:59') }),
    ]);
    const held = client.getQueryData<DocumentRecord[]>(key) ?? [];
    expect(held.map((doc) => doc.type)).toEqual(['receita', 'orientacoes']);
    expect((held[0]?.content as { orientacoesGerais: string } | undefined)?.orientacoesGerais).toBe('v2');

    // Generating the type again (a new id) replaces it.
    upsertDocuments(client, 'c-1', [
      documentRecord('receita', { id: 'd-new', status: 'generating', content: {}, updatedAt: at('11:00') }),
    ]);
    const replaced = client.getQueryData<DocumentRecord[]>(key) ?? [];
    expect(replaced.map((doc) => `${doc.type}:${doc.id}`)).toEqual([
      'receita:d-new',
      'orientacoes:d0c00000-0000-4000-8000-000000000004',
    ]);
  });
});
