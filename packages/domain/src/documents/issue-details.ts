import { z } from 'zod';
import { isValidCpf } from '../cpf.ts';
import { MESSAGES } from '../messages.ts';
import { singleLineText } from '../text.ts';
import type { DocumentType } from './document-types.ts';

/**
 * Typed on the issue form, printed on the document, never stored (docs/privacy.md): the law wants the
 * responsável pelo animal identified on receitas (name, address) and atestados (name, CPF, address),
 * while VetVoz keeps nothing about the tutor.
 */
export const issueDetailsSchema = z.object({
  responsavelNome: singleLineText()
    .max(160, 'Nome do responsável longo demais.')
    .transform((value) => value || undefined)
    .optional(),
  responsavelCpf: singleLineText()
    .max(20, MESSAGES.invalidCpf)
    .refine((value) => !value || isValidCpf(value), MESSAGES.invalidCpf)
    .transform((value) => value.replace(/\D/g, '') || undefined)
    .optional(),
  responsavelEndereco: singleLineText()
    .max(300, 'Endereço do responsável longo demais.')
    .transform((value) => value || undefined)
    .optional(),
});
export type IssueDetailsInput = z.input<typeof issueDetailsSchema>;
export type IssueDetails = z.output<typeof issueDetailsSchema>;
export type IssueDetailField = keyof IssueDetails;

export const ISSUE_DETAIL_LABELS: Record<IssueDetailField, string> = {
  responsavelNome: 'Nome do responsável',
  responsavelCpf: 'CPF do responsável',
  responsavelEndereco: 'Endereço do responsável',
};

/** What each document must identify about the responsável (domain doc §2, §9). */
export const REQUIRED_ISSUE_DETAILS: Record<DocumentType, readonly IssueDetailField[]> = {
  anamnese: [],
  receita: ['responsavelNome', 'responsavelEndereco'],
  diagnostico: [],
  orientacoes: [],
  'atestado-saude': ['responsavelNome', 'responsavelCpf', 'responsavelEndereco'],
  'atestado-vacinacao': ['responsavelNome', 'responsavelCpf', 'responsavelEndereco'],
};

/** Labels of the required fields still empty: the issue form warns before printing without them. */
export function missingIssueDetails(type: DocumentType, issue: IssueDetails | undefined): string[] {
  return REQUIRED_ISSUE_DETAILS[type]
    .filter((field) => !issue?.[field])
    .map((field) => ISSUE_DETAIL_LABELS[field]);
}
