import { describe, expect, it } from 'vitest';
import type { Patient } from '../../consultation.ts';
import { emptyDocumentContent } from '../content-schemas.ts';
import { buildDocumentBlocks } from '../document-blocks.ts';
import { DOCUMENT_TYPES } from '../document-types.ts';
import { SAMPLE_CONTENT, SAMPLE_DATE, SAMPLE_ISSUE, SAMPLE_PATIENT } from '../sample-documents.ts';
import { type ConsultationTextDocument, formatConsultationText } from './format-consultation-text.ts';
import { CONSULTATION_TEXT_TARGETS, OTHER_SECTION_TITLE, TEXT_SECTIONS } from './text-targets.ts';

const all: ConsultationTextDocument[] = DOCUMENT_TYPES.map((type) => ({
  type,
  status: 'ready',
  content: SAMPLE_CONTENT[type],
}));

const format = (target: 'soap' | 'prontuario', documents = all, animals: Patient[] = [SAMPLE_PATIENT]) =>
  formatConsultationText({ target, animals, documents, date: SAMPLE_DATE });

/** Where each of `needles` first appears, failing on one that is absent. */
function positions(text: string, needles: string[]): number[] {
  return needles.map((needle) => {
    const at = text.indexOf(needle);
    expect(at, needle).toBeGreaterThanOrEqual(0);
    return at;
  });
}

const ascending = (values: number[]) => values.every((v, i) => i === 0 || (values[i - 1] ?? 0) < v);

