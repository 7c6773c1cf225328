import {
  buildDocumentView,
  type DocumentIssuer,
  type DocumentType,
  type DocumentView,
  type IssueDetailField,
  type Patient,
  REQUIRED_ISSUE_DETAILS,
} from '@vetvoz/domain';
import { formContent } from './document-form.ts';

/** The vet as the profile gives them; the CRMV stays as typed when it cannot be read. */
export interface SheetIssuer {
  issuer: DocumentIssuer;
  /** Printed instead of the formatted CRMV when the profile's could not be read. */
  crmvText: string | null;
}

export interface SheetViewInput {
  type: DocumentType;
  content: unknown;
  patient: Patient;
  issuer: SheetIssuer | null;
  responsavel: Partial<Record<IssueDetailField, string>>;
  place: string;
  date: Date;
}

// Until the profile answers, the sheet keeps the header's shape without pretending to know the vet.
const UNKNOWN_ISSUER: DocumentIssuer = { name: 'Médico-veterinário', crmv: { number: '—', uf: 'SP' } };

/**
 * The document as it will print, from the same view model as the PDF and the text. Content that does not
 * parse yet (a stream half written, a value over its limit while typed) is read field by field, and a
 * view that still cannot be built is null: the caller keeps what it showed before.
 */
export function sheetView(input: SheetViewInput): DocumentView | null {
  const issue: Partial<Record<IssueDetailField, string>> = {};
  for (const field of REQUIRED_ISSUE_DETAILS[input.type]) {
    const value = input.responsavel[field]?.trim();
    if (value) issue[field] = value;
  }
  try {
    const view = buildDocumentView({
      type: input.type,
      content: formContent(input.type, input.content),
      patient: input.patient,
      vet: input.issuer?.issuer ?? UNKNOWN_ISSUER,
      issue,
      place: input.place.trim() || null,
      date: input.date,
    });
    if (!input.issuer)
      return {
        ...view,
        issuer: { ...view.issuer, crmv: 'CRMV' },
        signature: { ...view.signature, crmv: 'CRMV' },
      };
    const crmv = input.issuer.crmvText;
    return crmv
      ? { ...view, issuer: { ...view.issuer, crmv }, signature: { ...view.signature, crmv } }
      : view;
  } catch {
    return null;
  }
}
