/**
 * The documents capability's entry point: what the rest of the server uses from it (docs/architecture.md).
 * Files inside documents/ import each other directly.
 */
export { issuerFor, prepareIssue, renderIssuedText } from './delivery.ts';
export { generateDocumentJob } from './generate-job.ts';
export { issuedPdfResponse } from './issued-pdf-response.ts';
export { jobLanesOf } from './job-lanes.ts';
export type { PdfRenderPoolOptions } from './pdf/pdf-render-pool.ts';
export { closePdfRendering, configurePdfRendering, renderDocumentPdf } from './pdf/render-document-pdf.tsx';
export { toDocumentRecord } from './records.ts';
export { DOCUMENT_PDF_LIMIT, DOCUMENT_TEXT_LIMIT, documentRoutes } from './routes.ts';
export { findVisibleDocument, listDocuments, requestDocuments } from './service.ts';
