import { documentPdfContract, type IssueDocumentInput } from '@vetvoz/domain';
import { callForFile } from '../../../lib/contract-client.ts';

export interface DocumentPdf {
  blob: Blob;
  fileName: string;
}

const FALLBACK_FILE_NAME = 'documento.pdf';

/** The issued PDF as bytes; errors are the same ApiError every other call throws, so the dialogs show them alike. */
export async function fetchDocumentPdf(documentId: string, input: IssueDocumentInput): Promise<DocumentPdf> {
  const { blob, disposition } = await callForFile(documentPdfContract, {
    params: { id: documentId },
    body: input,
  });
  const fileName = fileNameFromDisposition(disposition) ?? FALLBACK_FILE_NAME;
  return { blob: blob.type ? blob : new Blob([blob], { type: 'application/pdf' }), fileName };
}

/** `filename*=UTF-8''Thor%20receita.pdf` (accents survive) first, then the plain `filename="…"`. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? name : null;
}

/** Saves bytes under a name through a temporary link: the browser's own download, no new tab. */
export function saveFile({ blob, fileName }: DocumentPdf) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function pdfFile({ blob, fileName }: DocumentPdf): File {
  return new File([blob], fileName, { type: 'application/pdf' });
}
