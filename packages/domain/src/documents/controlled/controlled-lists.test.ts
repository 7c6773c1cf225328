import { describe, expect, it } from 'vitest';
import { medicationItemSchema } from '../receita.ts';
import { CONTROLLED_LISTS_VERSION, CONTROLLED_ROWS, unsourcedControlledRows } from './controlled-lists.ts';
import {
  controlledRequirement,
  describeControlledItem,
  findControlledRow,
  splitReceitaItems,
} from './controlled-requirement.ts';
import { CONTROLLED_SOURCES } from './controlled-sources.ts';
import { RECEITUARIO_RULES } from './receituarios.ts';

const item = (fields: Record<string, unknown>) => medicationItemSchema.parse(fields);

describe('controlled lists as data', () => {
  it('cites a known, dated source on every row and every receituário rule', () => {
    expect(CONTROLLED_LISTS_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}\.\d+$/);
    for (const row of CONTROLLED_ROWS) {
      expect(row.source, row.names[0]).toBeTruthy();
      expect(CONTROLLED_SOURCES, row.names[0]).toHaveProperty(row.source);
    }
    for (const rule of Object.values(RECEITUARIO_RULES))
      expect(CONTROLLED_SOURCES).toHaveProperty(rule.source);
    for (const source of Object.values(CONTROLLED_SOURCES)) {
      expect(source.read).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(source.published).toMatch(/^\d{4}/);
      expect(source.where.length).toBeGreaterThan(10);
    }
  });

  it('fails a row without a source', () => {
    expect(unsourcedControlledRows(CONTROLLED_ROWS)).toEqual([]);
    expect(
      unsourcedControlledRows([...CONTROLLED_ROWS, { names: ['x'] }, { names: ['y'], source: 'blog' }]),
    ).toEqual(['x', 'y']);
  });

  it('names every drug once', () => {
    const names = CONTROLLED_ROWS.flatMap((row) => row.names);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('the receituário each list needs', () => {
  const kind = (farmaco: string) => controlledRequirement(item({ farmaco }))?.kind ?? null;

  it('A1 and A2 opioids need the yellow Notificação de Receita A', () => {
    expect(kind('Sulfato de morfina 10 mg/mL')).toBe('notificacao-a');
    expect(kind('metadona')).toBe('notificacao-a');
    expect(kind('Fentanila')).toBe('notificacao-a');
    expect(kind('butorfanol')).toBe('notificacao-a');
    expect(kind('Nalbufina')).toBe('notificacao-a');
    expect(controlledRequirement(item({ farmaco: 'morfina' }))?.rule.label).toBe(
      'Notificação de Receita A (amarela)',
    );
  });

  it('tramadol and codeine (A2 adendo) go on the Receita de Controle Especial', () => {
    const tramadol = controlledRequirement(item({ farmaco: 'Cloridrato de tramadol 50 mg' }));
    expect(tramadol).toMatchObject({ ingredient: 'tramadol', list: 'A2', kind: 'receita-controle-especial' });
    expect(tramadol?.note).toContain('adendo');
    expect(kind('codeína')).toBe('receita-controle-especial');
  });

  it('B1 benzodiazepines need the blue Notificação B; phenobarbital (adendo) the RCE', () => {
    expect(kind('diazepam 10 mg')).toBe('notificacao-b');
    expect(kind('Midazolam')).toBe('notificacao-b');
    expect(controlledRequirement(item({ farmaco: 'Gardenal 100 mg' }))).toMatchObject({
      ingredient: 'fenobarbital',
      list: 'B1',
      kind: 'receita-controle-especial',
    });
  });

  it('C1 and C5 need the Receita de Controle Especial in two vias', () => {
    for (const farmaco of ['gabapentina', 'Pregabalina 75 mg', 'fluoxetina', 'cetamina', 'Trazodona']) {
      expect(kind(farmaco), farmaco).toBe('receita-controle-especial');
    }
    expect(controlledRequirement(item({ farmaco: 'estanozolol' }))?.list).toBe('C5');
    expect(RECEITUARIO_RULES['receita-controle-especial'].vias).toEqual([
      '1ª via – Farmácia',
      '2ª via – Paciente/Tutor',
    ]);
  });

  it('veterinary products under the MAPA regime need the SIPEAGRO notificação, over the ingredient', () => {
    expect(controlledRequirement(item({ farmaco: 'Zoletil 50' }))).toMatchObject({
      list: 'MAPA',
      kind: 'notificacao-receita-veterinaria',
    });
    expect(kind('Ketalex')).toBe('notificacao-receita-veterinaria');
  });

  it('C2 retinoids, C3 talidomida and B2 anorexigens are not drafted', () => {
    expect(kind('isotretinoína')).toBe('fora-da-pratica-veterinaria');
    expect(kind('talidomida')).toBe('fora-da-pratica-veterinaria');
    expect(kind('sibutramina')).toBe('notificacao-b2');
    expect(RECEITUARIO_RULES['fora-da-pratica-veterinaria'].drawnByVetVoz).toBe(false);
  });

  it('matches whole words only and knows nothing of ordinary drugs', () => {
    expect(findControlledRow('meloxicam')).toBeNull();
    expect(findControlledRow('amoxicilina com clavulanato')).toBeNull();
    expect(findControlledRow('morfinas')).toBeNull();
    expect(findControlledRow(null)).toBeNull();
  });
});

describe('splitting a receita', () => {
  it('puts each controlled drug on its own form and keeps the rest together', () => {
    const items = [
      item({ farmaco: 'meloxicam' }),
      item({ farmaco: 'tramadol' }),
      item({ farmaco: 'gabapentina' }),
      item({ farmaco: 'omeprazol' }),
      item({ farmaco: 'morfina' }),
    ];
    const split = splitReceitaItems(items);
    expect(split.ordinary.map((i) => i.farmaco)).toEqual(['meloxicam', 'omeprazol']);
    expect(split.forms.map((f) => [f.number, f.item.farmaco, f.requirement.kind])).toEqual([
      [2, 'tramadol', 'receita-controle-especial'],
      [3, 'gabapentina', 'receita-controle-especial'],
      [5, 'morfina', 'notificacao-a'],
    ]);
  });

  it('keeps an item marked controlled without a known list on the ordinary receita', () => {
    const split = splitReceitaItems([item({ farmaco: 'xarope X', controleEspecial: true })]);
    expect(split.forms).toEqual([]);
    expect(split.ordinary).toHaveLength(1);
  });
});

describe('what the vet is told about a controlled line', () => {
  it('names the list, the receituário and what the PDF does', () => {
    expect(describeControlledItem(item({ farmaco: 'tramadol' }))).toBe(
      'Controle especial (lista A2): Receita de Controle Especial (2 vias) — o PDF traz esta receita à parte, em 1ª via (farmácia) e 2ª via (responsável).',
    );
    expect(describeControlledItem(item({ farmaco: 'morfina' }))).toContain(
      'Notificação de Receita A (amarela) — exige o formulário oficial numerado',
    );
    expect(describeControlledItem(item({ farmaco: 'Zoletil' }))).toContain(
      'produto veterinário controlado, MAPA',
    );
    expect(describeControlledItem(item({ farmaco: 'xarope', controleEspecial: true }))).toContain(
      'fora das listas que o VetVoz conhece',
    );
    expect(describeControlledItem(item({ farmaco: 'meloxicam' }))).toBeNull();
  });
});
