import { describe, expect, it } from 'vitest';
import { SPECIES } from '../../consultation.ts';
import { CONTRAINDICATIONS } from './contraindications.ts';
import { FORMULARY, FORMULARY_VERSION, findFormularyDrug } from './formulary.ts';
import { FORMULARY_SOURCES, shortSourceName } from './formulary-sources.ts';
import { FORMULARY_ROUTES } from './formulary-types.ts';

describe('the dose formulary', () => {
  it('holds at least 80 ingredients used in Brazilian small- and large-animal practice, versioned', () => {
    expect(FORMULARY.length).toBeGreaterThanOrEqual(80);
    expect(new Set(FORMULARY.map((drug) => drug.ingredient)).size).toBe(FORMULARY.length);
    expect(FORMULARY_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}\.\d+$/);
    const species = new Set(FORMULARY.flatMap((drug) => drug.rows.map((row) => row.species)));
    for (const needed of ['cao', 'gato', 'equino', 'bovino']) expect(species).toContain(needed);
  });

  it('gives every row and every contraindication a named public source', () => {
    const rows = FORMULARY.flatMap((drug) => drug.rows.map((row) => ({ drug: drug.ingredient, row })));
    const unsourced = rows.filter(({ row }) => !FORMULARY_SOURCES[row.source]?.trim());
    expect(unsourced.map(({ drug, row }) => `${drug}/${row.species}`)).toEqual([]);
    for (const c of CONTRAINDICATIONS) expect(FORMULARY_SOURCES[c.source]?.trim()).toBeTruthy();
    for (const id of Object.keys(FORMULARY_SOURCES)) expect(shortSourceName(id as never)).not.toBe('');
  });

  it('fails on a row without a source (the check above would list it)', () => {
    const broken = { ...FORMULARY[0], rows: [{ ...FORMULARY[0]?.rows[0], source: '' }] };
    const unsourced = broken.rows.filter((row) => !FORMULARY_SOURCES[row.source as never]);
    expect(unsourced).toHaveLength(1);
  });

  it('has well-formed rows: known species and routes, min ≤ max, positive intervals', () => {
    for (const drug of FORMULARY) {
      expect(drug.rows.length, drug.ingredient).toBeGreaterThan(0);
      for (const row of drug.rows) {
        const where = `${drug.ingredient}/${row.species}`;
        expect(SPECIES, where).toContain(row.species);
        expect(row.routes.length, where).toBeGreaterThan(0);
        for (const route of row.routes) expect(FORMULARY_ROUTES, where).toContain(route);
        expect(row.min, where).toBeGreaterThan(0);
        expect(row.max, where).toBeGreaterThanOrEqual(row.min);
        if (row.everyHours) expect(row.everyHours[1], where).toBeGreaterThanOrEqual(row.everyHours[0]);
      }
    }
  });

  it('finds a drug by ingredient, salt, brand or combination, the longest name first', () => {
    expect(findFormularyDrug('Cloridrato de tramadol 50 mg')?.ingredient).toBe('tramadol');
    expect(findFormularyDrug('Maxicam 2 mg')?.ingredient).toBe('meloxicam');
    expect(findFormularyDrug('Amoxicilina + clavulanato de potássio 250 mg')?.ingredient).toBe(
      'amoxicilina + clavulanato',
    );
    expect(findFormularyDrug('Amoxicilina 500 mg')?.ingredient).toBe('amoxicilina');
    expect(findFormularyDrug('Simparic 40 mg')?.ingredient).toBe('sarolaner');
    expect(findFormularyDrug('Amitraz 12,5%')).toEqual({ drug: null, ingredient: 'amitraz' });
    expect(findFormularyDrug('Florais de Bach')).toBeNull();
  });
});
