import {
  type DocumentIssuer,
  type IssueDocumentInput,
  issueDocumentSchema,
  parseCrmv,
  renderDocumentText,
} from '@vetvoz/domain';
import { eq } from 'drizzle-orm';
import { patientOf } from '../consultations/views.ts';
import type { Db } from '../db/database.ts';
import { user as userTable } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { DOCUMENT_TOO_LARGE_TO_ISSUE_MESSAGE, isDocumentContentTooLarge } from './content-limit.ts';
import { pdfFileName, renderDocumentPdf } from './pdf/render-document-pdf.tsx';
import { findVisibleDocument } from './service.ts';

export const CRMV_NEEDED_MESSAGE =
  'Complete seu CRMV no perfil, com número e UF (ex.: 12345/SP), para emitir documentos.';

/**
 * The vet who issues: their name and CRMV from the profile (documents must identify both), and the
 * establishment saved in the profile, when there is one, for the header.
 */
export async function issuerFor(db: Db, userId: string): Promise<DocumentIssuer> {
  const [row] = await db
    .select({
      firstName: userTable.firstName,
      lastName: userTable.lastName,
      name: userTable.name,
      crmv: userTable.crmv,
      establishment: userTable.documentEstablishment,
    })
    .from(userTable)
    .where(eq(userTable.id, userId));
  if (!row) throw new AppError('NOT_FOUND');
  const crmv = parseCrmv(row.crmv ?? '');
  if (!crmv) throw new AppError('VALIDATION', CRMV_NEEDED_MESSAGE);
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ').trim() || row.name;
  return row.establishment ? { name, crmv, establishment: row.establishment } : { name, crmv };
}

/**
 * A ready document as the vet issues it today, with what they typed on the issue form (the responsável's
 * details and the place). That input is used for this rendering only — never stored or logged.
 */
export async function prepareIssue({
  db,
  user,
  id,
  input,
}: {
  db: Db;
  user: { id: string };
  id: string;
  input: IssueDocumentInput;
}) {
  const found = await findVisibleDocument(db, user, id);
  if (found.document.status !== 'ready') {
    throw new AppError('DOCUMENT_NOT_READY');
  }
  // Rows saved before the content cap may be far over it: seconds of PDF work, pages nobody prints.
  if (isDocumentContentTooLarge(found.document.content)) {
    throw new AppError('PAYLOAD_TOO_LARGE', DOCUMENT_TOO_LARGE_TO_ISSUE_MESSAGE);
  }
  const parsed = issueDocumentSchema.parse(input);
  const date = new Date();
  const type = found.document.type;
  const patient = patientOf(found.consultation);
  return {
    type,
    patient,
    content: found.document.content,
    issuer: await issuerFor(db, user.id),
    issue: parsed.issue,
    place: parsed.place,
    date,
    fileName: pdfFileName({ type, patientName: patient.name, date }),
  };
}

export type PreparedIssue = Awaited<ReturnType<typeof prepareIssue>>;

export function renderIssuedPdf(prepared: PreparedIssue): Promise<Buffer> {
  return renderDocumentPdf({
    type: prepared.type,
    content: prepared.content,
    patient: prepared.patient,
    issuer: prepared.issuer,
    issue: prepared.issue,
    place: prepared.place,
    date: prepared.date,
  });
}

export function renderIssuedText(prepared: PreparedIssue): string {
  return renderDocumentText({
    type: prepared.type,
    content: prepared.content,
    patient: prepared.patient,
    vet: prepared.issuer,
    issue: prepared.issue,
    place: prepared.place,
    date: prepared.date,
  });
}
