/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas keep the automatic JSX runtime whatever tsconfig tsx finds (e.g. started from the repo root).
import { Document } from '@react-pdf/renderer';
import type { DocumentView, ReceitaForms } from '@vetvoz/domain';
import type { PdfVerification } from '../../verification/index.ts';
import { ReceitaWithFormsPages } from './controlled-pdf.tsx';
import { DocumentPage } from './document-page.tsx';

/** The document's layout: header, title, animal and responsável panels, body, place/date and signature. */
export function DocumentPdf({
  view,
  copyNotice,
  verification,
  forms,
}: {
  view: DocumentView;
  copyNotice?: string;
  verification?: PdfVerification;
  /** A receita's controlled drugs on their own receituários, after the ordinary receita. */
  forms?: ReceitaForms | undefined;
}) {
  return (
    <Document
      title={`${view.title} — ${view.patient[0]?.value ?? ''}`}
      author={view.issuer.name}
      subject={view.title}
      language="pt-BR"
    >
      {forms ? (
        <ReceitaWithFormsPages forms={forms} copyNotice={copyNotice} verification={verification} />
      ) : (
        <DocumentPage view={view} copyNotice={copyNotice} verification={verification} />
      )}
    </Document>
  );
}
