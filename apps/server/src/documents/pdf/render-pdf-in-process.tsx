/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas keep the automatic JSX runtime whatever tsconfig tsx finds (e.g. started from the repo root).
import { renderToBuffer } from '@react-pdf/renderer';
import {
  buildDocumentView,
  buildReceitaForms,
  type DocumentIssuer,
  type DocumentType,
  type IssueDate,
  type IssueDetails,
  type Patient,
} from '@vetvoz/domain';
import type { PdfVerification } from '../../verification/index.ts';
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
  /** A copy for the prontuário taken by someone other than the signatory: said on every page. */
  copyNotice?: string;
  /** The issue's verification address, QR code and fingerprint, in the footer of every page. */
  verification?: PdfVerification;
}

/**
 * The rendering itself, on the calling thread: CPU-bound for as long as the document is long. The server
 * calls it only inside the PDF worker threads (`pdf-render-pool.ts`); benches call it to compare.
 */
export async function renderDocumentPdfInProcess(options: RenderDocumentPdfOptions): Promise<Buffer> {
  registerPdfFonts();
  const input = {
    type: options.type,
    content: options.content,
    patient: options.patient,
    vet: options.issuer,
    issue: options.issue,
    place: options.place,
    date: options.date,
  };
  const view = buildDocumentView(input);
  // A receita whose controlled drugs are on known lists prints their receituários after it.
  const forms = options.type === 'receita' ? buildReceitaForms(input) : undefined;
  return renderToBuffer(
    <DocumentPdf
      view={view}
      copyNotice={options.copyNotice}
      verification={options.verification}
      forms={forms && forms.forms.length > 0 ? forms : undefined}
    />,
  );
}
