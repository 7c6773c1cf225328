import { randomInt } from 'node:crypto';
import { formatCrmv, VERIFICATION_ALPHABET, VERIFICATION_PAGE_PREFIX } from '@vetvoz/domain';
import type { Db } from '../db/database.ts';
import { documentIssue } from '../db/schema/index.ts';
import type { PreparedIssue } from '../documents/delivery.ts';
import type { PdfVerification } from '../documents/pdf/pdf-verification.ts';
import { contentFingerprint, shortFingerprint } from './fingerprint.ts';
import { qrPathOf } from './qr-path.ts';

function newCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += VERIFICATION_ALPHABET[randomInt(VERIFICATION_ALPHABET.length)];
  return code;
}

/**
 * Records an issue by the author and gives what the PDF prints: the verification address, its QR code and
 * the fingerprint. A copy for the prontuário is not an issue and gets none.
 */
export async function recordIssue({
  db,
  prepared,
  publicUrl,
}: {
  db: Db;
  prepared: PreparedIssue;
  publicUrl: string;
}): Promise<PdfVerification | undefined> {
  if (prepared.copyNotice) return undefined;
  const fingerprint = contentFingerprint(prepared.type, prepared.content);
  const code = newCode();
  await db.insert(documentIssue).values({
    code,
    documentId: prepared.documentId,
    type: prepared.type,
    vetName: prepared.issuer.name,
    crmv: formatCrmv(prepared.issuer.crmv),
    fingerprint,
    issuedAt: prepared.date instanceof Date ? prepared.date : new Date(),
  });
  const url = `${publicUrl}${VERIFICATION_PAGE_PREFIX}${code}`;
  return { url, code, fingerprint: shortFingerprint(fingerprint), qr: qrPathOf(url) };
}
