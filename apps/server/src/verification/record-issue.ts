import { randomInt } from 'node:crypto';
import {
  type CrmvRegistration,
  type DocumentType,
  formatCrmv,
  VERIFICATION_ALPHABET,
  VERIFICATION_PAGE_PREFIX,
} from '@vetvoz/domain';
import type { Db } from '../db/database.ts';
import { documentIssue } from '../db/schema/index.ts';
import { contentFingerprint, shortFingerprint } from './fingerprint.ts';
import { qrPathOf } from './qr-path.ts';

/** What an author's issue prints in the footer: verification address, QR code and fingerprint. */
export interface PdfVerification {
  url: string;
  code: string;
  fingerprint: string;
  /** The QR code as an SVG path in module units, `size` modules a side (verification/qr-path.ts). */
  qr: { path: string; size: number };
}

/** The parts of a prepared issue (documents/delivery.ts) that the record keeps. */
export interface IssueToRecord {
  documentId: string;
  type: DocumentType;
  content: unknown;
  issuer: { name: string; crmv: CrmvRegistration };
  date: Date | string;
  /** Set on a copy for the prontuário, which is not an issue. */
  copyNotice?: string | undefined;
}

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
  prepared: IssueToRecord;
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
