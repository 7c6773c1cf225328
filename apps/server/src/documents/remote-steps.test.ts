import { applyPatchOps, type DocumentRecord } from '@vetvoz/domain';
import { describe, expect, it } from 'vitest';
import { REMOTE_STEP_BASE, remoteSteps } from './remote-steps.ts';

const record = (content: unknown, changes: Partial<DocumentRecord> = {}): DocumentRecord => ({
  id: 'doc-1',
  consultationId: 'c-1',
  type: 'anamnese',
  status: 'generating',
  content,
  generatedContent: null,
  editedAt: null,
  groundingFlags: [],
  promptVersion: 1,
  errorCode: null,
  errorMessage: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: new Date().toISOString(),
  ...changes,
});

describe('steps of a document generating on another node', () => {
  it('sends it whole once, then what each tick added, which applied gives the tick’s content', () => {
    const steps = remoteSteps();
    const first = steps.next(record({ queixa: 'Vômito' }), undefined);
    expect(first).toEqual({ kind: 'whole', seq: expect.any(Number) });
    let page = {
      seq: first.kind === 'whole' ? first.seq : undefined,
      content: { queixa: 'Vômito' } as unknown,
    };
    expect(page.seq).toBeGreaterThan(REMOTE_STEP_BASE);

    const grown = { queixa: 'Vômito há dois dias', historico: 'Cão SRD' };
    const second = steps.next(record(grown, { updatedAt: 'later' }), page.seq);
    if (second.kind !== 'patch') throw new Error(`expected a patch, got ${second.kind}`);
    expect(second.patch.base).toBe(page.seq);
    page = { seq: second.patch.seq, content: applyPatchOps(page.content, second.patch.ops)?.content };
    expect(page.content).toEqual(grown);

    expect(steps.next(record(grown), page.seq)).toEqual({ kind: 'none' });
  });

  it('sends it whole when the page is not at this stream’s last step, or more than the content changed', () => {
    const steps = remoteSteps();
    const first = steps.next(record({ a: '1' }), undefined);
    const seq = first.kind === 'whole' ? first.seq : undefined;
    // The page moved on by other means (a run in this process, a snapshot).
    expect(steps.next(record({ a: '12' }), 3).kind).toBe('whole');
    const again = steps.next(record({ a: '123' }), undefined);
    expect(again.kind).toBe('whole');
    const at = again.kind === 'whole' ? again.seq : undefined;
    expect(at).not.toBe(seq);
    // A change beside the content (here its prompt version) is not a patch.
    expect(steps.next(record({ a: '1234' }, { promptVersion: 2 }), at).kind).toBe('whole');
  });

  it('gives no step to a document that is no longer generating: the page takes it whole, as it is', () => {
    const steps = remoteSteps();
    const first = steps.next(record({ a: '1' }), undefined);
    const seq = first.kind === 'whole' ? first.seq : undefined;
    expect(steps.next(record({ a: '1' }, { status: 'ready' }), seq)).toEqual({ kind: 'whole' });
    // And starting again (regenerated elsewhere) it is whole first.
    expect(steps.next(record(null), undefined).kind).toBe('whole');
  });
});
