import {
  type ConsultationStatus,
  foldForSearch,
  HISTORY_EXCERPT_CHARS,
  HISTORY_TIME_ZONE,
  type HistoryItem,
  type HistoryPage,
  type HistoryQuery,
  type Patient,
  transcriptExcerpt,
} from '@vetvoz/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { visibleConsultations } from '../consultations/visibility.ts';
import type { Db } from '../db/database.ts';
import { consultation } from '../db/schema/index.ts';
import { decodeHistoryCursor, encodeHistoryCursor } from './cursor.ts';

/**
 * Accent folding inside the query. PGlite has no `unaccent` extension, so `translate` maps every
 * letter of Latin-1 and Latin Extended-A that `foldForSearch` changes to what it becomes (both
 * cases: `lower` leaves non-ASCII letters alone under the C locale), and `lower` does the ASCII rest.
 * Built from the domain's function, so the name and the search text are folded the same way.
 */
const [FOLD_FROM, FOLD_TO] = (() => {
  let from = '';
  let to = '';
  for (let code = 0xc0; code <= 0x17f; code++) {
    const letter = String.fromCharCode(code);
    const folded = foldForSearch(letter);
    if (folded.length === 1 && folded !== letter) {
      from += letter;
      to += folded;
    }
  }
  return [from, to];
})();

const foldedName = sql`lower(translate(${consultation.patientName}, ${FOLD_FROM}, ${FOLD_TO}))`;

/** `%` and `_` typed by the vet are literal characters, not wildcards. */
function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

/** Transcripts run to 200,000 characters: only their start leaves the database. */
const EXCERPT_SOURCE_CHARS = HISTORY_EXCERPT_CHARS * 3;

/**
 * Documents are counted once the document table exists (issue 6, being built alongside). Until
 * then every consultation honestly has none.
 */
const DOCUMENT_COUNT_BEFORE_DOCUMENTS_EXIST = 0;

/**
 * The caller's consultations, newest first, filtered and keyset-paginated on (created_at, id): a page
 * costs the same at the 10,000th consultation as at the first, and nothing is skipped or repeated
 * when consultations are added or deleted between pages. Visibility is a condition of the query
 * itself (GUIDE §6), so a filter or a cursor can never reach another vet's consultations.
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
  const conditions: SQL[] = [visibleConsultations(user)];
  const search = query.q ? foldForSearch(query.q) : '';
  if (search) conditions.push(sql`${foldedName} like ${likeContaining(search)}`);
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

  const rows = await db
    .select({
      id: consultation.id,
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
    })
    .from(consultation)
    .where(and(...conditions))
    .orderBy(desc(consultation.createdAt), desc(consultation.id))
    .limit(query.limit + 1);

  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => {
      const patient: Patient = {
        name: row.patientName,
        species: row.species as Patient['species'],
        ...(row.breed !== null && { breed: row.breed }),
        ...(row.sex !== null && { sex: row.sex as Patient['sex'] }),
        ...(row.age !== null && { age: row.age }),
        ...(row.weightKg !== null && { weightKg: row.weightKg }),
        ...(row.neutered !== null && { neutered: row.neutered }),
      };
      return {
        id: row.id,
        patient,
        status: row.status as ConsultationStatus,
        transcriptTooShort: row.transcriptTooShort,
        durationSeconds: row.durationSeconds,
        createdAt: row.createdAt.toISOString(),
        excerpt: transcriptExcerpt(row.transcriptStart),
        documentCount: DOCUMENT_COUNT_BEFORE_DOCUMENTS_EXIST,
      } satisfies HistoryItem;
    }),
    nextCursor:
      rows.length > query.limit && last
        ? encodeHistoryCursor({ createdAt: last.cursorAt, id: last.id })
        : null,
  };
}
