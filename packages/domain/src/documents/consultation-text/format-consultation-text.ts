import type { Patient } from '../../consultation.ts';
import { documentContentSchemas } from '../content-schemas.ts';
import { buildDocumentBlocks } from '../document-blocks.ts';
import { DOCUMENT_TYPES, type DocumentType } from '../document-types.ts';
import {
  type DocumentBlock,
  type DocumentField,
  patientFields,
  SPECIES_DOCUMENT_LABELS,
} from '../document-view.ts';
import { formatDateBr, type IssueDate } from '../format.ts';
import { renderDocumentBlock } from '../render-text.ts';
import {
  type ConsultationTextTarget,
  OTHER_SECTION_TITLE,
  type PlacedBlock,
  TEXT_SECTIONS,
} from './text-targets.ts';

/** One of the consultation's documents, as its record holds it. */
export interface ConsultationTextDocument {
  type: DocumentType;
  /** Only ready documents are written: a draft still generating or a failed one is left out. */
  status?: 'generating' | 'ready' | 'failed';
  /** Which animal of the visit it is about (index in `animals`; 0 when absent). */
  patientIndex?: number;
  content: unknown;
}

export interface ConsultationTextInput {
  target: ConsultationTextTarget;
  /** The visit's animals, the main one first. */
  animals: readonly Patient[];
  documents: readonly ConsultationTextDocument[];
  /** The day of the visit, written in the prontuário's identification. */
  date: IssueDate;
}

interface SourcedBlock {
  type: DocumentType;
  block: DocumentBlock;
}

/**
 * The consultation's ready documents as one plain text for pasting into a practice system, laid out as
 * `target` asks. Every word comes from the documents' own view (the same blocks their PDF and text print);
 * a section with nothing in it is left out, never filled. Nothing about the tutor is written: the receiving
 * record already knows who they are, and the text leaves VetVoz (docs/decisions/055-copy-to-practice-system.md).
 * Empty string when no document is ready.
 */
export function formatConsultationText(input: ConsultationTextInput): string {
  const ready = input.documents.filter(isCopyableDocument);
  const indexes = [...new Set(ready.map((d) => d.patientIndex ?? 0))].sort((a, b) => a - b);
  const several = input.animals.length > 1 || indexes.some((index) => index > 0);
  const parts = indexes.map((index) => {
    const documents = ready.filter((d) => (d.patientIndex ?? 0) === index);
    const animal = input.animals[index];
    const body = animalText(input, documents, animal);
    if (!several || !body) return body;
    const name = animal ? `${animal.name.trim()} (${SPECIES_DOCUMENT_LABELS[animal.species]})` : '';
    const heading = `ANIMAL ${index + 1} DE ${Math.max(input.animals.length, index + 1)}${name ? `: ${name}` : ''}`;
    return `${heading}\n${'='.repeat(heading.length)}\n\n${body}`;
  });
  const text = parts.filter(Boolean).join('\n\n\n');
  return text ? `${text}\n` : '';
}

function animalText(
  input: ConsultationTextInput,
  documents: readonly ConsultationTextDocument[],
  animal: Patient | undefined,
): string {
  // Documents in a fixed order, so two of one kind (never expected) still read the same every time.
  const ordered = [...documents].sort(
    (a, b) => DOCUMENT_TYPES.indexOf(a.type) - DOCUMENT_TYPES.indexOf(b.type),
  );
  const sourced: SourcedBlock[] = [];
  const identification: DocumentField[] = [];
  for (const document of ordered) {
    const built = buildDocumentBlocks(document.type, document.content, input.date);
    for (const block of built.blocks) sourced.push({ type: document.type, block });
    identification.push(...built.identification);
  }

  const sections: string[] = [];
  if (input.target === 'prontuario' && animal && sourced.length > 0) {
    sections.push(identificationSection(animal, identification, input.date));
  }
  const used = new Set<SourcedBlock>();
  for (const section of TEXT_SECTIONS[input.target]) {
    const found = section.blocks.flatMap((placed) =>
      sourced
        .filter((s) => matches(s, placed))
        .map((s) => ({ block: s.block, heading: placed.as ?? placed.heading, source: s })),
    );
    for (const f of found) used.add(f.source);
    // "RETORNO" then "Retorno:" says the same twice: a section holding only that block takes its title.
    const alone = found.length === 1 && found[0]?.heading.toLocaleUpperCase('pt-BR') === section.title;
    const blocks = found.map((f) => renderPlaced(f.block, f.heading, alone));
    if (blocks.length > 0) sections.push([section.title, ...blocks].join('\n'));
  }
  // The body of an atestado ("Atesto…") and the controlled-drug notice speak to whoever reads that
  // document; in the record each controlled item already says so on its own line.
  const rest = sourced.filter(
    (s) => !used.has(s) && s.block.kind !== 'statement' && s.block.kind !== 'notice',
  );
  if (rest.length > 0) {
    sections.push(
      [OTHER_SECTION_TITLE, ...rest.map((s) => renderDocumentBlock(s.block, 'label'))].join('\n'),
    );
  }
  return sections.join('\n\n');
}

/**
 * Ready, and readable by its type's schema. A stored content the schema no longer reads is left out rather
 * than failing the whole text (or the API read that carries it); the app names it as left out.
 */
export function isCopyableDocument(document: ConsultationTextDocument): boolean {
  if (document.status !== undefined && document.status !== 'ready') return false;
  return documentContentSchemas[document.type].safeParse(document.content).success;
}

function matches(sourced: SourcedBlock, placed: PlacedBlock): boolean {
  return (
    sourced.type === placed.type && 'heading' in sourced.block && sourced.block.heading === placed.heading
  );
}

function renderPlaced(block: DocumentBlock, heading: string, withoutHeading: boolean): string {
  const renamed = 'heading' in block ? { ...block, heading } : block;
  const text = renderDocumentBlock(renamed, 'label');
  return withoutHeading ? text.slice(text.indexOf('\n') + 1) : text;
}

/** The animal as the record identifies it, and the day; the tutor is the receiving record's own. */
function identificationSection(animal: Patient, extra: DocumentField[], date: IssueDate): string {
  const fields = [...patientFields(animal)];
  for (const field of extra) {
    if (!fields.some((f) => f.label === field.label)) fields.push(field);
  }
  fields.push({ label: 'Data do atendimento', value: formatDateBr(date) });
  return ['IDENTIFICAÇÃO', ...fields.map((f) => `${f.label}: ${f.value}`)].join('\n');
}
