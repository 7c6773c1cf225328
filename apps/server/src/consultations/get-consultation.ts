import type { ConsultationView } from '@vetvoz/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { consultation, user as userTable } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { isUuid } from '../http/uuid.ts';
import { signingNameOf } from './author-name.ts';
import { calledBy } from './find-visible-consultation.ts';
import { type SegmentViewRow, toView } from './views.ts';
import { ownConsultations } from './visibility.ts';

export async function getConsultation(options: {
  db: Db;
  user: { id: string };
  id: string;
}): Promise<ConsultationView> {
  return (await readConsultation(options)).view;
}

/**
 * The consultation's segments as one JSON column of its own read: the transcript and the segments come
 * from one statement, hence one snapshot, so a reader never sees a segment done before its text is in the
 * transcript (separate reads could, on PostgreSQL, between a segment's commit and the next read).
 */
const segmentsColumn = sql<unknown>`coalesce((select json_agg(json_build_object('index', s.index,
    'status', s.status, 'text', s.text, 'attempts', s.attempts, 'errorCode', s.error_code,
    'corrections', s.corrections) order by s.index)
  from transcript_segment s where s.consultation_id = ${consultation.id}), '[]'::json)`;

/**
 * The view and the practice system's `externalId` from one statement (the API answers both): the row,
 * its segments, its author's signing name and CRMV, and whether the caller may change it.
 */
export async function readConsultation({
  db,
  user,
  id,
}: {
  db: Db;
  user: { id: string };
  id: string;
}): Promise<{ view: ConsultationView; externalId: string | null }> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [found] = await db
    .select({
      row: consultation,
      segments: segmentsColumn,
      writable: sql<boolean>`${ownConsultations(user)}`,
      firstName: userTable.firstName,
      lastName: userTable.lastName,
      name: userTable.name,
      crmv: userTable.crmv,
    })
    .from(consultation)
    .leftJoin(userTable, eq(userTable.id, consultation.ownerId))
    .where(calledBy(user, id));
  if (!found) throw new AppError('NOT_FOUND');
  const { row } = found;
  const segments = (
    typeof found.segments === 'string' ? JSON.parse(found.segments) : found.segments
  ) as SegmentViewRow[];
  const author = {
    authorName: found.name === null ? '' : signingNameOf({ ...found, name: found.name }),
    authorCrmv: found.crmv ?? '',
  };
  // A unit's owner or admin reads a member's consultation; an author who left the unit (or was removed)
  // reads their own, which stays with the unit's record (visibility.ts). Both may change nothing.
  const readOnlyReason: 'other-author' | 'left-unit' | undefined =
    row.ownerId !== user.id ? 'other-author' : found.writable ? undefined : 'left-unit';
  // Read-only, with whose it is and why, so the page offers nothing the server would refuse.
  const reader = readOnlyReason
    ? { readOnly: true, readOnlyReason, ...author }
    : { readOnly: false, authorName: author.authorName };
  return { view: toView(row, segments, reader), externalId: row.externalId };
}
