/** The documents VetVoz drafts from a consultation. Ids are stable: stored with each document. */
export const DOCUMENT_TYPES = [
  'anamnese',
  'receita',
  'diagnostico',
  'orientacoes',
  'atestado-saude',
  'atestado-vacinacao',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  anamnese: 'Anamnese',
  receita: 'Receita',
  diagnostico: 'Diagnóstico',
  orientacoes: 'Orientações ao tutor',
  'atestado-saude': 'Atestado de saúde',
  'atestado-vacinacao': 'Atestado de vacinação',
};

export function isDocumentType(value: unknown): value is DocumentType {
  return typeof value === 'string' && (DOCUMENT_TYPES as readonly string[]).includes(value);
}

/**
 * What "Enviar tudo" sends by default: the documents written for the tutor. The anamnese and the
 * diagnóstico are the clinic's record (prontuário); the vet may still add them to a send.
 */
export const TUTOR_FACING_TYPES: readonly DocumentType[] = [
  'receita',
  'orientacoes',
  'atestado-saude',
  'atestado-vacinacao',
];

/** Short tab labels that fit a phone's width; the full label stays the tab's accessible name. */
export const DOCUMENT_TYPE_SHORT_LABELS: Record<DocumentType, string> = {
  anamnese: 'Anamnese',
  receita: 'Receita',
  diagnostico: 'Diagnóstico',
  orientacoes: 'Orientações',
  'atestado-saude': 'Atestado',
  'atestado-vacinacao': 'Vacinação',
};
