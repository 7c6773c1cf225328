import type { AnimalSex, Patient, Species } from '../consultation.ts';
import { buildDocumentBlocks } from './document-blocks.ts';
import { DOCUMENT_TYPE_LABELS, type DocumentType } from './document-types.ts';
import {
  formatCnpj,
  formatCpf,
  formatPhoneBr,
  formatPlaceAndDate,
  formatWeightKg,
  type IssueDate,
  present,
} from './format.ts';
import type { IssueDetails } from './issue-details.ts';
import { type DocumentIssuer, formatCrmv } from './issuer.ts';
import type { MedicationLine } from './medication-line.ts';

/**
 * A document laid out as data: every printed word decided here, once, so the plain text (copy, WhatsApp,
 * e-mail) and the server's PDF show the same fields in the same order. Empty fields are already gone.
 */
export interface DocumentView {
  type: DocumentType;
  title: string;
  subtitle: string | null;
  issuer: {
    name: string;
    crmv: string;
    establishment: { name: string; details: string[] } | null;
  };
  patient: DocumentField[];
  /** Responsável pelo animal, from the issue form; empty when nothing was typed. */
  responsavel: DocumentField[];
  blocks: DocumentBlock[];
  placeAndDate: string;
  signature: { name: string; crmv: string };
  aiNotice: string;
}

export interface DocumentField {
  label: string;
  value: string;
}

export type DocumentBlock =
  /** A declaration in the vet's voice (atestados). */
  | { kind: 'statement'; text: string }
  | { kind: 'paragraph'; heading: string; text: string }
  | { kind: 'fields'; heading: string; fields: DocumentField[] }
  | { kind: 'list'; heading: string; items: string[] }
  | { kind: 'medications'; heading: string; items: MedicationLine[] }
  /** Numbered entries with their own fields, e.g. the vaccines of an atestado. */
  | { kind: 'entries'; heading: string; entries: { title: string; fields: DocumentField[] }[] }
  /** A warning printed apart from the body (controlled drugs). */
  | { kind: 'notice'; text: string };

export interface RenderDocumentInput {
  type: DocumentType;
  /** Content as the schema of `type` parses it (documentContentSchemas[type]). */
  content: unknown;
  patient: Patient;
  vet: DocumentIssuer;
  issue?: IssueDetails;
  /** City (and UF) where the document is issued, e.g. "São Paulo/SP". */
  place?: string | null;
  date: IssueDate;
}

/** Species as Brazilian veterinary documents write it ("Espécie: Canina"). */
export const SPECIES_DOCUMENT_LABELS: Record<Species, string> = {
  cao: 'Canina',
  gato: 'Felina',
  equino: 'Equina',
  bovino: 'Bovina',
  'pequeno-ruminante': 'Ovina/caprina',
  suino: 'Suína',
  ave: 'Ave',
  exotico: 'Silvestre/exótica',
  outra: 'Outra',
};

const SEX_LABELS: Record<AnimalSex, string | null> = {
  macho: 'Macho',
  femea: 'Fêmea',
  'nao-informado': null,
};

/**
 * No publicity of third parties on the document (Res. CFMV 1.321/2020), hence no product name; and CFMV has
 * no AI rule, so the vet who signs answers for the content (domain doc §8).
 */
export const AI_DRAFT_NOTICE =
  'Documento elaborado com apoio de inteligência artificial a partir da consulta e revisado pelo médico-veterinário signatário, responsável pelo seu conteúdo.';

export function buildDocumentView(input: RenderDocumentInput): DocumentView {
  const { blocks, identification } = buildDocumentBlocks(input.type, input.content, input.date);
  const crmv = formatCrmv(input.vet.crmv);
  return {
    type: input.type,
    title: DOCUMENT_TYPE_LABELS[input.type],
    subtitle: input.type === 'receita' ? 'Uso veterinário' : null,
    issuer: { name: input.vet.name.trim(), crmv, establishment: establishmentView(input.vet) },
    patient: [...patientFields(input.patient), ...identification],
    responsavel: responsavelFields(input.issue),
    blocks,
    placeAndDate: formatPlaceAndDate(input.place, input.date),
    signature: { name: input.vet.name.trim(), crmv },
    aiNotice: AI_DRAFT_NOTICE,
  };
}

function establishmentView(vet: DocumentIssuer): DocumentView['issuer']['establishment'] {
  const e = vet.establishment;
  const name = present(e?.name);
  if (!e || !name) return null;
  const details: string[] = [];
  const cnpj = present(e.cnpj);
  if (cnpj) details.push(`CNPJ ${formatCnpj(cnpj)}`);
  const registration = present(e.crmvRegistration);
  if (registration) details.push(`Registro no CRMV: ${registration}`);
  const address = present(e.address);
  if (address) details.push(address);
  const phone = present(e.phone);
  if (phone) details.push(`Tel. ${formatPhoneBr(phone)}`);
  return { name, details };
}

export function patientFields(patient: Patient): DocumentField[] {
  const fields: DocumentField[] = [{ label: 'Animal', value: patient.name.trim() }];
  fields.push({ label: 'Espécie', value: SPECIES_DOCUMENT_LABELS[patient.species] });
  const breed = present(patient.breed);
  if (breed) fields.push({ label: 'Raça', value: breed });
  const sex = patient.sex ? SEX_LABELS[patient.sex] : null;
  if (sex) fields.push({ label: 'Sexo', value: sex });
  const age = present(patient.age);
  if (age) fields.push({ label: 'Idade', value: age });
  if (patient.weightKg !== undefined) fields.push({ label: 'Peso', value: formatWeightKg(patient.weightKg) });
  if (patient.neutered !== undefined) {
    const label = patient.sex === 'femea' ? 'Castrada' : patient.sex === 'macho' ? 'Castrado' : 'Castrado(a)';
    fields.push({ label, value: patient.neutered ? 'Sim' : 'Não' });
  }
  return fields;
}

function responsavelFields(issue: IssueDetails | undefined): DocumentField[] {
  const fields: DocumentField[] = [];
  const name = present(issue?.responsavelNome);
  if (name) fields.push({ label: 'Nome', value: name });
  const cpf = present(issue?.responsavelCpf);
  if (cpf) fields.push({ label: 'CPF', value: formatCpf(cpf) });
  const address = present(issue?.responsavelEndereco);
  if (address) fields.push({ label: 'Endereço', value: address });
  return fields;
}
