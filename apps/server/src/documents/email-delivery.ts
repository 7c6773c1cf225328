import {
  DOCUMENT_TYPE_LABELS,
  type DocumentIssuer,
  type DocumentRecord,
  type DocumentType,
  type EmailAllDocumentsResponse,
  type EmailDocumentInput,
  formatCrmv,
  type IssueDetails,
  REQUIRED_ISSUE_DETAILS,
} from '@vetvoz/domain';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import { tutorLinkLines } from '../tutor-links/index.ts';
import { recordIssue } from '../verification/index.ts';
import { type PreparedIssue, prepareIssue, renderIssuedPdf, renderIssuedText } from './delivery.ts';
import { listDocuments } from './service.ts';

interface Sender {
  id: string;
  email: string;
}

/** What the tutor sees below the message: who wrote, how to reach them, and that replying reaches the vet. */
export function signatureOf(issuer: DocumentIssuer): string {
  const clinic = issuer.establishment;
  const clinicLine = clinic ? [clinic.name, clinic.phone].filter(Boolean).join(' — ') : '';
  return [
    `Dúvidas? Responda a este e-mail para falar com ${issuer.name}.`,
    '',
    issuer.name,
    formatCrmv(issuer.crmv),
    clinicLine,
  ]
    .filter((line, index) => line || index === 1)
    .join('\n');
}

/** "Olá, Maria!" when the responsável is known, a plain "Olá!" otherwise. */
export function greetingFor(issue: IssueDetails | undefined): string {
  const first = issue?.responsavelNome?.trim().split(/\s+/)[0];
  return first ? `Olá, ${first}!` : 'Olá!';
}

/** Only the details this document prints: a receita does not carry the CPF an atestado needs. */
function issueFor(type: DocumentRecord['type'], issue: IssueDetails | undefined) {
  if (!issue) return undefined;
  const picked: Partial<IssueDetails> = {};
  for (const field of REQUIRED_ISSUE_DETAILS[type]) if (issue[field]) picked[field] = issue[field];
  return Object.keys(picked).length > 0 ? picked : undefined;
}

const pdfAttachment = async (db: Db, prepared: PreparedIssue, publicUrl: string) => ({
  filename: prepared.fileName,
  content: await renderIssuedPdf(prepared, await recordIssue({ db, prepared, publicUrl })),
  contentType: 'application/pdf',
});

/** One document to the tutor with its PDF, from "<vet> via VetVoz", answers going to the vet. */
export async function emailDocument({
  db,
  mailer,
  user,
  id,
  input,
  publicUrl,
}: {
  db: Db;
  mailer: Mailer;
  user: Sender;
  id: string;
  input: Omit<EmailDocumentInput, 'issue'> & { issue?: IssueDetails };
  publicUrl: string;
}) {
  const prepared = await prepareIssue({ db, user, id, input });
  const label = DOCUMENT_TYPE_LABELS[prepared.type];
  const intro = input.message?.trim()
    ? input.message.trim()
    : `${greetingFor(prepared.issue)} Segue ${label.toLowerCase()} de ${prepared.patient.name}, em anexo (PDF).`;
  // With the tutor's link the message stays short: the link opens the document on the phone.
  const body = input.tutorLink
    ? await tutorLinkLines({ db, consultationId: prepared.consultationId, link: input.tutorLink, publicUrl })
    : renderIssuedText(prepared);
  await mailer.send({
    to: input.to,
    subject: `${label} — ${prepared.patient.name}`,
    text: `${intro}\n\n${body}\n\n${signatureOf(prepared.issuer)}`,
    attachments: [await pdfAttachment(db, prepared, publicUrl)],
    senderName: prepared.issuer.name,
    replyTo: user.email,
  });
}

/**
 * Every ready document of the consultation in one message, one PDF each. Documents still generating or
 * failed are left out and named in the answer; with none ready the send is refused.
 */
export async function emailAllDocuments({
  db,
  mailer,
  user,
  consultationId,
  input,
  publicUrl,
}: {
  db: Db;
  mailer: Mailer;
  user: Sender;
  consultationId: string;
  input: {
    issue?: IssueDetails;
    place?: string;
    to: string;
    message?: string;
    tutorLink?: string;
    types?: DocumentType[];
  };
  publicUrl: string;
}): Promise<Omit<EmailAllDocumentsResponse, 'message'>> {
  const all = await listDocuments({ db, user, consultationId });
  const documents = input.types ? all.filter((record) => input.types?.includes(record.type)) : all;
  const ready = documents.filter((record) => record.status === 'ready');
  const leftOut = documents.filter((record) => record.status !== 'ready');
  if (ready.length === 0) throw new AppError('DOCUMENT_NOT_READY');
  const prepared = await Promise.all(
    ready.map((record) =>
      prepareIssue({
        db,
        user,
        id: record.id,
        input: { issue: issueFor(record.type, input.issue), place: input.place },
      }),
    ),
  );
  const attachments = await Promise.all(prepared.map((item) => pdfAttachment(db, item, publicUrl)));
  const [first] = prepared as [PreparedIssue, ...PreparedIssue[]];
  const patient = first.patient.name;
  const list = prepared.map((item) => `• ${DOCUMENT_TYPE_LABELS[item.type]}`).join('\n');
  const note = input.message?.trim() ? `\n\n${input.message.trim()}` : '';
  const linkLines = input.tutorLink
    ? `\n\n${await tutorLinkLines({ db, consultationId: first.consultationId, link: input.tutorLink, publicUrl })}`
    : '';
  await mailer.send({
    to: input.to,
    subject: `Documentos de ${patient} — consulta veterinária`,
    text:
      `${greetingFor(input.issue)} Seguem os documentos da consulta de ${patient}, em anexo (PDF):\n\n` +
      `${list}${note}${linkLines}\n\n${signatureOf(first.issuer)}`,
    attachments,
    senderName: first.issuer.name,
    replyTo: user.email,
  });
  const brief = (record: DocumentRecord) => ({ id: record.id, type: record.type });
  return { sent: ready.map(brief), leftOut: leftOut.map(brief) };
}
