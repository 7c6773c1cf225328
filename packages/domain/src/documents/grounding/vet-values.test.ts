import { describe, expect, it } from 'vitest';
import { formatMedicationLine } from '../medication-line.ts';
import type { MedicationItem } from '../receita.ts';
import { type GroundingFlag, isGroundingWarning, markVetValues } from './grounding.ts';

const generated = { itens: [{ dose: '10 mg/kg', farmaco: 'Cefalexina' }] };

describe('values the vet typed', () => {
  it('marks a value absent from the generated field as the vet’s, and keeps the model’s as a warning', () => {
    const flags: GroundingFlag[] = [
      { path: 'itens.0.dose', value: '12 mg/kg', kind: 'number' },
      { path: 'itens.0.farmaco', value: 'Cefalexina', kind: 'drug' },
    ];
    const marked = markVetValues(flags, generated);
    expect(marked[0]).toMatchObject({ byVet: true });
    expect(marked[1]?.byVet).toBeUndefined();
    expect(marked.map(isGroundingWarning)).toEqual([false, true]);
  });

  it('still warns about a ruled-out drug or a wrong species the vet typed', () => {
    const flags = markVetValues(
      [
        { path: 'itens.0.farmaco', value: 'Ivermectina', kind: 'drug', reason: 'Descartado na consulta' },
        { path: 'itens.0.dose', value: 'felino', kind: 'species' },
      ],
      generated,
    );
    expect(flags.every((flag) => flag.byVet)).toBe(true);
    expect(flags.map(isGroundingWarning)).toEqual([true, true]);
  });
});

describe('one dose', () => {
  const item = (dose: string, administrar: string | null) =>
    ({ farmaco: 'Maropitant', dose, administrar, via: 'oral' }) as unknown as MedicationItem;

  it('prints the dose once when "quanto dar" says the same', () => {
    expect(formatMedicationLine(item('1 comprimido', '1  Comprimido'), 1).posology).toBe(
      'dar 1 comprimido por via oral',
    );
  });

  it('keeps both when they differ', () => {
    expect(formatMedicationLine(item('0,1 mg/kg', '0,6 mL'), 1).posology).toBe(
      'dar 0,1 mg/kg (0,6 mL) por via oral',
    );
  });
});
