import { describe, expect, it } from 'vitest';
import { applyPatchOps, diffContent, documentPatchSchema } from './document-patch.ts';

const steps: unknown[] = [
  null,
  { queixa: 'Vô' },
  { queixa: 'Vômito há dois', itens: [] },
  { queixa: 'Vômito há dois dias', itens: [{ farmaco: 'maro' }], peso: 12 },
  {
    queixa: 'Vômito há dois dias',
    itens: [{ farmaco: 'maropitant', dose: '1 mg' }, { farmaco: null }],
    peso: 12.5,
  },
  // A repaired parse may shorten a string or drop a key: a set or a remove, never a wrong append.
  { queixa: 'Vômito há 2 dias', itens: [{ farmaco: 'maropitant', dose: '1 mg/kg' }] },
  null,
  { retorno: true },
];

describe('document patches', () => {
  it('turn each step into the next, appending text where a string grew', () => {
    for (let i = 1; i < steps.length; i++) {
      const ops = diffContent(steps[i - 1], steps[i]);
      expect(applyPatchOps(steps[i - 1], ops)).toEqual({ content: steps[i] });
    }
    expect(diffContent({ queixa: 'Vô' }, { queixa: 'Vômito' })).toEqual([
      { op: 'append', path: ['queixa'], text: 'mito' },
    ]);
    expect(diffContent({ a: [1] }, { a: [1] })).toEqual([]);
  });

  it('leave the content they were applied to as it was', () => {
    const before = { itens: [{ farmaco: 'maro' }] };
    const frozen = JSON.parse(JSON.stringify(before));
    applyPatchOps(before, diffContent(before, { itens: [{ farmaco: 'maropitant' }, { farmaco: 'x' }] }));
    expect(before).toEqual(frozen);
  });

  it('refuse to apply where the content does not fit (a gap), and never reach a prototype', () => {
    expect(applyPatchOps({ queixa: 5 }, [{ op: 'append', path: ['queixa'], text: 'x' }])).toBeUndefined();
    expect(applyPatchOps({}, [{ op: 'append', path: ['itens', 0, 'farmaco'], text: 'x' }])).toBeUndefined();
    expect(applyPatchOps([], [{ op: 'set', path: [3], value: 1 }])).toBeUndefined();
    const hostile = {
      documentId: 'd',
      base: 1,
      seq: 2,
      ops: [{ op: 'set', path: ['__proto__', 'x'], value: 1 }],
    };
    expect(documentPatchSchema.safeParse(hostile).success).toBe(false);
    expect(diffContent({}, JSON.parse('{"__proto__": {"x": 1}}'))).toEqual([]);
  });
});
