import {
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  type DocumentType,
  type PromptTypeSummary,
  type PromptVersionView,
} from '@vetvoz/domain';
import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import type { Tx } from '../db/queryable.ts';
import { auditLog, prompt, promptVersion } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { DEFAULT_PROMPT_AUTHOR, defaultPromptBody } from './defaults.ts';

type VersionRow = typeof promptVersion.$inferSelect;

export interface PromptActor {
  id: string;
  name: string;
}

/**
 * Version 1 of every document type, active, by "VetVoz", when absent. Idempotent and safe with several
 * processes starting at once: every insert is ON CONFLICT DO NOTHING (the unique version number and the
 * one-active index decide). Types that already have versions are left alone, so an admin's history is never
 * touched; an improved default in a later release arrives as a new version, not by editing version 1.
 */
export async function ensureDefaultPrompts({ db }: { db: Db }): Promise<void> {
  await db
    .insert(prompt)
    .values(DOCUMENT_TYPES.map((documentType) => ({ documentType })))
    .onConflictDoNothing();
  const now = new Date();
  await db
    .insert(promptVersion)
    .values(
      DOCUMENT_TYPES.map((documentType) => ({
        documentType,
        version: 1,
        body: defaultPromptBody(documentType),
        authorId: null,
        authorName: DEFAULT_PROMPT_AUTHOR,
        active: true,
        activatedAt: now,
      })),
    )
    .onConflictDoNothing();
}

/** The prompt a generation uses: the active version of the type (seeding the defaults if they are missing). */
export async function getActivePrompt({
  db,
  documentType,
}: {
  db: Db;
  documentType: DocumentType;
}): Promise<{ id: string; version: number; body: string }> {
  const read = () =>
    db
      .select({ id: promptVersion.id, version: promptVersion.version, body: promptVersion.body })
      .from(promptVersion)
      .where(and(eq(promptVersion.documentType, documentType), eq(promptVersion.active, true)));
  let [row] = await read();
  if (!row) {
    await ensureDefaultPrompts({ db });
    [row] = await read();
  }
  if (!row) throw new Error(`no active prompt for ${documentType}`);
  return row;
}

export async function listPromptTypes({ db }: { db: Db }): Promise<PromptTypeSummary[]> {
  const read = async () => {
    const active = await db.select().from(promptVersion).where(eq(promptVersion.active, true));
    const counts = await db
      .select({ documentType: promptVersion.documentType, versions: count() })
      .from(promptVersion)
      .groupBy(promptVersion.documentType);
    return { active, counts };
  };
  let { active, counts } = await read();
  if (active.length < DOCUMENT_TYPES.length) {
    await ensureDefaultPrompts({ db });
    ({ active, counts } = await read());
  }
  return DOCUMENT_TYPES.map((documentType) => {
    const row = active.find((version) => version.documentType === documentType);
    return {
      documentType,
      label: DOCUMENT_TYPE_LABELS[documentType],
      activeVersion: row ? toView(row) : null,
      versionCount: counts.find((entry) => entry.documentType === documentType)?.versions ?? 0,
    };
  });
}

/** Newest first. */
export async function listPromptVersions({
  db,
  documentType,
}: {
  db: Db;
  documentType: DocumentType;
}): Promise<PromptVersionView[]> {
  const rows = await db
    .select()
    .from(promptVersion)
    .where(eq(promptVersion.documentType, documentType))
    .orderBy(desc(promptVersion.version));
  return rows.map(toView);
}

/**
 * A new version, numbered after the last one. It is saved inactive unless `activate` is set: an admin
 * writes, tests and then puts it in use; generations keep using the active version meanwhile.
 */
export async function createPromptVersion({
  db,
  documentType,
  body,
  note,
  activate = false,
  actor,
}: {
  db: Db;
  documentType: DocumentType;
  body: string;
  note?: string;
  activate?: boolean;
  actor: PromptActor;
}): Promise<PromptVersionView> {
  return db.transaction(async (tx) => {
    await lockPrompt(tx, documentType);
    const [last] = await tx
      .select({ version: max(promptVersion.version) })
      .from(promptVersion)
      .where(eq(promptVersion.documentType, documentType));
    const version = (last?.version ?? 0) + 1;
    let previous: number | null = null;
    if (activate) previous = await deactivateCurrent(tx, documentType);
    const [row] = await tx
      .insert(promptVersion)
      .values({
        documentType,
        version,
        body,
        note: note || null,
        authorId: actor.id,
        authorName: actor.name,
        active: activate,
        activatedAt: activate ? new Date() : null,
      })
      .returning();
    if (!row) throw new Error('prompt_version insert returned no row');
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: 'prompt.create',
      target: `prompt:${documentType}`,
      details: { versionId: row.id, version, activated: activate, previousActiveVersion: previous },
    });
    return toView(row);
  });
}

/** Makes one version the active one; activating an older version is the rollback. */
export async function activatePromptVersion({
  db,
  documentType,
  versionId,
  actor,
}: {
  db: Db;
  documentType: DocumentType;
  versionId: string;
  actor: PromptActor;
}): Promise<PromptVersionView> {
  return db.transaction(async (tx) => {
    await lockPrompt(tx, documentType);
    const [target] = await tx
      .select()
      .from(promptVersion)
      .where(and(eq(promptVersion.id, versionId), eq(promptVersion.documentType, documentType)));
    if (!target) throw new AppError('NOT_FOUND', 'Versão do prompt não encontrada.');
    if (target.active) return toView(target);
    const previous = await deactivateCurrent(tx, documentType);
    const [row] = await tx
      .update(promptVersion)
      .set({ active: true, activatedAt: new Date() })
      .where(eq(promptVersion.id, versionId))
      .returning();
    if (!row) throw new Error('prompt_version update returned no row');
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: 'prompt.activate',
      target: `prompt:${documentType}`,
      details: { versionId, version: row.version, previousActiveVersion: previous },
    });
    return toView(row);
  });
}

/**
 * Serialises version writes per document type (numbering, the single active version) across processes.
 * The row exists once the defaults are seeded; it is created here too so a write never depends on that.
 */
async function lockPrompt(tx: Tx, documentType: DocumentType): Promise<void> {
  await tx.insert(prompt).values({ documentType }).onConflictDoNothing();
  await tx.execute(sql`select 1 from ${prompt} where ${prompt.documentType} = ${documentType} for update`);
}

/** Returns the version number that was active, if any. */
async function deactivateCurrent(tx: Tx, documentType: DocumentType): Promise<number | null> {
  const [previous] = await tx
    .update(promptVersion)
    .set({ active: false })
    .where(and(eq(promptVersion.documentType, documentType), eq(promptVersion.active, true)))
    .returning({ version: promptVersion.version });
  return previous?.version ?? null;
}

function toView(row: VersionRow): PromptVersionView {
  return {
    id: row.id,
    documentType: row.documentType,
    version: row.version,
    body: row.body,
    note: row.note,
    authorName: row.authorName,
    active: row.active,
    activatedAt: row.activatedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
