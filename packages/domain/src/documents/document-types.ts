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
