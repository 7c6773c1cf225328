import { describe, expect, it } from 'vitest';
import { documentContentSchemas } from '../content-schemas.ts';
import { SAMPLE_CONTENT, SAMPLE_PATIENT } from '../sample-documents.ts';
import { comparableWords, findUngroundedFacts, patientGroundingSources } from './grounding.ts';
import { findNumberMentions } from './mentions.ts';

// What Whisper writes: digits and words mixed, decimal points and commas, abbreviations.
const TRANSCRIPT = `Bom dia. O Thor está vomitando há dois dias, uns três episódios por dia, e não quer comer.
Come ração seca duas vezes ao dia. Temperatura trinta e nove vírgula dois, frequência cardíaca cento e vinte,
respiratória vinte e oito. TPC menor que dois segundos, mucosas normocoradas, desidratação de uns cinco por cento.
Peso trinta e dois e meio. Escore seis de nove. Vou prescrever meloxicam zero vírgula cinco miligramas por mL,
dose de 0.1 mg/kg, seis vírgula cinco mL uma vez ao dia por cinco dias, um frasco de vinte mL. Maropitant sessenta mg,
um comprimido SID por quatro dias, quatro comprimidos. E tramadol cinquenta mg, 2 mg por quilo, um comprimido e meio
de 8 em 8 horas se tiver dor, por até três dias, nove comprimidos. V10 e antirrábica em março. Fluralaner há dois
meses. Reavaliar em 48 horas, retorno em uma semana.`;

const check = (content: unknown, transcript = TRANSCRIPT, extraSources: string[] = []) =>
  findUngroundedFacts({ content, transcript, extraSources });

