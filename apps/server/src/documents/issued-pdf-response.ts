import type { IssueDocumentInput } from '@vetvoz/domain';
import type { Db } from '../db/database.ts';
import { recordIssue } from '../verification/index.ts';
import { prepareIssue, renderIssuedPdf } from './delivery.ts';

/** RFC 6266 file name: ASCII fallback plus the UTF-8 form (the name is ASCII already, by pdfFileName). */
export const attachment = (fileName: string) =>
  `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/**
 * "Baixar PDF", from the app or through an API key: the document issued as its author signs it, recorded
 * for verification, as the bytes and headers of a download never kept by shared caches.
 */
export async function issuedPdfResponse({
  db,
  user,
  id,
  input,
  publicUrl,
}: {
  db: Db;
  user: { id: string };
  id: string;
  input: IssueDocumentInput;
  publicUrl: string;
}): Promise<{ body: Uint8Array<ArrayBuffer>; headers: Record<string, string> }> {
  const prepared = await prepareIssue({ db, user, id, input, recordCopy: true });
  const pdf = await renderIssuedPdf(prepared, await recordIssue({ db, prepared, publicUrl }));
  return {
    body: new Uint8Array(pdf),
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachment(prepared.fileName),
      'Cache-Control': 'no-store',
    },
  };
}
