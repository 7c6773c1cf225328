import { screen } from '@testing-library/react';
import type { DocumentRecord } from '@vetvoz/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../test/mock-api.ts';
import { documentRecord, FakeEventSource, renderSection } from '../test/documents-fixtures.tsx';

beforeEach(() => FakeEventSource.install());

function api(existing: DocumentRecord[] = []) {
  let current = existing;
  return mockApi({
    routes: {
      'GET /api/consultations/c-1/documents': () => json({ documents: current }),
      'POST /api/consultations/c-1/documents': (init) => {
        const { types } = JSON.parse(String(init?.body)) as { types: DocumentRecord['type'][] };
        current = types.map((type) => documentRecord(type, { status: 'generating', content: {} }));
        return json({ documents: current }, 202);
      },
    },
  });
}

describe('documents drafted when the recording ends', { timeout: 20_000 }, () => {
  it('starts the usual documents at once, without a click, and says it was asked', async () => {
    const calls = api();
    const asked = vi.fn();
    renderSection(undefined, { autoGenerate: true, onAutoGenerateAsked: asked });
    expect(await screen.findAllByRole('tab', { name: /\(gerando\)/ })).toHaveLength(3);
    expect(calls.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { types: ['anamnese', 'receita', 'orientacoes'] },
    ]);
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('leaves a consultation that already has documents alone', async () => {
    const calls = api([documentRecord('receita', { content: { itens: [] } })]);
    renderSection(undefined, { autoGenerate: true });
    expect(await screen.findByRole('tab', { name: /^Receita/ })).toBeDefined();
    expect(calls.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('waits for the vet when the choice is off', async () => {
    const calls = api();
    renderSection();
    expect(await screen.findByRole('button', { name: 'Gerar documentos' })).toBeDefined();
    expect(calls.requests.some((r) => r.method === 'POST')).toBe(false);
  });
});