describe('findUngroundedFacts', () => {
  it('accepts a receita whose every dose, drug and duration was said, in words or digits', () => {
    const flags = check(SAMPLE_CONTENT.receita, TRANSCRIPT, patientGroundingSources(SAMPLE_PATIENT));
    // The microchip number was never said: the only thing to check.
    expect(flags).toEqual([
      { path: 'identificacaoAnimal.microchip', value: '963000123456789', kind: 'number' },
    ]);
  });

  it('flags an invented dose, duration, frequency and drug, with the field path and the text as written', () => {
    const content = documentContentSchemas.receita.parse({
      itens: [
        { farmaco: 'meloxicam', dose: '0,2 mg/kg', frequencia: 'a cada 6 horas', duracao: '10 dias' },
        { farmaco: 'cefalexina', concentracao: '500 mg', dose: '30 mg/kg' },
      ],
    });
    expect(check(content)).toEqual([
      { path: 'itens.0.dose', value: '0,2 mg/kg', kind: 'number' },
      { path: 'itens.0.frequencia', value: 'a cada 6 horas', kind: 'number' },
      { path: 'itens.0.duracao', value: '10 dias', kind: 'number' },
      { path: 'itens.1.farmaco', value: 'cefalexina', kind: 'drug' },
      { path: 'itens.1.concentracao', value: '500 mg', kind: 'number' },
      { path: 'itens.1.dose', value: '30 mg/kg', kind: 'number' },
    ]);
  });

  it('normalises decimals, accents, case and spoken numbers', () => {
    const transcript =
      'Dar zero vírgula cinco mL de DIPIRONA por cinco dias; temperatura 38.5; peso doze quilos.';
    const content = {
      a: '0,5 mL de dipirona sódica',
      b: 'por 5 dias',
      c: '38,5 °C',
      d: '12 kg',
      e: 'Dipirona',
    };
    expect(check(content, transcript)).toEqual([]);
  });

  it('treats the ways of saying a frequency or a duration as the same fact', () => {
    const transcript =
      'Amoxicilina BID, prednisolona de 24 em 24 horas, omeprazol 2x ao dia por uma semana, um comprimido e meio.';
    const content = {
      a: 'amoxicilina a cada 12 horas',
      b: 'prednisolona uma vez ao dia',
      c: 'omeprazol a cada 12 h por 7 dias',
      d: '1,5 comprimido',
    };
    expect(check(content, transcript)).toEqual([]);
    expect(check({ a: 'a cada 8 horas' }, transcript)).toEqual([
      { path: 'a', value: 'a cada 8 horas', kind: 'number' },
    ]);
  });

  it('grounds a bare number by a value said, not by one derived from it', () => {
    expect(check({ a: 'estágio 2' }, 'gabapentina a cada doze horas')).toEqual([
      { path: 'a', value: '2', kind: 'number' },
    ]);
    expect(check({ a: 'estágio 3' }, 'estágio três, três comprimidos')).toEqual([]);
  });

  it('reads fractions of a unit, written or spoken', () => {
    const transcript = 'um quarto de comprimido de manhã e meio comprimido à noite; dorme no quarto dele';
    expect(check({ a: '1/4 de comprimido', b: '1/2 comprimido' }, transcript)).toEqual([]);
    expect(check({ a: '3/4 de comprimido' }, transcript)).toEqual([
      { path: 'a', value: '3/4 de comprimido', kind: 'number' },
    ]);
    expect(check({ a: 'em 1/2/2026' }, 'dia primeiro de fevereiro, 01/02/2026')).toEqual([]);
  });

  it('reads a time of day as the bare number it is often said as', () => {
    expect(
      check({ a: 'desde as 6 horas da manhã', b: 'reavaliar às 18 horas' }, 'desde as seis, volto às 18'),
    ).toEqual([]);
    expect(check({ a: 'jejum de 12 horas' }, 'volto às 12')).toEqual([
      { path: 'a', value: '12 horas', kind: 'number' },
    ]);
  });

  it('does not let a number said with one unit ground it with another', () => {
    expect(check({ dose: '12 mg' }, 'O Thor pesa 12 kg.')).toEqual([
      { path: 'dose', value: '12 mg', kind: 'number' },
    ]);
    expect(check({ dose: '10 mg' }, 'Dar por 10 dias.')).toEqual([
      { path: 'dose', value: '10 mg', kind: 'number' },
    ]);
  });

  it('counts the patient block and other extra sources as said', () => {
    const content = { peso: '32,5 kg', idade: '8 anos' };
    expect(check(content, 'Vômito há dois dias.')).toHaveLength(2);
    expect(check(content, 'Vômito há dois dias.', patientGroundingSources(SAMPLE_PATIENT))).toEqual([]);
  });

  it('grounds an ingredient said by brand, but not a brand the vet never named', () => {
    const transcript = 'Vou passar Apoquel e Bravecto, e amoxicilina com clavulanato.';
    expect(check({ a: 'oclacitinib', b: 'fluralaner', c: 'Apoquel', d: 'Agemoxi CL' }, transcript)).toEqual([
      { path: 'd', value: 'Agemoxi CL', kind: 'drug' },
    ]);
    expect(check({ a: 'amoxicilina + ácido clavulânico' }, 'amoxicilina e clavulanato de potássio')).toEqual(
      [],
    );
    expect(check({ a: 'amoxicilina + ácido clavulânico' }, 'Agemoxi')).toEqual([]);
  });

  it('treats variant spellings as one drug, and tells apart drugs with close names', () => {
    expect(check({ a: 'cetamina', b: 'enrofloxacina' }, 'quetamina e enrofloxacino')).toEqual([]);
    expect(check({ a: 'meloxicam' }, 'meloxican uma vez ao dia')).toEqual([]);
    expect(check({ a: 'prednisona' }, 'prednisolona')).toEqual([
      { path: 'a', value: 'prednisona', kind: 'drug' },
    ]);
  });

  it('returns the text as written, also when accents come as combining marks', () => {
    const decomposed = 'Usar ácido tranexâmico'.normalize('NFD');
    expect(check({ a: decomposed }, 'sem medicação')).toEqual([
      { path: 'a', value: 'ácido tranexâmico'.normalize('NFD'), kind: 'drug' },
    ]);
  });

  it('checks product names missing from the vocabulary word by word in product fields', () => {
    const content = documentContentSchemas.receita.parse({
      itens: [{ farmaco: 'Promun Dog' }, { farmaco: 'Suplemento Hepvet comprimido' }],
    });
    expect(check(content, 'Vou dar o Hepvet.')).toEqual([
      { path: 'itens.0.farmaco', value: 'Promun Dog', kind: 'drug' },
      { path: 'itens.1.farmaco', value: 'Suplemento Hepvet comprimido', kind: 'drug' },
    ]);
    expect(check(content, 'Suplemento Hepvet e Promun Dog.')).toEqual([]);
  });

  it('flags vaccines, batches and dates that were not said', () => {
    const content = documentContentSchemas['atestado-vacinacao'].parse({
      vacinas: [{ produto: 'V10', partida: '4471', dataAplicacao: '21/11/2026', proximaDose: '21/11/2027' }],
    });
    expect(
      check(content, 'Apliquei a V8 hoje, dia vinte e um de novembro, partida 4471.', ['21/11/2026']),
    ).toEqual([
      { path: 'vacinas.0.produto', value: 'V10', kind: 'drug' },
      { path: 'vacinas.0.proximaDose', value: '21/11/2027', kind: 'number' },
    ]);
  });

  it('flags in the sample anamnese exactly the facts its transcript does not have', () => {
    expect(check(SAMPLE_CONTENT.anamnese, TRANSCRIPT, patientGroundingSources(SAMPLE_PATIENT))).toEqual([
      { path: 'antecedentes', value: '5 anos', kind: 'number' },
      // "Uma gata" at home was never said either: a species the consultation did not name.
      { path: 'habitos.contactantes', value: 'gata', kind: 'species' },
      { path: 'habitos.vacinacao', value: '2026', kind: 'number' },
      { path: 'habitos.vermifugacao', value: 'três meses', kind: 'number' },
    ]);
  });

  it('ignores ordinals, codes and articles', () => {
    expect(check({ a: '1ª dose de V10', b: 'uma gata em casa' }, 'V10 hoje; tem uma gata')).toEqual([]);
  });

  it('checks every string in any shape and nothing else', () => {
    expect(check({ a: [{ b: 'dar 3 mL' }], c: 42, d: true, e: null }, '')).toEqual([
      { path: 'a.0.b', value: '3 mL', kind: 'number' },
    ]);
  });
});

