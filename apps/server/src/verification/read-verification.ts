import { DOCUMENT_TYPE_LABELS, VERIFICATION_CODE_PATTERN, type Verification } from '@vetvoz/domain';
import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { document, documentIssue } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { contentFingerprint, shortFingerprint } from './fingerprint.ts';

/**
 * What the verification page says about a code: the issue, and whether it still stands — superseded by
 * a later issue with other content, or edited since and not issued again. Unknown or malformed: 404.
 */
export async function readVerification({ db, code }: { db: Db; code: string }): Promise<Verification> {
  const normalised = code.trim().toUpperCase();
  if (!VERIFICATION_CODE_PATTERN.test(normalised)) throw new AppError('NOT_FOUND');
  const [issue] = await db.select().from(documentIssue).where(eq(documentIssue.code, normalised));
  if (!issue) throw new AppError('NOT_FOUND');
  const [later] = await db
    .select({ issuedAt: documentIssue.issuedAt })
    .from(documentIssue)
    .where(
      and(
        eq(documentIssue.documentId, issue.documentId),
        gt(documentIssue.issuedAt, issue.issuedAt),
        ne(documentIssue.fingerprint, issue.fingerprint),
      ),
    )
    .orderBy(asc(documentIssue.issuedAt))
    .limit(1);
  let status: Verification['status'] = later ? 'superseded' : 'current';
  if (!later) {
    const [current] = await db
      .select({ type: document.type, content: document.content })
      .from(document)
      .where(eq(document.id, issue.documentId));
    if (current && contentFingerprint(current.type, current.content) !== issue.fingerprint) status = 'edited';
  }
  return {
    code: issue.code,
    status,
    documentType: issue.type,
    documentLabel: DOCUMENT_TYPE_LABELS[issue.type],
    vetName: issue.vetName,
    crmv: issue.crmv,
    issuedAt: issue.issuedAt.toISOString(),
    fingerprint: shortFingerprint(issue.fingerprint),
    supersededAt: later?.issuedAt.toISOString() ?? null,
  };
}
