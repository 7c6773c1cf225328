import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toast } from '../../../components/ui/toast/index.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { documentRecord, FakeEventSource, renderSection } from '../test/documents-fixtures.tsx';

beforeEach(() => FakeEventSource.install());
afterEach(() => toast.clear());

describe('the documents stream', { timeout: 20_000 }, () => {
  it('ignores events that are not of its union and applies those that are', async () => {
    mockApi({
      routes: {
        'GET /api/consultations/c-1/documents': () =>
          json({ documents: [documentRecord('diagnostico', { status: 'generating', content: {} })] }),
      },
    });
    renderSection();
    const article = await screen.findByRole('article', { name: 'Diagnóstico' });
    expect(within(article).getByText('Gerando…')).toBeDefined();
    const source = FakeEventSource.latest();

    // A document without its fields, a snapshot of another shape, text that is not JSON.
    await source.emit('document', {
      document: { id: 'd0c00000-0000-4000-8000-000000000003', status: 'ready' },
    });
    await source.emit('snapshot', {
      documents: [{ id: 'd0c00000-0000-4000-8000-000000000003', status: 'failed' }],
    });
    await source.emit('document', '<html>');
    expect(within(article).getByText('Gerando…')).toBeDefined();
    expect(source.closed).toBe(false);

    await source.emit('document', {
      document: documentRecord('diagnostico', { content: { presuntivo: 'Otite externa.' } }),
    });
    expect(within(article).getByText('Otite externa.')).toBeDefined();
    expect(within(article).queryByText('Gerando…')).toBeNull();
  });

  it('shows the growing text from patches, and reads everything again when one does not follow', async () => {
    const id = 'd0c00000-0000-4000-8000-000000000003';
    mockApi({
      routes: {
        'GET /api/consultations/c-1/documents': () =>
          json({ documents: [documentRecord('diagnostico', { status: 'generating', content: null })] }),
      },
    });
    renderSection();
    const article = await screen.findByRole('article', { name: 'Diagnóstico' });
    const source = FakeEventSource.latest();
    await source.emit('snapshot', {
      documents: [documentRecord('diagnostico', { status: 'generating', content: null })],
      seqs: { [id]: 0 },
    });
    await source.emit('patch', {
      documentId: id,
      base: 0,
      seq: 1,
      ops: [{ op: 'set', path: [], value: { presuntivo: 'Otite' } }],
    });
    await source.emit('patch', {
      documentId: id,
      base: 1,
      seq: 2,
      ops: [{ op: 'append', path: ['presuntivo'], text: ' externa' }],
    });
    expect(await within(article).findByText(/Otite externa/)).toBeDefined();

    // Step 3 never arrived: step 4 does not apply; the page keeps what it showed and opens a new stream.
    await source.emit('patch', {
      documentId: id,
      base: 3,
      seq: 4,
      ops: [{ op: 'append', path: ['presuntivo'], text: ' bilateral' }],
    });
    expect(within(article).queryByText(/bilateral/)).toBeNull();
    expect(source.closed).toBe(true);
    const reopened = FakeEventSource.latest();
    expect(reopened).not.toBe(source);
    await reopened.emit('snapshot', {
      documents: [
        documentRecord('diagnostico', {
          status: 'generating',
          content: { presuntivo: 'Otite externa bilateral' },
        }),
      ],
      seqs: { [id]: 4 },
    });
    expect(await within(article).findByText(/Otite externa bilateral/)).toBeDefined();
  });
});