describe('findUngroundedFacts with drugs the vet ruled out', () => {
  const receita = (...farmacos: string[]) =>
    documentContentSchemas.receita.parse({ itens: farmacos.map((farmaco) => ({ farmaco })) });

  it('flags a ruled-out drug prescribed anyway, with the sentence that ruled it out', () => {
    const transcript = 'Tem sarna. Ivermectina não, ele é collie. Vamos de milbemicina oxima.';
    expect(check(receita('Ivermectina'), transcript)).toEqual([
      {
        path: 'itens.0.farmaco',
        value: 'Ivermectina',
        kind: 'drug',
        reason: 'Descartado na consulta: «Ivermectina não, ele é collie»',
      },
    ]);
    expect(check(receita('milbemicina oxima'), transcript)).toEqual([]);
  });

  it.each([
    ['Não vamos usar meloxicam, ele é renal. Vamos de dipirona.', 'meloxicam'],
    ['Sem dipirona, ele teve reação. Pode usar tramadol.', 'dipirona'],
    ['Suspende o cetoprofeno e começa o meloxicam.', 'cetoprofeno'],
    ['Nada de anti-inflamatório, ele é renal. Vou passar dipirona.', 'carprofeno'],
    ['Nada de anti-inflamatório, ele é renal. Vou passar dipirona.', 'Rimadyl'],
    ['O Bravecto não, ele teve convulsão. Vamos usar Simparic.', 'fluralaner'],
  ])('after «%s» the receita item %s is flagged', (transcript, drug) => {
    const flags = check(receita(drug), transcript);
    expect(flags).toEqual([expect.objectContaining({ path: 'itens.0.farmaco', kind: 'drug', value: drug })]);
    expect(flags[0]?.reason).toMatch(/^Descartado na consulta: «.+»$/);
  });

  it.each([
    'Não tem vômito, vamos usar meloxicam.',
    'Não esqueça de dar o meloxicam depois da comida.',
    'Não vamos usar meloxicam. Pensando bem, vamos usar meloxicam sim, dose baixa.',
    'Não vamos suspender o meloxicam.',
    'O meloxicam não resolveu sozinho, então vamos manter o meloxicam e associar dipirona.',
  ])('after «%s» meloxicam is not flagged', (transcript) => {
    expect(check(receita('meloxicam'), transcript)).toEqual([]);
  });

  it('lets documents name a ruled-out drug to rule it out or as history', () => {
    const transcript = 'Ele tomava cetoprofeno. Suspende o cetoprofeno, vamos usar dipirona.';
    expect(
      check({ medicacoes: ['Não dar mais o cetoprofeno.', 'Dipirona se tiver dor.'] }, transcript),
    ).toEqual([]);
    expect(check({ conduta: 'Suspender cetoprofeno; iniciar dipirona.' }, transcript)).toEqual([]);
    expect(check({ medicacoesEmUso: 'Cetoprofeno' }, transcript)).toEqual([]);
    expect(check({ medicacoes: ['Cetoprofeno se tiver dor'] }, transcript)).toEqual([
      expect.objectContaining({ path: 'medicacoes.0', value: 'Cetoprofeno' }),
    ]);
  });
});

