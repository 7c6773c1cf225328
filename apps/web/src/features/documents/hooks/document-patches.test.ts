import type { DocumentPatch } from '@vetvoz/domain';
import { describe, expect, it } from 'vitest';
import { documentRecord } from '../test/documents-fixtures.tsx';
import { applyDocumentPatch, keepStreamedContent, type StreamSteps } from './document-patches.ts';

const generating = documentRecord('anamnese', { status: 'generating', content: null });
const id = generating.id;
const patch = (base: number, seq: number, ops: DocumentPatch['ops']): DocumentPatch => ({
  documentId: id,
  base,
  seq,
  ops,
});

describe('document patches on the page', () => {
  it('apply in order from the step the page holds, and refuse a gap', () => {
    const steps: StreamSteps = new Map([[id, 0]]);
    let records = applyDocumentPatch(
      [generating],
      steps,
      patch(0, 1, [{ op: 'set', path: [], value: { a: 'x' } }]),
    );
    records = applyDocumentPatch(records, steps, patch(1, 2, [{ op: 'append', path: ['a'], text: 'yz' }]));
    expect(records?.[0]?.content).toEqual({ a: 'xyz' });
    expect(steps.get(id)).toBe(2);
    // A patch from step 3 while the page is at 2: a gap, nothing changes.
    expect(
      applyDocumentPatch(records, steps, patch(3, 4, [{ op: 'append', path: ['a'], text: '!' }])),
    ).toBeUndefined();
    expect(steps.get(id)).toBe(2);
    // Nor does one whose operation does not fit the content, or one for a document already ready.
    expect(
      applyDocumentPatch(records, steps, patch(2, 3, [{ op: 'append', path: ['b'], text: '!' }])),
    ).toBeUndefined();
    const ready = [{ ...generating, status: 'ready' as const, content: { a: 'xyz' } }];
    expect(
      applyDocumentPatch(ready, steps, patch(2, 3, [{ op: 'append', path: ['a'], text: '!' }])),
    ).toBeUndefined();
  });

  it('keep the streamed content when the list is read again while the stream follows the document', () => {
    const held = [{ ...generating, content: { a: 'streamed further' } }];
    const stored = [{ ...generating, content: { a: 'stored' } }];
    expect(keepStreamedContent(stored, held, new Map([[id, 5]]))[0]?.content).toEqual({
      a: 'streamed further',
    });
    // With no step (the stream is down), the stored content is what there is.
    expect(keepStreamedContent(stored, held, new Map())[0]?.content).toEqual({ a: 'stored' });
  });
});
