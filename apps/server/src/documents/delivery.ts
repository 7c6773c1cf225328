import {
  type DocumentIssuer,
  type IssueDocumentInput,
  issueDocumentSchema,
  ONLY_THE_AUTHOR_ISSUES_MESSAGE,
  parseCrmv,
  renderDocumentText,
} from '@vetvoz/domain';
import { eq } from 'drizzle-orm';
import { patientsOf, signingNameOf, signingNameOfUser } from '../consultations/index.ts';
import type { Db } from '../db/database.ts';
import { user as userTable } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import type { PdfVerification } from '../verification/index.ts';
import { DOCUMENT_TOO_LARGE_TO_ISSUE_MESSAGE, isDocumentContentTooLarge } from './content-limit.ts';
import { pdfFileName, renderDocumentPdf } from './pdf/render-document-pdf.tsx';
import { findVisibleDocument } from './service.ts';

export const CRMV_NEEDED_MESSAGE =
  'Complete seu CRMV no perfil, com número e UF (ex.: 12345/SP), para emitir documentos.';
export const AUTHOR_CRMV_NEEDED_MESSAGE =
  'Quem registrou esta consulta ainda não completou o CRMV no perfil: a cópia não pode ser gerada.';
/**
 * The vet who issues: their name and CRMV from the profile (documents must identify both), and the
 * establishment saved in the profile, when there is one, for the header.
 */
export async function issuerFor(
  db: Db,
  userId: string,
  crmvMissing = CRMV_NEEDED_MESSAGE,
): Promise<DocumentIssuer> {
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
  if (!crmv) throw new AppError('VALIDATION', crmvMissing);
  const name = signingNameOf(row);
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
  recordCopy = false,
}: {
  db: Db;
  user: { id: string };
  id: string;
  input: IssueDocumentInput;
  /**
   * A unit's owner or admin reading a member's consultation may take a copy for the prontuário (the PDF
   * only): still signed by the author, without what the reader typed, and marked as a copy. Without this,
   * anyone but the author is refused (docs/decisions/034-core-flow-second-pass.md).
   */
  recordCopy?: boolean;
}) {
  const found = await findVisibleDocument(db, user, id);
  const authorId = found.consultation.ownerId;
  const isAuthor = authorId === user.id;
  if (!isAuthor && !recordCopy) throw new AppError('FORBIDDEN', ONLY_THE_AUTHOR_ISSUES_MESSAGE);
  if (found.document.status !== 'ready') {
    throw new AppError('DOCUMENT_NOT_READY');
  }
  // Rows saved before the content cap may be far over it: seconds of PDF work, pages nobody prints.
  if (isDocumentContentTooLarge(found.document.content)) {
    throw new AppError('PAYLOAD_TOO_LARGE', DOCUMENT_TOO_LARGE_TO_ISSUE_MESSAGE);
  }
  const parsed = issueDocumentSchema.parse(input);
  const type = found.document.type;
  // The animal this document is about: on a visit with several, its own name heads it and names the file.
  const patients = patientsOf(found.consultation);
  const patient = patients[found.document.patientIndex] ?? (patients[0] as (typeof patients)[number]);
  // The signatory is always the vet who recorded the consultation, whoever asks (the author signs).
  const issuer = await issuerFor(db, authorId, isAuthor ? CRMV_NEEDED_MESSAGE : AUTHOR_CRMV_NEEDED_MESSAGE);
  if (!isAuthor) {
    // The copy is dated like the consultation it records; what the reader might type is not printed.
    const date = found.consultation.createdAt;
    const today = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    return {
      documentId: found.document.id,
      consultationId: found.consultation.id,
      type,
      patient,
      content: found.document.content,
      issuer,
      issue: undefined,
      place: undefined,
      date,
      copyNotice: `Cópia para o prontuário da unidade, baixada por ${await signingNameOfUser(db, user.id)} em ${today}. Não é uma nova emissão.`,
      fileName: pdfFileName({ type, patientName: patient.name, date }).replace(/\.pdf$/, '-copia.pdf'),
    };
  }
  const date = new Date();
  return {
    documentId: found.document.id,
    consultationId: found.consultation.id,
    type,
    patient,
    content: found.document.content,
    issuer,
    issue: parsed.issue,
    place: parsed.place,
    date,
    copyNotice: undefined,
    fileName: pdfFileName({ type, patientName: patient.name, date }),
  };
}

export type PreparedIssue = Awaited<ReturnType<typeof prepareIssue>>;

/** The PDF; an author's issue carries its verification mark (verification/record-issue.ts). */
export function renderIssuedPdf(prepared: PreparedIssue, verification?: PdfVerification): Promise<Buffer> {
  return renderDocumentPdf({
    type: prepared.type,
    content: prepared.content,
    patient: prepared.patient,
    issuer: prepared.issuer,
    issue: prepared.issue,
    place: prepared.place,
    date: prepared.date,
    copyNotice: prepared.copyNotice,
    verification,
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