describe('findUngroundedFacts with species', () => {
  it('flags a species neither the patient block nor the transcript names', () => {
    const sources = patientGroundingSources(SAMPLE_PATIENT);
    expect(
      check({ exameFisico: 'Felino ativo, mucosas normocoradas.' }, 'Mucosas normocoradas.', sources),
    ).toEqual([{ path: 'exameFisico', value: 'Felino', kind: 'species' }]);
    expect(check({ exameFisico: 'Cão ativo; cadela da casa também.' }, 'Ativo.', sources)).toEqual([]);
    expect(check({ contactantes: 'Dois gatos.' }, 'Tem dois felinos em casa.', sources)).toEqual([]);
    expect(check({ resumo: 'O cavalo está bem.' }, 'Ele está bem.', sources)).toEqual([
      { path: 'resumo', value: 'cavalo', kind: 'species' },
    ]);
  });
});

describe('findNumberMentions', () => {
  it('reads digits, spoken numbers, units, frequencies and dates', () => {
    const text =
      'de 8 em 8 horas, q12h, 12/12h, BID, dois mil e quinhentos UI, 38,5°C, 1ª dose, V10, 21/11/2026, ' +
      '7 a 10 dias, vinte e um de novembro de 2026, meio comprimido, por meio de, 1.000 mg';
    const mentions = findNumberMentions(text).map((m) => ({
      text: text.slice(m.start, m.end),
      value: m.value,
      unit: m.unit,
      date: m.date,
    }));
    expect(mentions).toEqual([
      { text: 'de 8 em 8 horas', value: 8, unit: 'h', date: undefined },
      { text: 'q12h', value: 12, unit: 'h', date: undefined },
      { text: '12/12h', value: 12, unit: 'h', date: undefined },
      { text: 'BID', value: 12, unit: 'h', date: undefined },
      { text: 'dois mil e quinhentos UI', value: 2500, unit: 'ui', date: undefined },
      { text: '38,5°C', value: 38.5, unit: '°c', date: undefined },
      { text: '21/11/2026', value: 21, unit: null, date: { day: 21, month: 11, year: 2026 } },
      { text: '7', value: 7, unit: 'dia', date: undefined },
      { text: '10 dias', value: 10, unit: 'dia', date: undefined },
      {
        text: 'vinte e um de novembro de 2026',
        value: 21,
        unit: null,
        date: { day: 21, month: 11, year: 2026 },
      },
      { text: 'meio comprimido', value: 0.5, unit: 'comprimido', date: undefined },
      { text: '1.000 mg', value: 1000, unit: 'mg', date: undefined },
    ]);
  });
});

describe('comparableWords', () => {
  it('reads spoken and written numbers alike and drops punctuation', () => {
    const expected = ['meloxicam', '0.5', 'mg', 'por', 'kg', 'bid', '5', 'por', '100'];
    expect(comparableWords('Meloxicam zero vírgula cinco mg/kg, BID; 5%.')).toEqual(expected);
    expect(comparableWords('meloxicam 0,5 mg por kg... bid, cinco por cento')).toEqual(expected);
  });
});
