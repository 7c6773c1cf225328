import { describe, expect, it } from 'vitest';
import { isGroundingWarning } from '../grounding/grounding.ts';
import { checkReceitaDoses, type DosePatient } from './check-doses.ts';

const check = (item: Record<string, string>, patient: DosePatient, transcript?: string) =>
  checkReceitaDoses({ content: { itens: [item] }, patient, transcript });
const dog = (weightKg?: number, breed?: string): DosePatient => ({ species: 'cao', weightKg, breed });
const cat = (weightKg?: number): DosePatient => ({ species: 'gato', weightKg });

describe('the dose check, per rule', () => {
  it('works a total dose out to mg/kg with the weight and names the usual range and the source', () => {
    const [flag, ...rest] = check(
      { farmaco: 'Meloxicam', dose: '15 mg', via: 'oral', frequencia: 'a cada 24 horas' },
      dog(32),
    );
    expect(rest).toEqual([]);
    expect(flag).toMatchObject({ path: 'itens.0.dose', value: '15 mg', kind: 'dose' });
    expect(flag?.reason).toContain('Meloxicam 15 mg para 32 kg = 0,469 mg/kg; usual para cães 0,1–0,2 mg/kg');
    expect(flag?.reason).toContain('fonte: bula de Metacam');
    expect(flag && isGroundingWarning(flag)).toBe(true);
  });

  it('converts mL with the concentration and tablets with their strength', () => {
    const ml = check({ farmaco: 'Meloxicam', concentracao: '0,5 mg/mL', dose: '4 mL', via: 'oral' }, cat(4));
    expect(ml[0]?.reason).toContain('4 mL de 0,5 mg/mL = 2 mg para 4 kg = 0,5 mg/kg; usual para gatos');
    const tablets = check({ farmaco: 'Carprofeno 100 mg', dose: '2 comprimidos', via: 'oral' }, dog(5));
    expect(tablets[0]?.reason).toContain('2 comprimidos de 100 mg = 200 mg para 5 kg = 40 mg/kg');
    expect(
      check({ farmaco: 'Carprofeno', concentracao: '100 mg', dose: '1 comprimido', via: 'oral' }, dog(25)),
    ).toEqual([]);
    // "2%" is 20 mg/mL; "1 mL para cada 50 kg" is a dose per kg.
    expect(
      check(
        { farmaco: 'Ivomec', concentracao: '1%', dose: '1 mL para cada 50 kg', via: 'subcutânea' },
        { species: 'bovino', weightKg: 450 },
      ),
    ).toEqual([]);
  });

  it('takes a weight said in the consultation when the patient data has none, and says so', () => {
    const flags = check(
      { farmaco: 'Meloxicam', dose: '15 mg', via: 'oral' },
      dog(),
      'Ele está pesando trinta e dois quilos.',
    );
    expect(flags[0]?.reason).toContain('para 32 kg (peso dito na consulta)');
  });

  it('without a weight, cannot compute mg/kg and asks for it (a note, not a warning)', () => {
    const [flag] = check({ farmaco: 'Meloxicam', dose: '15 mg', via: 'oral' }, dog());
    expect(flag).toMatchObject({ path: 'itens.0.dose', level: 'info' });
    expect(flag?.reason).toMatch(/Sem o peso do animal não dá para calcular mg\/kg.*informe o peso/);
    expect(flag && isGroundingWarning(flag)).toBe(false);
    // A dose already in mg/kg needs no weight.
    expect(check({ farmaco: 'Meloxicam', dose: '0,1 mg/kg', via: 'oral' }, dog())).toEqual([]);
  });

  it('does not call an unparseable dose wrong: "não foi possível conferir"', () => {
    const [flag] = check({ farmaco: 'Dipirona', dose: 'meia colher', via: 'oral' }, dog(10));
    expect(flag).toMatchObject({ level: 'info', path: 'itens.0.dose' });
    expect(flag?.reason).toContain('Não foi possível conferir a dose «meia colher»');
    const [drops] = check({ farmaco: 'Dipirona', dose: '10 gotas', via: 'oral' }, dog(10));
    expect(drops?.reason).toContain('Não foi possível conferir');
  });

  it('explains unit mix-ups: mL without a concentration, UI against mg, mL against a tablet', () => {
    const [noStrength] = check({ farmaco: 'Meloxicam', dose: '2 mL', via: 'oral' }, dog(10));
    expect(noStrength?.reason).toContain('a dose está em mL e falta a concentração');
    const [ui] = check({ farmaco: 'Meloxicam', dose: '5 UI', via: 'oral' }, dog(10));
    expect(ui?.reason).toMatch(/Unidade trocada\? Meloxicam é dosado em mg, e a dose está em UI/);
    expect(ui && isGroundingWarning(ui)).toBe(true);
    const [insulin] = check({ farmaco: 'Insulina NPH', dose: '2 mg', via: 'subcutânea' }, dog(10));
    expect(insulin?.reason).toMatch(/dosado em UI \(unidades internacionais\), e a dose está em mg/);
    expect(
      check(
        { farmaco: 'Insulina NPH', dose: '4 UI', via: 'subcutânea', frequencia: 'a cada 12 horas' },
        dog(10),
      ),
    ).toEqual([]);
    const [tablet] = check(
      { farmaco: 'Carprofeno', concentracao: '100 mg', dose: '2 mL', via: 'oral' },
      dog(10),
    );
    expect(tablet?.reason).toContain('concentração está em mg por unidade');
  });

  it('says when a drug is not in the formulary, or has no dose for the species', () => {
    const [unknown] = check({ farmaco: 'Florais de Bach', dose: '4 gotas' }, dog(10));
    expect(unknown).toMatchObject({ path: 'itens.0.farmaco', level: 'info' });
    expect(unknown?.reason).toMatch(
      /não está no formulário de doses do VetVoz \(versão .+\): a dose não foi conferida/,
    );
    const [noRow] = check(
      { farmaco: 'Pimobendan', dose: '0,25 mg/kg' },
      { species: 'bovino', weightKg: 300 },
    );
    expect(noRow?.reason).toBe(
      'O formulário não tem dose de pimobendan para bovinos: a dose não foi conferida.',
    );
  });

  it('leaves eye and ear products alone (not dosed per kg)', () => {
    expect(check({ farmaco: 'Tobramicina colírio', dose: '1 gota', via: 'oftálmica' }, dog(10))).toEqual([]);
  });
});

