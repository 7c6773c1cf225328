import {
  type DocumentRecord,
  type IssueDetailField,
  type IssueDocumentInput,
  REQUIRED_ISSUE_DETAILS,
} from '@vetvoz/domain';
import type { IssueDraft } from './issue-draft.tsx';

export type DeliveryMode = 'pdf' | 'copy' | 'whatsapp' | 'email';

/** What the issue form shows beside each field it refuses. */
export type IssueErrors = Partial<
  Record<IssueDetailField | 'place' | 'telefone' | 'email' | 'message', string>
>;

export const SAVE_BEFORE_ISSUE_MESSAGE =
  'Não foi possível salvar suas últimas alterações neste documento. Corrija ou tente de novo antes de emitir.';

/** The issue payload: only the responsável fields this document prints, blanks left out. */
export function issueInput(
  type: DocumentRecord['type'],
  draft: IssueDraft,
  place: string,
): IssueDocumentInput {
  const issue: Partial<Record<IssueDetailField, string>> = {};
  for (const field of REQUIRED_ISSUE_DETAILS[type]) {
    const value = draft[field].trim();
    if (value) issue[field] = value;
  }
  const trimmedPlace = place.trim();
  return {
    ...(Object.keys(issue).length > 0 ? { issue } : {}),
    ...(trimmedPlace ? { place: trimmedPlace } : {}),
  };
}

/** What the dialog of each way of issuing takes. */
export interface IssueFormProps {
  document: DocumentRecord;
  /** A receita's controlled lines, one sentence each on the receituário it needs; empty for none. */
  controlled: readonly string[];
  ensureSaved: () => Promise<boolean>;
  onClose: () => void;
}
