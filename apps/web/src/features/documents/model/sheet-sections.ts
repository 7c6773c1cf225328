import type { DocumentBlock, DocumentType, GroundingFlag } from '@vetvoz/domain';
import { DOCUMENT_FORMS, type FieldSpec } from './document-form.ts';

/**
 * A part of the printed document that the vet edits as one: the blocks of the shared view model
 * (domain document-view) it prints as, and the content keys its editor changes. Blocks carry no content
 * path, so a section claims its blocks by their heading — the same words the form and the PDF use.
 */
export interface SheetSection {
  key: string;
  title: string;
  /** Top-level content keys its editor shows, in the form's order. */
  fields: string[];
  claims: (block: DocumentBlock) => boolean;
  /** Printed in the animal panel (pelagem, microchip), not in the body. */
  inPatientPanel?: boolean;
}

const headed = (title: string) => (block: DocumentBlock) => 'heading' in block && block.heading === title;
const statementStarting = (start: string) => (block: DocumentBlock) =>
  block.kind === 'statement' && block.text.startsWith(start);
const never = () => false;

function fromForm(field: FieldSpec): SheetSection {
  if (field.key === 'identificacaoAnimal')
    return { key: field.key, title: field.label, fields: [field.key], claims: never, inPatientPanel: true };
  return { key: field.key, title: field.label, fields: [field.key], claims: headed(field.label) };
}

/** Where the form and the printed layout part ways: several fields under one heading, or a sentence. */
const OVERRIDES: Partial<Record<DocumentType, Record<string, Partial<SheetSection> | null>>> = {
  receita: {
    // The controlled-drug notice belongs to the drugs that cause it.
    itens: { claims: (block) => headed('Prescrição')(block) || block.kind === 'notice' },
  },
  'atestado-saude': {
    finalidade: { claims: statementStarting('Atesto') },
    destino: {
      key: 'informacoesSanitarias',
      title: 'Informações sanitárias',
      fields: ['destino', 'vacinacaoAntirrabica', 'outrasImunizacoes', 'antiparasitarios'],
      claims: headed('Informações sanitárias'),
    },
    vacinacaoAntirrabica: null,
    outrasImunizacoes: null,
    antiparasitarios: null,
    medidasSanitariasOficiais: { title: 'Medidas sanitárias oficiais', claims: statementStarting('Declaro') },
  },
  'atestado-vacinacao': {
    vacinas: { claims: (block) => headed('Vacinas aplicadas')(block) || block.kind === 'statement' },
  },
};

export function sheetSections(type: DocumentType): SheetSection[] {
  const overrides = OVERRIDES[type] ?? {};
  return DOCUMENT_FORMS[type].flatMap((field) => {
    const override = overrides[field.key];
    if (override === null) return [];
    return [{ ...fromForm(field), ...override }];
  });
}

/** The form fields one section edits. */
export function sectionFields(type: DocumentType, section: SheetSection): FieldSpec[] {
  return DOCUMENT_FORMS[type].filter((field) => section.fields.includes(field.key));
}

export interface PlacedBlocks {
  section: SheetSection | null;
  blocks: DocumentBlock[];
}

/** The view's blocks in print order, runs of one section kept together so each is edited as a whole. */
export function placeBlocks(sections: SheetSection[], blocks: DocumentBlock[]): PlacedBlocks[] {
  const placed: PlacedBlocks[] = [];
  for (const block of blocks) {
    const section = sections.find((candidate) => candidate.claims(block)) ?? null;
    const last = placed.at(-1);
    if (last && section && last.section?.key === section.key) last.blocks.push(block);
    else placed.push({ section, blocks: [block] });
  }
  return placed;
}

/** Sections with nothing printed yet: offered apart, so an empty field can still be filled. */
export function emptySections(sections: SheetSection[], placed: PlacedBlocks[]): SheetSection[] {
  const shown = new Set(placed.map((run) => run.section?.key));
  return sections.filter((section) => !section.inPatientPanel && !shown.has(section.key));
}

export function sectionOfPath(sections: SheetSection[], path: string): SheetSection | null {
  const top = path.split('.')[0] ?? '';
  return sections.find((section) => section.fields.includes(top)) ?? null;
}

export function flagsOfSection(sections: SheetSection[], section: SheetSection, flags: GroundingFlag[]) {
  return flags.filter((flag) => sectionOfPath(sections, flag.path)?.key === section.key);
}
