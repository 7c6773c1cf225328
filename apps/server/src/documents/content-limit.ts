import { AppError } from '../http/app-error.ts';

/**
 * The most a document's content may take, as stored JSON. A full receita is 2–5 KB and a long anamnese
 * rarely passes 15 KB; 64 KB is several printed pages of text, room for any real document, while the
 * schemas alone (40 items × 4,000 characters per field) would allow close to 1 MB — seconds of PDF work
 * and a page count nobody prints. Edits over it are refused; generated content over it fails the run.
 */
export const MAX_DOCUMENT_CONTENT_BYTES = 64 * 1024;

export const DOCUMENT_TOO_LARGE_MESSAGE =
  'O documento ficou longo demais para salvar. Encurte o texto e tente novamente.';

export const DOCUMENT_TOO_LARGE_TO_ISSUE_MESSAGE =
  'Este documento está longo demais para ser emitido. Encurte o texto e tente novamente.';

/** Size of the content as it is stored (JSON, UTF-8). */
export function documentContentBytes(content: unknown): number {
  return Buffer.byteLength(JSON.stringify(content) ?? '', 'utf8');
}

export function isDocumentContentTooLarge(content: unknown): boolean {
  return documentContentBytes(content) > MAX_DOCUMENT_CONTENT_BYTES;
}

/** 413 with the pt-BR message when an edit is over the limit. */
export function assertDocumentContentSize(content: unknown): void {
  const bytes = documentContentBytes(content);
  if (bytes > MAX_DOCUMENT_CONTENT_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', DOCUMENT_TOO_LARGE_MESSAGE, {
      details: { bytes, limit: MAX_DOCUMENT_CONTENT_BYTES },
    });
  }
}