describe('the dose check, per species', () => {
  it('cats: paracetamol and permethrin are contraindicated; meloxicam at the dog dose is too much', () => {
    const [paracetamol] = check({ farmaco: 'Paracetamol 500 mg', dose: '1/4 de comprimido' }, cat(4));
    expect(paracetamol).toMatchObject({ path: 'itens.0.farmaco', kind: 'dose' });
    expect(paracetamol?.reason).toMatch(
      /^Contraindicado em gatos: paracetamol — .*fonte: Allen et al., 2003/,
    );
    expect(check({ farmaco: 'Permetrina', dose: '1 pipeta', via: 'tópica' }, cat(5))[0]?.reason).toContain(
      'Contraindicado em gatos',
    );
    expect(check({ farmaco: 'Meloxicam', dose: '0,2 mg/kg', via: 'oral' }, cat(4))[0]?.reason).toContain(
      'usual para gatos 0,025–0,1 mg/kg',
    );
    expect(
      check({ farmaco: 'Meloxicam', dose: '0,05 mg/kg', via: 'oral', frequencia: 'uma vez ao dia' }, cat(4)),
    ).toEqual([]);
  });

  it('dogs: ivermectin in collie-type breeds above the heartworm-preventive dose; the same dose in other breeds is fine', () => {
    const collie = check(
      { farmaco: 'Ivermectina', dose: '0,3 mg/kg', via: 'oral', frequencia: 'a cada 24 horas' },
      dog(22, 'Border Collie'),
    );
    expect(collie[0]?.reason).toMatch(/Contraindicado em cães de raças com a mutação MDR1 \(Border Collie\)/);
    expect(
      check(
        { farmaco: 'Ivermectina', dose: '0,3 mg/kg', via: 'oral', frequencia: 'a cada 24 horas' },
        dog(22, 'Labrador'),
      ),
    ).toEqual([]);
    expect(
      check(
        { farmaco: 'Ivermectina', dose: '0,006 mg/kg', via: 'oral', frequencia: 'mensal' },
        dog(22, 'Collie'),
      ),
    ).toEqual([]);
  });

  it('cattle: xylazine at the horse dose is flagged; horses: the same dose is usual', () => {
    const item = { farmaco: 'Xilazina 2%', dose: '1,1 mg/kg', via: 'intravenosa' };
    expect(check(item, { species: 'bovino', weightKg: 400 })[0]?.reason).toContain(
      'usual para bovinos 0,02–0,3 mg/kg',
    );
    expect(check(item, { species: 'equino', weightKg: 450 })).toEqual([]);
  });

  it('flags an interval far from the usual one, and not a usual one', () => {
    const [flag] = check(
      { farmaco: 'Bravecto 1000 mg', dose: '1 comprimido', via: 'oral', frequencia: 'a cada 30 dias' },
      dog(28),
    );
    expect(flag).toMatchObject({ path: 'itens.0.frequencia', value: 'a cada 30 dias' });
    expect(flag?.reason).toContain('usual para cães: a cada 12 semanas');
    expect(
      check(
        { farmaco: 'Bravecto 1000 mg', dose: '1 comprimido', via: 'oral', frequencia: 'a cada 12 semanas' },
        dog(28),
      ),
    ).toEqual([]);
    expect(check({ farmaco: 'Amoxicilina', dose: '20 mg/kg', frequencia: 'BID' }, dog(10))).toEqual([]);
    expect(
      check({ farmaco: 'Amoxicilina', dose: '20 mg/kg', frequencia: 'uma vez ao dia' }, dog(10))[0]?.path,
    ).toBe('itens.0.frequencia');
  });

  it('uses the route to pick the row (maropitant: 1 mg/kg injected, 2 mg/kg by mouth)', () => {
    expect(check({ farmaco: 'Cerenia', dose: '2 mg/kg', via: 'oral' }, dog(10))).toEqual([]);
    expect(check({ farmaco: 'Cerenia', dose: '2 mg/kg', via: 'subcutânea' }, dog(10))[0]?.reason).toContain(
      'usual para cães 1 mg/kg',
    );
  });

  it("does not judge a route the formulary has no row for by another route's range", () => {
    const [flag] = check({ farmaco: 'Cetamina', dose: '5 mg/kg', via: 'oral' }, dog(10));
    expect(flag).toMatchObject({ level: 'info' });
    expect(flag?.reason).toBe(
      'O formulário não tem dose de cetamina por via oral para cães: a dose não foi conferida.',
    );
  });

  it('reads per-animal rows without a weight (mirtazapine in cats)', () => {
    expect(
      check({ farmaco: 'Mirtazapina', dose: '1,88 mg', via: 'oral', frequencia: 'a cada 48 horas' }, cat()),
    ).toEqual([]);
    expect(check({ farmaco: 'Mirtazapina', dose: '15 mg', via: 'oral' }, cat())[0]?.reason).toContain(
      'mg por animal',
    );
  });
});