describe('formatConsultationText', () => {
  it('SOAP: the four sections in order, each fed by its documents', () => {
    const text = format('soap');
    const at = positions(text, ['S — SUBJETIVO', 'O — OBJETIVO', 'A — AVALIAÇÃO', 'P — PLANO']);
    expect(ascending(at)).toBe(true);
    const [s, o, a, p] = at as [number, number, number, number];
    const within = (needle: string, from: number, to: number) => {
      const i = text.indexOf(needle);
      expect(i > from && i < to, needle).toBe(true);
    };
    within('Vômito há dois dias e falta de apetite.', s, o);
    within('Temperatura: 39,2 °C', o, a);
    within('Alerta, dor leve à palpação abdominal cranial', o, a);
    within('Exames realizados:', o, a);
    within('Gastroenterite aguda por indiscrição alimentar.', a, p);
    within('• Pancreatite aguda', a, p);
    within('1) Meloxicam 0,5 mg/mL', p, text.length);
    within('Retorno em 7 dias para reavaliação.', p, text.length);
    within('Exames complementares sugeridos:', p, text.length);
  });

  it('Prontuário: identification first, then the general order, the retorno under its own title', () => {
    const text = format('prontuario');
    const at = positions(text, [
      'IDENTIFICAÇÃO',
      'ANAMNESE',
      'EXAME FÍSICO',
      'EXAMES COMPLEMENTARES',
      'DIAGNÓSTICO',
      'TRATAMENTO E PRESCRIÇÃO',
      'IMUNIZAÇÕES',
      'ORIENTAÇÕES',
      'RETORNO\nRetorno em 7 dias para reavaliação.',
    ]);
    expect(ascending(at)).toBe(true);
    expect(text).toContain('Animal: Thor\nEspécie: Canina\nRaça: Labrador Retriever');
    expect(text).toContain('Pelagem: Caramelo');
    expect(text).toContain('Data do atendimento: 21/11/2026');
    expect(text.startsWith('IDENTIFICAÇÃO\n')).toBe(true);
  });

  it.each(CONSULTATION_TEXT_TARGETS)(
    '%s: every section a full set of documents fills is placed',
    (target) => {
      const text = format(target);
      expect(text).not.toContain(OTHER_SECTION_TITLE);
      // Every block the documents print is placed by the tables, except atestados' declarations and notices.
      for (const type of DOCUMENT_TYPES) {
        const { blocks } = buildDocumentBlocks(type, SAMPLE_CONTENT[type], SAMPLE_DATE);
        for (const block of blocks) {
          if (block.kind === 'statement' || block.kind === 'notice') continue;
          const placed = TEXT_SECTIONS[target].some((section) =>
            section.blocks.some((b) => b.type === type && b.heading === block.heading),
          );
          expect(placed, `${type}: ${block.heading}`).toBe(true);
        }
      }
    },
  );

  it('leaves out an empty section instead of filling it', () => {
    const documents: ConsultationTextDocument[] = [{ type: 'receita', content: SAMPLE_CONTENT.receita }];
    const soap = format('soap', documents);
    expect(soap.startsWith('P — PLANO\n')).toBe(true);
    for (const title of ['SUBJETIVO', 'OBJETIVO', 'AVALIAÇÃO']) expect(soap).not.toContain(title);
    const prontuario = format('prontuario', documents);
    for (const title of ['ANAMNESE', 'EXAME FÍSICO', 'DIAGNÓSTICO', 'ORIENTAÇÕES', 'RETORNO'])
      expect(prontuario).not.toContain(`\n${title}\n`);
    expect(prontuario).toContain('TRATAMENTO E PRESCRIÇÃO');
  });

  it('leaves out empty fields and empty documents, and documents that are not ready', () => {
    const anamnese = { ...emptyDocumentContent('anamnese'), queixaPrincipal: 'Coceira' };
    const documents: ConsultationTextDocument[] = [
      { type: 'anamnese', status: 'ready', content: anamnese },
      { type: 'diagnostico', status: 'ready', content: emptyDocumentContent('diagnostico') },
      { type: 'receita', status: 'generating', content: SAMPLE_CONTENT.receita },
      { type: 'orientacoes', status: 'failed', content: null },
    ];
    expect(format('soap', documents)).toBe('S — SUBJETIVO\nQueixa principal:\nCoceira\n');
    // A content its schema no longer reads is left out, not a failure of the whole text.
    const unreadable: ConsultationTextDocument = {
      type: 'receita',
      status: 'ready',
      content: { itens: 'x' },
    };
    expect(format('soap', [...documents, unreadable])).toBe('S — SUBJETIVO\nQueixa principal:\nCoceira\n');
    expect(format('soap', [])).toBe('');
  });

  it('writes every drug of a receita, numbered, and marks the controlled ones', () => {
    const text = format('soap', [{ type: 'receita', content: SAMPLE_CONTENT.receita }]);
    const at = positions(text, ['1) Meloxicam', '2) Maropitant', '3) Cloridrato de tramadol']);
    expect(ascending(at)).toBe(true);
    const tramadol = text.slice(text.indexOf('3) Cloridrato de tramadol'));
    expect(tramadol).toContain('Medicamento sujeito a controle especial.');
    expect(text.match(/controle especial/g)).toHaveLength(1);
    // The pharmacy's notice belongs on the receita itself, not in the record.
    expect(text).not.toContain('a dispensação exige');
  });

  it('one block per animal on a visit with several, each with its own documents', () => {
    const mia: Patient = { name: 'Mia', species: 'gato', sex: 'femea' };
    const documents: ConsultationTextDocument[] = [
      { type: 'anamnese', patientIndex: 0, content: SAMPLE_CONTENT.anamnese },
      {
        type: 'anamnese',
        patientIndex: 1,
        content: { ...emptyDocumentContent('anamnese'), queixaPrincipal: 'Espirros há uma semana.' },
      },
    ];
    const text = format('soap', documents, [SAMPLE_PATIENT, mia]);
    const at = positions(text, ['ANIMAL 1 DE 2: Thor (Canina)', 'ANIMAL 2 DE 2: Mia (Felina)']);
    expect(ascending(at)).toBe(true);
    const [, second] = at as [number, number];
    expect(text.indexOf('Vômito há dois dias')).toBeLessThan(second);
    expect(text.indexOf('Espirros há uma semana.')).toBeGreaterThan(second);
    const prontuario = format('prontuario', documents, [SAMPLE_PATIENT, mia]);
    expect(prontuario).toContain(
      'ANIMAL 2 DE 2: Mia (Felina)\n===========================\n\nIDENTIFICAÇÃO\nAnimal: Mia',
    );
  });

  it('an animal with nothing ready is not announced', () => {
    const mia: Patient = { name: 'Mia', species: 'gato' };
    const text = format(
      'soap',
      [{ type: 'anamnese', content: SAMPLE_CONTENT.anamnese }],
      [SAMPLE_PATIENT, mia],
    );
    expect(text).toContain('ANIMAL 1 DE 2: Thor');
    expect(text).not.toContain('Mia');
  });

  it.each(CONSULTATION_TEXT_TARGETS)('%s: nothing about the tutor, and no signature block', (target) => {
    const text = format(target);
    for (const value of [SAMPLE_ISSUE.responsavelNome, '529.982.247-25', SAMPLE_ISSUE.responsavelEndereco]) {
      expect(text).not.toContain(value);
    }
    expect(text).not.toContain('Responsável pelo animal');
    expect(text).not.toContain('CRMV');
    expect(text).not.toContain('Atesto');
  });
});
