/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas keep the automatic JSX runtime whatever tsconfig tsx finds (e.g. started from the repo root).
import { renderToBuffer } from '@react-pdf/renderer';
import {
  buildDocumentView,
  DOCUMENT_TYPE_LABELS,
  type DocumentIssuer,
  type DocumentType,
  formatIsoDay,
  type IssueDate,
  type IssueDetails,
  type Patient,
} from '@vetvoz/domain';
import { DocumentPdf } from './document-pdf.tsx';
import { registerPdfFonts } from './fonts.ts';

export interface RenderDocumentPdfOptions {
  type: DocumentType;
  /** Content as stored (validated against the type's schema here). */
  content: unknown;
  patient: Patient;
  issuer: DocumentIssuer;
  /** The responsável typed on the issue form: printed, never stored. */
  issue?: IssueDetails;
  /** City/UF where the document is issued. */
  place?: string | null;
  date: IssueDate;
}

/**
 * The document as an A4 PDF with an embedded font, laid out from the same view as the plain text
 * (`buildDocumentView`), so both carry the same fields. Throws the schema's error on content of another type.
 */
export async function renderDocumentPdf(options: RenderDocumentPdfOptions): Promise<Buffer> {
  registerPdfFonts();
  const view = buildDocumentView({
    type: options.type,
    content: options.content,
    patient: options.patient,
    vet: options.issuer,
    issue: options.issue,
    place: options.place,
    date: options.date,
  });
  return renderToBuffer(<DocumentPdf view={view} />);
}

/** "receita-thor-2026-11-21.pdf": ASCII, lower case, the animal's name and the issue day. */
export function pdfFileName({
  type,
  patientName,
  date,
}: {
  type: DocumentType;
  patientName: string;
  date: IssueDate;
}): string {
  const parts = [
    slug(DOCUMENT_TYPE_LABELS[type]),
    slug(patientName).slice(0, 40).replace(/-+$/, ''),
    formatIsoDay(date),
  ];
  return `${parts.filter(Boolean).join('-')}.pdf`;
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
