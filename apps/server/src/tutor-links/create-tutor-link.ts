import { type CreateTutorLinkInput, ONLY_THE_AUTHOR_ISSUES_MESSAGE } from '@vetvoz/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { findVisibleConsultation } from '../consultations/index.ts';
import type { Db } from '../db/database.ts';
import { document, tutorLink } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { toTutorLink } from './tutor-link-records.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Stores the pack the author's browser sealed for the tutor. The server checks only what it can: the
 * documents are this consultation's and ready; the ciphertext it keeps as it came, unreadable to it.
 */
export async function createTutorLink({
  db,
  user,
  consultationId,
  input,
  days,
  publicUrl,
  now = new Date(),
}: {
  db: Db;
  user: { id: string };
  consultationId: string;
  input: Required<Pick<CreateTutorLinkInput, 'token' | 'documentIds' | 'iv' | 'ciphertext'>>;
  days: number;
  publicUrl: string;
  now?: Date;
}) {
  const found = await findVisibleConsultation(db, user, consultationId);
  if (found.ownerId !== user.id) throw new AppError('FORBIDDEN', ONLY_THE_AUTHOR_ISSUES_MESSAGE);
  const ids = [...new Set(input.documentIds)];
  const rows = await db
    .select({ id: document.id, type: document.type, status: document.status })
    .from(document)
    .where(and(eq(document.consultationId, found.id), inArray(document.id, ids)));
  if (rows.length !== ids.length) throw new AppError('NOT_FOUND');
  if (rows.some((row) => row.status !== 'ready')) throw new AppError('DOCUMENT_NOT_READY');
  const [row] = await db
    .insert(tutorLink)
    .values({
      token: input.token,
      consultationId: found.id,
      ownerId: user.id,
      // In the order the vet's browser sent them, as the tutor's page shows them.
      documentTypes: [...rows].sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id)).map((item) => item.type),
      iv: input.iv,
      ciphertext: input.ciphertext,
      expiresAt: new Date(now.getTime() + days * DAY_MS),
    })
    .onConflictDoNothing({ target: tutorLink.token })
    .returning();
  // A token drawn twice (or replayed): the browser draws another and seals again.
  if (!row) throw new AppError('CONFLICT');
  return toTutorLink(row, publicUrl);
}
