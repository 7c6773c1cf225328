import { VOCABULARY_LIMITS, type VocabularyCorrection } from '@vetvoz/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { fold } from '../anonymisation/index.ts';
import type { Db } from '../db/database.ts';
import { vocabularyEvidence, vocabularyTerm } from '../db/schema/index.ts';
import { findLessons, type Lesson } from './find-lessons.ts';
import { matchKeyOf, userOwnerKey } from './vocabulary-rows.ts';

/** The database or a transaction on it. */
export type Writer = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/**
 * Learns from the vet's edit of a consultation's transcript, inside the edit's transaction: the lessons
 * of `findLessons` between what the vendor wrote and what the vet left replace whatever this
 * consultation taught before (an edit is saved every second, half-typed words included). An entry
 * counts the consultations that taught it, and one no consultation teaches any more is forgotten unless
 * the vet typed it. Undoing one of VetVoz's own corrections forgets that pair instead of teaching the
 * reverse. The list keeps its cap by dropping the least used learnt entries.
 */
export async function learnFromEdit({
  db,
  consultationId,
  userId,
  vendorText,
  editedText,
  corrections,
  protectedNames,
}: {
  db: Writer;
  consultationId: string;
  userId: string;
  /** The done segments as transcribed (and corrected by the vocabulary), redacted. */
  vendorText: string;
  editedText: string;
  /** The corrections VetVoz made in this consultation's segments. */
  corrections: VocabularyCorrection[];
  protectedNames: string[];
}): Promise<void> {
  const ownerKey = userOwnerKey(userId);
  const undone = new Set<string>();
  const lessons: Lesson[] = [];
  for (const lesson of findLessons({ before: vendorText, after: editedText, protectedNames })) {
    const reverted = lesson.heard
      ? corrections.find(
          (c) => fold(c.term) === fold(lesson.heard ?? '') && fold(c.heard) === fold(lesson.term),
        )
      : undefined;
    if (reverted) undone.add(matchKeyOf(reverted.term, reverted.heard));
    else lessons.push(lesson);
  }
  if (undone.size > 0) {
    await db
      .delete(vocabularyTerm)
      .where(
        and(
          eq(vocabularyTerm.ownerKey, ownerKey),
          eq(vocabularyTerm.source, 'learnt'),
          inArray(vocabularyTerm.matchKey, [...undone]),
        ),
      );
  }

  const taught = await db
    .select({ termId: vocabularyEvidence.termId, matchKey: vocabularyTerm.matchKey })
    .from(vocabularyEvidence)
    .innerJoin(vocabularyTerm, eq(vocabularyTerm.id, vocabularyEvidence.termId))
    .where(and(eq(vocabularyEvidence.consultationId, consultationId), eq(vocabularyTerm.ownerKey, ownerKey)));
  const wanted = new Map(lessons.map((l) => [matchKeyOf(l.term, l.heard), l]));
  const dropped = taught.filter((t) => !wanted.has(t.matchKey)).map((t) => t.termId);
  if (dropped.length > 0) {
    await db
      .delete(vocabularyEvidence)
      .where(
        and(
          eq(vocabularyEvidence.consultationId, consultationId),
          inArray(vocabularyEvidence.termId, dropped),
        ),
      );
    await db
      .update(vocabularyTerm)
      .set({ uses: sql`greatest(${vocabularyTerm.uses} - 1, 0)` })
      .where(inArray(vocabularyTerm.id, dropped));
    await db
      .delete(vocabularyTerm)
      .where(
        and(
          inArray(vocabularyTerm.id, dropped),
          eq(vocabularyTerm.source, 'learnt'),
          sql`${vocabularyTerm.uses} <= 0`,
        ),
      );
  }

  const known = new Set(taught.map((t) => t.matchKey));
  for (const [matchKey, lesson] of wanted) {
    if (known.has(matchKey)) continue;
    const [row] = await db
      .insert(vocabularyTerm)
      .values({
        ownerKey,
        userId,
        term: lesson.term,
        heard: lesson.heard,
        matchKey,
        source: 'learnt',
        uses: 1,
      })
      .onConflictDoUpdate({
        target: [vocabularyTerm.ownerKey, vocabularyTerm.matchKey],
        set: {
          uses: sql`${vocabularyTerm.uses} + 1`,
          // A typed entry keeps the vet's spelling.
          term: sql`case when ${vocabularyTerm.source} = 'manual' then ${vocabularyTerm.term} else excluded.term end`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: vocabularyTerm.id });
    if (row) {
      await db.insert(vocabularyEvidence).values({ termId: row.id, consultationId }).onConflictDoNothing();
    }
  }
  if (wanted.size > 0) await keepWithinCap(db, ownerKey, VOCABULARY_LIMITS.user);
}

/** Drops the least used, oldest learnt entries past the cap (typed ones stay: the vet chose them). */
export async function keepWithinCap(db: Writer, ownerKey: string, limit: number): Promise<void> {
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(vocabularyTerm)
    .where(eq(vocabularyTerm.ownerKey, ownerKey));
  const excess = (counted?.count ?? 0) - limit;
  if (excess <= 0) return;
  const victims = await db
    .select({ id: vocabularyTerm.id })
    .from(vocabularyTerm)
    .where(and(eq(vocabularyTerm.ownerKey, ownerKey), eq(vocabularyTerm.source, 'learnt')))
    .orderBy(asc(vocabularyTerm.uses), asc(vocabularyTerm.updatedAt))
    .limit(excess);
  if (victims.length > 0)
    await db.delete(vocabularyTerm).where(
      inArray(
        vocabularyTerm.id,
        victims.map((v) => v.id),
      ),
    );
}
