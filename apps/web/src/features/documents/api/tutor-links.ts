import { useQuery } from '@tanstack/react-query';
import {
  createTutorLinkContract,
  DOCUMENT_TYPE_LABELS,
  type DocumentRecord,
  dayInSaoPaulo,
  type IssueDocumentInput,
  listTutorLinksContract,
  newTutorLinkToken,
  revokeTutorLinkContract,
  sealTutorPack,
} from '@vetvoz/domain';
import { call } from '../../../lib/contract-client.ts';
import { fetchFollowUps } from '../../follow-ups/index.ts';
import { fetchDocumentPdf } from './document-pdf.ts';
import { fetchDocumentText } from './documents.ts';

export const tutorLinksKey = (consultationId: string) => ['tutor-links', consultationId] as const;

export function useTutorLinks(consultationId: string) {
  return useQuery({
    queryKey: tutorLinksKey(consultationId),
    queryFn: async ({ signal }) =>
      (await call(listTutorLinksContract, { params: { id: consultationId }, signal })).links,
  });
}

export function revokeTutorLink(id: string) {
  return call(revokeTutorLinkContract, { params: { id } });
}

async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export interface SentTutorLink {
  /** The whole link, key in the fragment: for the message only, never stored or sent to the server. */
  url: string;
  expiresAt: string;
}

/**
 * The tutor's private link (docs/decisions/038-tutor-pack-private-link.md): each document issued as usual
 * (PDF and text, with the responsável's details), sealed here with a fresh key, uploaded as ciphertext.
 * The key joins the link after `#`, which browsers never send to a server.
 */
export async function createTutorLink({
  consultationId,
  records,
  inputFor,
  patientName,
  vetName,
  crmv,
  clinic,
}: {
  consultationId: string;
  records: DocumentRecord[];
  inputFor: (record: DocumentRecord) => IssueDocumentInput;
  patientName: string;
  vetName: string;
  crmv: string;
  clinic: string | null;
}): Promise<SentTutorLink> {
  const documents = await Promise.all(
    records.map(async (record) => {
      const [pdf, text] = await Promise.all([
        fetchDocumentPdf(record.id, inputFor(record)),
        fetchDocumentText(record.id, inputFor(record)),
      ]);
      return {
        type: record.type,
        label: DOCUMENT_TYPE_LABELS[record.type],
        text: text.text,
        fileName: pdf.fileName,
        pdf: await blobToBase64(pdf.blob),
      };
    }),
  );
  // The returns still ahead go with the documents: the tutor's page shows them and offers a reminder.
  const today = dayInSaoPaulo(new Date());
  const followUps = (await fetchFollowUps(consultationId))
    .filter((item) => item.dueDate >= today)
    .map(({ id, kind, description, dueDate }) => ({ id, kind, description, dueDate }));
  const token = newTutorLinkToken();
  const sealed = await sealTutorPack(
    { v: 1, patientName, vetName, crmv, clinic, documents, followUps },
    token,
  );
  const link = await call(createTutorLinkContract, {
    params: { id: consultationId },
    body: {
      token,
      documentIds: records.map((record) => record.id),
      iv: sealed.iv,
      ciphertext: sealed.ciphertext,
    },
  });
  return { url: `${link.url}#${sealed.key}`, expiresAt: link.expiresAt };
}
