import {
  contractUrl,
  documentPdfContract,
  ERROR_MESSAGES,
  type IssueDocumentInput,
  isApiErrorBody,
} from '@vetvoz/domain';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api.ts';

export interface DocumentPdf {
  blob: Blob;
  fileName: string;
}

const FALLBACK_FILE_NAME = 'documento.pdf';

/**
 * The issued PDF as bytes (apiRequest reads JSON only). Errors arrive as the API's `{code, message}` and
 * become the same ApiError every other call throws, so the dialogs show them alike.
 */
export async function fetchDocumentPdf(documentId: string, input: IssueDocumentInput): Promise<DocumentPdf> {
  let response: Response;
  try {
    response = await fetch(contractUrl(documentPdfContract, { id: documentId }), {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/pdf, application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
    });
  } catch {
    throw new ApiError(0, 'UNAVAILABLE', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    if (isApiErrorBody(body)) throw new ApiError(response.status, body.code, body.message);
    const code = response.status >= 500 ? 'INTERNAL' : 'VALIDATION';
    throw new ApiError(response.status, code, ERROR_MESSAGES[code]);
  }
  const blob = await response.blob();
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? FALLBACK_FILE_NAME;
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
