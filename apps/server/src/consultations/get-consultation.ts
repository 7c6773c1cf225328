import type { ConsultationView } from '@vetvoz/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { consultation } from '../db/schema/index.ts';
import { authorOf } from './author-name.ts';
import { findVisibleConsultation } from './find-visible-consultation.ts';
import { segmentsOf, toView } from './views.ts';
import { ownConsultations } from './visibility.ts';

export async function getConsultation(options: {
  db: Db;
  user: { id: string };
  id: string;
}): Promise<ConsultationView> {
  return (await readConsultation(options)).view;
}

/** The view and the practice system's `externalId` from the same read (the API answers both). */
export async function readConsultation({
  db,
  user,
  id,
}: {
  db: Db;
  user: { id: string };
  id: string;
}): Promise<{ view: ConsultationView; externalId: string | null }> {
  const row = await findVisibleConsultation(db, user, id);
  const readOnlyReason = await readOnlyReasonOf(db, user, row);
  const author = await authorOf(db, row.ownerId);
  // Read-only, with whose it is and why, so the page offers nothing the server would refuse.
  const reader = readOnlyReason
    ? { readOnly: true, readOnlyReason, ...author }
    : { readOnly: false, authorName: author.authorName };
  return { view: toView(row, await segmentsOf(db, row.id), reader), externalId: row.externalId };
}

/**
 * A unit's owner or admin reads a member's consultation; an author who left the unit (or was removed)
 * reads their own, which stays with the unit's record (visibility.ts). Both may change nothing.
 */
async function readOnlyReasonOf(
  db: Db,
  user: { id: string },
  row: { id: string; ownerId: string; unitId: string | null },
): Promise<'other-author' | 'left-unit' | undefined> {
  if (row.ownerId !== user.id) return 'other-author';
  if (row.unitId === null) return undefined;
  const [writable] = await db
    .select({ id: consultation.id })
    .from(consultation)
    .where(and(eq(consultation.id, row.id), ownConsultations(user)));
  return writable ? undefined : 'left-unit';
}
