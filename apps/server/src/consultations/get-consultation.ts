import type { ConsultationView } from '@vetvoz/domain';
import type { Db } from '../db/database.ts';
import { authorOf } from './author-name.ts';
import { findVisibleConsultation } from './find-visible-consultation.ts';
import { segmentsOf, toView } from './views.ts';

export async function getConsultation({
  db,
  user,
  id,
}: {
  db: Db;
  user: { id: string };
  id: string;
}): Promise<ConsultationView> {
  const row = await findVisibleConsultation(db, user, id);
  // A unit's owner or admin reads a member's consultation: said, with whose it is, so the page is read-only.
  const readOnly = row.ownerId !== user.id;
  const author = await authorOf(db, row.ownerId);
  const reader = readOnly ? { readOnly, ...author } : { readOnly, authorName: author.authorName };
  return toView(row, await segmentsOf(db, row.id), reader);
}
