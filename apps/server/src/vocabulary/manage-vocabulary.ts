import {
  type AddVocabularyTerm,
  VOCABULARY_FULL_MESSAGE,
  VOCABULARY_LIMITS,
  VOCABULARY_NAME_MESSAGE,
  type VocabularyTerm,
  type VocabularyView,
} from '@vetvoz/domain';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { couldBePersonName } from '../anonymisation/index.ts';
import { requireUnitManager } from '../business-units/index.ts';
import type { Db } from '../db/database.ts';
import { businessUnit, businessUnitMember, vocabularyTerm } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { isUuid } from '../http/uuid.ts';
import { BUILT_IN_FOLDED } from './built-in-terms.ts';
import { matchKeyOf, toTermView, unitOwnerKey, userOwnerKey } from './vocabulary-rows.ts';

/** The caller's list, and the lists of the units they own or are an active member of. */
export async function getVocabulary({ db, userId }: { db: Db; userId: string }): Promise<VocabularyView> {
  const units = await db
    .select({
      id: businessUnit.id,
      name: businessUnit.name,
      ownerId: businessUnit.ownerId,
      role: businessUnitMember.role,
    })
    .from(businessUnit)
    .leftJoin(
      businessUnitMember,
      and(
        eq(businessUnitMember.unitId, businessUnit.id),
        eq(businessUnitMember.userId, userId),
        eq(businessUnitMember.status, 'active'),
      ),
    )
    .where(or(eq(businessUnit.ownerId, userId), sql`${businessUnitMember.userId} is not null`))
    .orderBy(asc(businessUnit.name));
  const keys = [userOwnerKey(userId), ...units.map((u) => unitOwnerKey(u.id))];
  const rows = await db
    .select()
    .from(vocabularyTerm)
    .where(inArray(vocabularyTerm.ownerKey, keys))
    .orderBy(desc(vocabularyTerm.uses), desc(vocabularyTerm.updatedAt), asc(vocabularyTerm.term));
  const of = (key: string) => rows.filter((r) => r.ownerKey === key).map(toTermView);
  return {
    terms: of(userOwnerKey(userId)),
    units: units.map((unit) => ({
      unitId: unit.id,
      unitName: unit.name,
      canManage: unit.ownerId === userId || unit.role === 'owner' || unit.role === 'admin',
      terms: of(unitOwnerKey(unit.id)),
    })),
    limits: { user: VOCABULARY_LIMITS.user, unit: VOCABULARY_LIMITS.unit },
  };
}

/**
 * Adds a term (and its misheard form) to the caller's list or, for its owner or an admin, a unit's. The
 * same entry again answers the existing one; a person's name is refused (the anonymiser would remove it
 * from every transcript anyway); a full list is refused rather than losing what a person typed.
 */
export async function addVocabularyTerm({
  db,
  userId,
  input,
}: {
  db: Db;
  userId: string;
  input: AddVocabularyTerm;
}): Promise<VocabularyTerm> {
  const unitId = input.unitId;
  if (unitId) {
    await requireUnitManager(db, unitId, userId, {
      message: 'Só o dono e os administradores da unidade alteram o vocabulário dela.',
      details: 'Peça a um administrador da unidade.',
    });
  }
  const heard = input.heard && input.heard.toLowerCase() !== input.term.toLowerCase() ? input.heard : null;
  for (const [field, value] of [
    ['term', input.term],
    ['heard', heard],
  ] as const) {
    if (value && couldBePersonName(value, BUILT_IN_FOLDED))
      throw new AppError('VALIDATION', VOCABULARY_NAME_MESSAGE, { field });
  }
  const ownerKey = unitId ? unitOwnerKey(unitId) : userOwnerKey(userId);
  const limit = unitId ? VOCABULARY_LIMITS.unit : VOCABULARY_LIMITS.user;
  const matchKey = matchKeyOf(input.term, heard);
  return db.transaction(async (tx) => {
    // One writer per list at a time, so two adds cannot both pass the cap.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`vocabulary:${ownerKey}`}))`);
    const [existing] = await tx
      .select()
      .from(vocabularyTerm)
      .where(and(eq(vocabularyTerm.ownerKey, ownerKey), eq(vocabularyTerm.matchKey, matchKey)));
    if (existing) {
      // The vet confirms a learnt entry by typing it: it becomes theirs, kept past the cap.
      const [kept] = await tx
        .update(vocabularyTerm)
        .set({ source: 'manual', term: input.term, updatedAt: sql`now()` })
        .where(eq(vocabularyTerm.id, existing.id))
        .returning();
      return toTermView(kept ?? existing);
    }
    const [counted] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(vocabularyTerm)
      .where(eq(vocabularyTerm.ownerKey, ownerKey));
    if ((counted?.count ?? 0) >= limit) {
      // A learnt entry makes room; a list of typed ones is full.
      const [victim] = await tx
        .select({ id: vocabularyTerm.id })
        .from(vocabularyTerm)
        .where(and(eq(vocabularyTerm.ownerKey, ownerKey), eq(vocabularyTerm.source, 'learnt')))
        .orderBy(asc(vocabularyTerm.uses), asc(vocabularyTerm.updatedAt))
        .limit(1);
      if (!victim) throw new AppError('CONFLICT', VOCABULARY_FULL_MESSAGE);
      await tx.delete(vocabularyTerm).where(eq(vocabularyTerm.id, victim.id));
    }
    const [row] = await tx
      .insert(vocabularyTerm)
      .values({
        ownerKey,
        // A unit's entry belongs to the unit: it outlives the admin who typed it.
        userId: unitId ? null : userId,
        unitId: unitId ?? null,
        term: input.term,
        heard,
        matchKey,
        source: 'manual',
        uses: 1,
      })
      .returning();
    if (!row) throw new AppError('INTERNAL');
    return toTermView(row);
  });
}

/** Removes an entry of the caller's list, or of a unit's they manage; anything else is 404. */
export async function removeVocabularyTerm({
  db,
  userId,
  id,
}: {
  db: Db;
  userId: string;
  id: string;
}): Promise<void> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [row] = await db.select().from(vocabularyTerm).where(eq(vocabularyTerm.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  if (row.ownerKey.startsWith('b:') && row.unitId) {
    await requireUnitManager(db, row.unitId, userId, {
      message: 'Só o dono e os administradores da unidade alteram o vocabulário dela.',
      details: 'Peça a um administrador da unidade.',
    });
  } else if (row.ownerKey !== userOwnerKey(userId)) {
    throw new AppError('NOT_FOUND');
  }
  await db.delete(vocabularyTerm).where(eq(vocabularyTerm.id, id));
}
