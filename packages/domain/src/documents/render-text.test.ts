import { describe, expect, it } from 'vitest';
import { emptyDocumentContent } from './content-schemas.ts';
import { DOCUMENT_TYPES, type DocumentType } from './document-types.ts';
import { capitalise, localiseIsoDates } from './format.ts';
import { formatMedicationLine } from './medication-line.ts';
import { medicationItemSchema } from './receita.ts';
import { renderDocumentText } from './render-text.ts';
import {
  SAMPLE_CONTENT,
  SAMPLE_DATE,
  SAMPLE_ISSUE,
  SAMPLE_ISSUER,
  SAMPLE_PATIENT,
  SAMPLE_PLACE,
} from './sample-documents.ts';

const render = (type: DocumentType, content: unknown = SAMPLE_CONTENT[type], extra = {}) =>
  renderDocumentText({
    type,
    content,
    patient: SAMPLE_PATIENT,
    vet: SAMPLE_ISSUER,
    issue: SAMPLE_ISSUE,
    place: SAMPLE_PLACE,
    date: SAMPLE_DATE,
    ...extra,
  });

describe('renderDocumentText', () => {
  it.each(DOCUMENT_TYPES)('%s: prints every filled field of the content', (type) => {
    const text = render(type);
    for (const value of stringLeaves(SAMPLE_CONTENT[type])) {
      const shown = expectedRendering(value);
      // Receita lines start with a capital ("meloxicam" → "Meloxicam").
      expect(text.includes(shown) || text.includes(capitalise(shown)), value).toBe(true);
    }
  });

  it.each(DOCUMENT_TYPES)(
    '%s: prints the vet, establishment, animal, responsável, place and date',
    (type) => {
      const text = render(type);
      for (const expected of [
        'Ana Letícia Gonçalves · CRMV-SP nº 12345',
        'Clínica Veterinária São Francisco de Assis · CNPJ 12.345.678/0001-90',
        'Registro no CRMV: PJ 4321/SP',
        'Rua Conselheiro Brotero, 1.234 — Santa Cecília, São Paulo/SP, CEP 01232-010',
        'Tel. (11) 3333-4444',
        'Animal: Thor · Espécie: Canina · Raça: Labrador Retriever · Sexo: Macho · Idade: 8 anos · Peso: 32,5 kg · Castrado: Sim',
        'Responsável pelo animal: Maria José da Conceição · CPF: 529.982.247-25 · Endereço: Av. Brigadeiro Luís Antônio, 500, apto. 12 — Bela Vista, São Paulo/SP',
        'São Paulo/SP, 21 de novembro de 2026',
        'Ana Letícia Gonçalves\nCRMV-SP nº 12345',
        'Documento elaborado com apoio de inteligência artificial',
      ]) {
        expect(text).toContain(expected);
      }
    },
  );

  it('writes receita lines in Brazilian prescription style', () => {
    const text = render('receita');
    expect(text).toContain('RECEITA\nUso veterinário');
    expect(text).toContain(
      '1) Meloxicam 0,5 mg/mL, suspensão oral — dar 0,1 mg/kg (6,5 mL) por via oral, a cada 24 horas, por 5 dias\n' +
        '   Quantidade: 1 frasco de 20 mL.\n' +
        '   Dar após a refeição.',
    );
    // Abbreviations are spelled out for the responsável.
    expect(text).toContain(
      '2) Maropitant 60 mg, comprimido — dar 1 comprimido por via oral, a cada 24 horas, por 4 dias',
    );
    expect(text).toContain('Pelagem: Caramelo · Microchip/registro: 963000123456789');
  });

  it('marks controlled items and tells which receituário they need', () => {
    const text = render('receita');
    expect(text).toMatch(
      /3\) Cloridrato de tramadol 50 mg.*\n(.*\n)*?\s+Medicamento sujeito a controle especial\./,
    );
    expect(text).toContain('Notificação de Receita Veterinária emitida no SIPEAGRO');
    const plain = render('receita', { itens: [SAMPLE_CONTENT.receita.itens[0]] });
    expect(plain).not.toContain('controle especial');
  });

  it('formats medication lines from partial items', () => {
    const item = (fields: Record<string, unknown>) => medicationItemSchema.parse(fields);
    expect(formatMedicationLine(item({ farmaco: 'omeprazol', concentracao: '20 mg' }), 1).line).toBe(
      '1) Omeprazol 20 mg',
    );
    expect(
      formatMedicationLine(
        item({ farmaco: 'cefalexina', dose: '30 mg/kg', via: 'VO', frequencia: 'BID', duracao: '10 dias' }),
        2,
      ).line,
    ).toBe('2) Cefalexina — dar 30 mg/kg por via oral, a cada 12 horas, por 10 dias');
    expect(
      formatMedicationLine(
        item({ farmaco: 'ivermectina', administrar: '0,3 mL', via: 'SC', frequencia: 'dose única' }),
        3,
      ).line,
    ).toBe('3) Ivermectina — aplicar 0,3 mL por via subcutânea, dose única');
    expect(
      formatMedicationLine(
        item({ farmaco: 'tobramicina colírio', dose: '1 gota', via: 'oftálmica', frequencia: 'q8h' }),
        4,
      ).line,
    ).toBe('4) Tobramicina colírio — aplicar 1 gota por via oftálmica, a cada 8 horas');
    expect(formatMedicationLine(item({ dose: '1 comprimido' }), 5).line).toBe(
      '5) Medicamento não informado — dar 1 comprimido',
    );
    expect(formatMedicationLine(item({ farmaco: 'Zoletil 50', controleEspecial: null }), 6).controlled).toBe(
      true,
    );
    expect(formatMedicationLine(item({ farmaco: 'xarope X', controleEspecial: true }), 7).controlled).toBe(
      true,
    );
  });

  it('prints the atestado statements with the date as dd/mm/aaaa', () => {
    expect(render('atestado-saude')).toContain(
      'Atesto, para fins de viagem interestadual, que examinei nesta data, 21/11/2026, o animal identificado acima.',
    );
    expect(render('atestado-saude')).toContain(
      'Declaro que foram atendidas as medidas sanitárias definidas pelo(s) Serviço(s) Oficial(is).',
    );
    expect(render('atestado-vacinacao')).toContain(
      'Atesto que o animal identificado acima foi vacinado por mim nesta data, 21/11/2026, conforme segue.',
    );
    // ISO dates from a form or the model print as dd/mm/aaaa.
    expect(render('atestado-vacinacao')).toContain('Validade: 10/02/2027');
    expect(render('atestado-vacinacao')).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('does not claim "nesta data" for vaccines given on another day', () => {
    const content = { vacinas: [{ produto: 'V10', dataAplicacao: '10/03/2026' }] };
    expect(render('atestado-vacinacao', content)).toContain(
      'foi vacinado por mim nas datas indicadas abaixo, conforme segue.',
    );
  });

  it('omits the official-measures statement unless the vet said so, and the purpose when unknown', () => {
    const text = render('atestado-saude', { avaliacaoClinica: 'Bom estado geral.' });
    expect(text).toContain(
      'Atesto, para os devidos fins, que examinei nesta data, 21/11/2026, o animal identificado acima.',
    );
    expect(text).not.toContain('medidas sanitárias');
  });

  it.each(DOCUMENT_TYPES)('%s: leaves empty fields out (no empty headings)', (type) => {
    const text = render(type, emptyDocumentContent(type), { issue: undefined, place: undefined });
    const [, ...sections] = text.split('\n\n');
    for (const section of sections) expect(section).not.toMatch(/^[A-ZÇÃÕÉÍ ]+$/);
    expect(text).not.toMatch(/: \n|: ·|: $/m);
    expect(text).not.toContain('Responsável pelo animal');
    expect(text).toContain('\n21 de novembro de 2026\n');
  });

  it('has no markdown noise', () => {
    for (const type of DOCUMENT_TYPES) {
      const text = render(type);
      expect(text).not.toMatch(/[*_#`]|\n\s*- /);
      expect(text).not.toMatch(/\n{3,}/);
    }
  });

  it('omits what the patient block does not know and says Castrada for females', () => {
    const text = renderDocumentText({
      type: 'diagnostico',
      content: { presuntivo: 'Otite externa.' },
      patient: { name: 'Mimosa', species: 'bovino', sex: 'femea', neutered: false, weightKg: 480.25 },
      vet: { name: 'João Antônio Brandão', crmv: { number: '9876', uf: 'MG' } },
      date: new Date('2026-03-01T02:00:00Z'),
    });
    expect(text).toContain(
      'Animal: Mimosa · Espécie: Bovina · Sexo: Fêmea · Peso: 480,25 kg · Castrada: Não\n',
    );
    expect(text).toContain('João Antônio Brandão · CRMV-MG nº 9876\n\n');
    // 02:00 UTC is still 28 February in São Paulo; the 1st of a month is written 1º.
    expect(text).toContain('\n28 de fevereiro de 2026\n');
  });

  it('refuses content that does not fit the type', () => {
    expect(() => render('receita', { itens: 'meloxicam' })).toThrow();
  });
});

function stringLeaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringLeaves);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringLeaves);
  return [];
}

/** How a stored value shows in the text: abbreviations spelled out, ISO dates localised. */
function expectedRendering(value: string): string {
  const spelled: Record<string, string> = { VO: 'via oral', SID: 'a cada 24 horas' };
  return spelled[value] ?? localiseIsoDates(value);
}
