import { DOCUMENT_TYPE_LABELS, type DocumentType, formatIsoDay, type IssueDate } from '@vetvoz/domain';
import { createPdfRenderPool, type PdfRenderPool, type PdfRenderPoolOptions } from './pdf-render-pool.ts';
import type { RenderDocumentPdfOptions } from './render-pdf-in-process.tsx';

export type { RenderDocumentPdfOptions } from './render-pdf-in-process.tsx';

/** One pool per process: the cores are the process's, whoever asks for a PDF (routes, the data export). */
let sharedPool: PdfRenderPool = createPdfRenderPool();

/** Sets the shared pool's size and limits (createApp's `pdfRendering` option); running renders finish. */
export function configurePdfRendering(options: PdfRenderPoolOptions): Promise<void> {
  const previous = sharedPool;
  sharedPool = createPdfRenderPool(options);
  return previous.close();
}

/** Ends the PDF threads (app stop). A later render starts them again. */
export function closePdfRendering(): Promise<void> {
  return sharedPool.close();
}

/**
 * The document as an A4 PDF with an embedded font, laid out from the same view as the plain text
 * (`buildDocumentView`), so both carry the same fields. Rendered in a worker thread with a time limit
 * (`pdf-render-pool.ts`): a too-long render is an AppError UNAVAILABLE (503) in pt-BR. Rejects on content
 * of another type (the schema's error).
 */
export function renderDocumentPdf(options: RenderDocumentPdfOptions): Promise<Buffer> {
  return sharedPool.render(options);
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
