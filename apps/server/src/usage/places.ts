import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/queryable.ts';
import { consultation, usage } from '../db/schema/index.ts';

/**
 * THE definition of "consultations used" (docs/decisions/032-consultation-counting-and-trial-rule.md); every
 * quota, report and admin figure counts through it.
 *
 * A consultation takes a place in its owner's quota (the person, or the unit for a unit consultation):
 * - once counted: a `usage` row, written at its first transcribed segment or its first document request,
 *   whichever comes first (`countConsultation`). The row outlives the consultation: deleting it gives
 *   nothing back. Only support gives one back (`given_back_at`), and then it counts nowhere;
 * - while open and not counted yet (nothing transcribed, no document asked for): the consultation itself,
 *   so starting many at once cannot pass a limit. Deleting such a one frees its place: it cost nothing.
 *
 * A place has a person (the author), a unit (or none), the person whose free trial admitted it (or none)
 * and a time: when it was counted, or, while open, when it began.
 */
export interface PlaceColumns {
  person: SQL;
  unit: SQL;
  trialUser: SQL;
  at: SQL;
}

/** Which places a count takes, as a condition over a place's columns (either source's). */
export type PlaceScope = (place: PlaceColumns) => SQL;

const COUNTED: PlaceColumns = {
  person: sql`u.user_id`,
  unit: sql`u.unit_id`,
  trialUser: sql`u.trial_user_id`,
  at: sql`u.counted_at`,
};
const OPEN: PlaceColumns = {
  person: sql`c.owner_id`,
  unit: sql`c.unit_id`,
  trialUser: sql`c.trial_user_id`,
  at: sql`c.created_at`,
};

/**
 * Every place in `scope`, as rows (person_id, unit_id). The scope goes into each branch, so each is one
 * index walk (usage by user, unit or trial user and time; consultation likewise).
 */
export function placesTaken(scope: PlaceScope): SQL {
  return sql`(select ${COUNTED.person} as person_id, ${COUNTED.unit} as unit_id from ${usage} u
      where u.given_back_at is null and ${scope(COUNTED)}
    union all
    select ${OPEN.person}, ${OPEN.unit} from ${consultation} c
      where not exists (select 1 from ${usage} x where x.consultation_id = c.id) and ${scope(OPEN)})`;
}

/** A bound given as a value, a column of an outer query, or none. */
type Bound = Date | SQL | null;

const boundSql = (bound: Date | SQL) =>
  bound instanceof Date ? sql`${bound.toISOString()}::timestamptz` : bound;

/** `at` within [start, end): either end may be open. */
export function within(at: SQL, start: Bound, end: Bound): SQL {
  const parts = [
    ...(start ? [sql`${at} >= ${boundSql(start)}`] : []),
    ...(end ? [sql`${at} < ${boundSql(end)}`] : []),
  ];
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** A person's own consultations (outside units) in a window: a paid plan's monthly count. */
export const personalPlaces =
  (personId: SQL | string, start: Bound = null, end: Bound = null): PlaceScope =>
  (place) =>
    sql`${place.person} = ${personId} and ${place.unit} is null and ${within(place.at, start, end)}`;

/** A unit's pool in a period, whoever of its members started them. */
export const unitPlaces =
  (unitId: SQL | string, start: Bound, end: Bound): PlaceScope =>
  (place) =>
    sql`${place.unit} = ${unitId} and ${within(place.at, start, end)}`;

/** A person's one free trial: their trial consultations and those of their gratis unit, all time. */
export const trialPlaces =
  (personId: SQL | string): PlaceScope =>
  (place) =>
    sql`${place.trialUser} = ${personId}`;

/** How many places `scope` takes. */
export async function countPlaces(db: Queryable<'execute'>, scope: PlaceScope): Promise<number> {
  const [n] = await countPlacesEach(db, [scope]);
  return n ?? 0;
}

/** Several counts in one round trip (a gratis unit's pool and its owner's trial), in the scopes' order. */
export async function countPlacesEach(db: Queryable<'execute'>, scopes: PlaceScope[]): Promise<number[]> {
  const columns = scopes.map(
    (scope, i) => sql`(select count(*) from ${placesTaken(scope)} p)::int as ${sql.raw(`n${i}`)}`,
  );
  const result = await db.execute(sql`select ${sql.join(columns, sql`, `)}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<
    Record<string, number>
  >;
  return scopes.map((_, i) => Number(rows[0]?.[`n${i}`] ?? 0));
}
