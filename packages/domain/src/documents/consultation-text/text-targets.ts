import type { DocumentType } from '../document-types.ts';

/**
 * The layouts "Copiar para o sistema" writes, for practice software without an API (the vet pastes the
 * text into its record). Neither claims to be any vendor's own field order: their public material does
 * not show one (docs/decisions/055-copy-to-practice-system.md).
 */
export const CONSULTATION_TEXT_TARGETS = ['soap', 'prontuario'] as const;
export type ConsultationTextTarget = (typeof CONSULTATION_TEXT_TARGETS)[number];

export const CONSULTATION_TEXT_TARGET_LABELS: Record<ConsultationTextTarget, string> = {
  soap: 'SOAP',
  prontuario: 'Prontuário (ordem geral)',
};

export const CONSULTATION_TEXT_TARGET_HINTS: Record<ConsultationTextTarget, string> = {
  soap: 'Subjetivo, Objetivo, Avaliação e Plano.',
  prontuario:
    'Identificação do animal, anamnese, exame físico, exames complementares, diagnóstico, tratamento e prescrição, orientações e retorno.',
};

export function isConsultationTextTarget(value: unknown): value is ConsultationTextTarget {
  return typeof value === 'string' && (CONSULTATION_TEXT_TARGETS as readonly string[]).includes(value);
}

/**
 * Where a block of a document goes: its document type and its heading as the document view prints it
 * (document-blocks.ts), and the heading it takes there when the bare one would be ambiguous in a section
 * mixing documents ("Observações" of the anamnese and of an atestado).
 */
export interface PlacedBlock {
  type: DocumentType;
  heading: string;
  as?: string;
}

export interface TextSection {
  title: string;
  /** In the order they are written; a block that is empty is not in the view, so it is never written. */
  blocks: PlacedBlock[];
}

const at = (type: DocumentType, heading: string, as?: string): PlacedBlock => ({ type, heading, as });

const ANAMNESE_HISTORY = [
  at('anamnese', 'Queixa principal'),
  at('anamnese', 'Histórico'),
  at('anamnese', 'Antecedentes'),
  at('anamnese', 'Medicações em uso'),
  at('anamnese', 'Hábitos e manejo'),
  at('anamnese', 'Observações'),
];
const PHYSICAL_EXAM = [
  at('anamnese', 'Sinais vitais e parâmetros'),
  at('anamnese', 'Exame físico'),
  at('atestado-saude', 'Avaliação clínica', 'Avaliação clínica (atestado de saúde)'),
];
const DIAGNOSIS = [
  at('diagnostico', 'Diagnóstico presuntivo'),
  at('diagnostico', 'Diagnóstico conclusivo'),
  at('diagnostico', 'Achados relevantes'),
  at('diagnostico', 'Diagnósticos diferenciais'),
  at('diagnostico', 'Prognóstico'),
];
const TREATMENT = [
  at('diagnostico', 'Conduta'),
  at('receita', 'Prescrição'),
  at('receita', 'Orientações gerais', 'Orientações da receita'),
];
const TUTOR_GUIDANCE = [
  at('orientacoes', 'Resumo da consulta', 'Resumo dado ao tutor'),
  at('orientacoes', 'Cuidados em casa'),
  at('orientacoes', 'Medicações', 'Medicações explicadas ao tutor'),
  at('orientacoes', 'Procure o médico-veterinário antes do retorno se notar', 'Sinais de alerta'),
];
const FOLLOW_UP = [at('orientacoes', 'Retorno')];
const IMMUNISATIONS = [
  at('atestado-vacinacao', 'Vacinas aplicadas'),
  at('atestado-vacinacao', 'Observações', 'Observações (atestado de vacinação)'),
];
const CERTIFICATES = [
  at('atestado-saude', 'Informações sanitárias', 'Informações sanitárias (atestado de saúde)'),
  at('atestado-saude', 'Observações', 'Observações (atestado de saúde)'),
];

/**
 * SOAP: what was told (S), what was measured and found (O), what the vet concluded (A), what happens next
 * (P). Exams asked for are part of the plan; exams already done are findings.
 */
const SOAP: TextSection[] = [
  { title: 'S — SUBJETIVO', blocks: ANAMNESE_HISTORY },
  {
    title: 'O — OBJETIVO',
    blocks: [...PHYSICAL_EXAM, at('anamnese', 'Exames realizados')],
  },
  { title: 'A — AVALIAÇÃO', blocks: DIAGNOSIS },
  {
    title: 'P — PLANO',
    blocks: [
      ...TREATMENT,
      at('diagnostico', 'Exames complementares sugeridos'),
      ...IMMUNISATIONS,
      ...TUTOR_GUIDANCE,
      ...FOLLOW_UP,
      ...CERTIFICATES,
    ],
  },
];

/**
 * The record's usual order in Brazilian practice (Res. CFMV 1.321/2020 Art. 9 lists its items:
 * docs/document-completeness.md); identification is written apart, from the animal's data.
 */
const PRONTUARIO: TextSection[] = [
  { title: 'ANAMNESE', blocks: ANAMNESE_HISTORY },
  { title: 'EXAME FÍSICO', blocks: PHYSICAL_EXAM },
  {
    title: 'EXAMES COMPLEMENTARES',
    blocks: [
      at('anamnese', 'Exames realizados'),
      at('diagnostico', 'Exames complementares sugeridos', 'Exames solicitados ou sugeridos'),
    ],
  },
  { title: 'DIAGNÓSTICO', blocks: DIAGNOSIS },
  { title: 'TRATAMENTO E PRESCRIÇÃO', blocks: TREATMENT },
  { title: 'IMUNIZAÇÕES', blocks: IMMUNISATIONS },
  { title: 'ORIENTAÇÕES', blocks: TUTOR_GUIDANCE },
  { title: 'RETORNO', blocks: FOLLOW_UP },
  { title: 'ATESTADOS', blocks: CERTIFICATES },
];

export const TEXT_SECTIONS: Record<ConsultationTextTarget, TextSection[]> = {
  soap: SOAP,
  prontuario: PRONTUARIO,
};

/** What a block the tables do not place is written under, so that nothing the vet reviewed is lost. */
export const OTHER_SECTION_TITLE = 'OUTRAS INFORMAÇÕES';
