import {
  HISTORY_EXCERPT_CHARS,
  HISTORY_TIME_ZONE,
  type HistoryItem,
  type HistoryPage,
  type HistoryQuery,
  transcriptExcerpt,
} from '@vetvoz/domain';
import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { managedUnitIdsOf } from '../business-units/index.ts';
import { patientOf, visibleConsultations } from '../consultations/index.ts';
import type { Db } from '../db/database.ts';
import { consultation, document } from '../db/schema/index.ts';
import { decodeHistoryCursor, encodeHistoryCursor } from './cursor.ts';
import { nameSearchPattern } from './name-pattern.ts';

/** Transcripts run to 200,000 characters: only their start leaves the database. */
const EXCERPT_SOURCE_CHARS = HISTORY_EXCERPT_CHARS * 3;

/**
 * The caller's consultations, newest first, filtered and keyset-paginated on (created_at, id): a page
 * costs the same at the 10,000th consultation as at the first, and nothing is skipped or repeated
 * when consultations are added or deleted between pages. Visibility is a condition of the query
 * itself (docs/privacy.md), so a filter or a cursor can never reach another vet's consultations.
 */
export async function listConsultationHistory({
  db,
  user,
  query,
}: {
  db: Db;
  user: { id: string };
  query: HistoryQuery;
}): Promise<HistoryPage> {
  // One ordered walk per scope — the vet's own consultations, then each unit they own or administer
  // (members' consultations there) — each stopping at a page, merged here: an OR of the scopes would make
  // PostgreSQL sort every unit consultation for each page (bench/history-list.ts, unit admin).
  const units = await managedUnitIdsOf(db, user.id);
  const scopes = [
    eq(consultation.ownerId, user.id) as SQL,
    ...units.map((unitId) => and(eq(consultation.unitId, unitId), ne(consultation.ownerId, user.id)) as SQL),
  ];
  const batches = [];
  for (const scope of scopes) batches.push(await historyListQuery({ db, user, query, scope }));
  const rows = batches
    .flat()
    .sort((a, b) => (a.cursorAt === b.cursorAt ? compare(b.key, a.key) : compare(b.cursorAt, a.cursorAt)))
    .slice(0, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toHistoryItem),
    nextCursor:
      rows.length > query.limit && last
        ? encodeHistoryCursor({ createdAt: last.cursorAt, id: last.id })
        : null,
  };
}

/**
 * The statement itself, one row more than a page (to know whether another follows); the bench EXPLAINs it.
 * `scope` narrows the visible consultations to one ordered walk (default: all the user may see).
 */
export function historyListQuery({
  db,
  user,
  query,
  scope,
}: {
  db: Db;
  user: { id: string };
  query: HistoryQuery;
  scope?: SQL;
}) {
  const visible = scope ?? visibleConsultations(user);
  const conditions: SQL[] = [visible];
  if (query.species) conditions.push(eq(consultation.species, query.species));
  // Calendar days in São Paulo: from its midnight to the next one, whatever the server's time zone.
  if (query.from)
    conditions.push(
      sql`${consultation.createdAt} >= (${query.from}::date)::timestamp at time zone ${HISTORY_TIME_ZONE}`,
    );
  if (query.to)
    conditions.push(
      sql`${consultation.createdAt} < (${query.to}::date + 1)::timestamp at time zone ${HISTORY_TIME_ZONE}`,
    );
  if (query.cursor) {
    const cursor = decodeHistoryCursor(query.cursor);
    conditions.push(
      sql`(${consultation.createdAt}, ${consultation.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`,
    );
  }
  const namePattern = query.q ? nameSearchPattern(query.q) : null;
  if (namePattern) {
    // A plain LIKE on the folded name, with statistics and a trigram index (migration 0016): the planner
    // walks down the scope's (…, created_at) index to a full page when the name is common, and for a rare
    // one — or one that matches nothing — asks the trigram index for the few rows instead of reading every
    // visible consultation (bench/history-list.ts, unit admin: ~300 ms → ~3 ms).
    conditions.push(sql`${consultation.patientNameFolded} like ${namePattern}`);
  }

  return db
    .select({
      // The id its owner asked for, when another user's consultation already had it (consultations/create-consultation.ts).
      id: sql<string>`coalesce(${consultation.requestedId}, ${consultation.id})`,
      // The row's key, the cursor's tie-breaker, for merging the scopes' pages in the database's order.
      key: consultation.id,
      patientName: consultation.patientName,
      species: consultation.species,
      breed: consultation.breed,
      sex: consultation.sex,
      age: consultation.age,
      weightKg: consultation.weightKg,
      neutered: consultation.neutered,
      status: consultation.status,
      transcriptTooShort: consultation.transcriptTooShort,
      durationSeconds: consultation.durationSeconds,
      createdAt: consultation.createdAt,
      // Microseconds, in UTC: the cursor's exact key (see cursor.ts).
      cursorAt: sql<string>`to_char(${consultation.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      transcriptStart: sql<string>`left(${consultation.transcript}, ${EXCERPT_SOURCE_CHARS})`,
      // Documents the vet can open: one still generating or failed is not one yet. Computed for the
      // page's rows only (PostgreSQL evaluates a costly select-list expression after the LIMIT).
      // Qualified by hand: drizzle leaves columns unqualified in a one-table select, and a bare "id"
      // inside the subquery would be the document's.
      documentCount: sql<number>`(select count(*)::int from ${document} where ${document}.${sql.identifier('consultation_id')} = ${consultation}.${sql.identifier('id')} and ${document}.${sql.identifier('status')} = 'ready')`,
      businessUnitId: consultation.unitId,
      // A unit's owner or admin reads members' consultations too: whose each one is (page rows only).
      authorName: sql<
        string | null
      >`case when ${consultation}.${sql.identifier('owner_id')} = ${user.id} then null else (select ${sql.identifier('name')} from ${sql.identifier('user')} where ${sql.identifier('user')}.${sql.identifier('id')} = ${consultation}.${sql.identifier('owner_id')}) end`,
    })
    .from(consultation)
    .where(and(...conditions))
    .orderBy(desc(consultation.createdAt), desc(consultation.id))
    .limit(query.limit + 1);
}

type HistoryRow = Awaited<ReturnType<typeof historyListQuery>>[number];

function toHistoryItem(row: HistoryRow): HistoryItem {
  const patient = patientOf(row);
  return {
    id: row.id,
    patient,
    status: row.status,
    transcriptTooShort: row.transcriptTooShort,
    durationSeconds: row.durationSeconds,
    createdAt: row.createdAt.toISOString(),
    excerpt: transcriptExcerpt(row.transcriptStart),
    documentCount: Number(row.documentCount),
    // Only when there is something to say: a personal consultation of the reader's own reads as before.
    ...(row.businessUnitId ? { businessUnitId: row.businessUnitId } : {}),
    ...(row.authorName !== null ? { authorName: row.authorName } : {}),
  };
}

/** Byte order, as PostgreSQL compares these ASCII strings (ISO instants, lower-case uuids). */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
