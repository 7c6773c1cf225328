import type { AppConfig, AppConfigUpdate } from '@vetvoz/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { appConfig, auditLog } from '../db/schema/index.ts';

const DEFAULTS: AppConfig = { isMaintenanceMode: false, maintenanceMessage: '' };

/** How long a process trusts the maintenance flag it read (the gate asks on every write). */
export const MAINTENANCE_FLAG_TTL_MS = 1000;
const recent = new WeakMap<Db, { at: number; config: Promise<AppConfig> }>();

/**
 * The config as read at most a second ago in this process: the maintenance gate asks on every write, and a
 * second's delay on other nodes is nothing to a switch an admin flips; this process forgets it on update.
 */
export function getRecentAppConfig({ db }: { db: Db }): Promise<AppConfig> {
  const cached = recent.get(db);
  if (cached && Date.now() - cached.at < MAINTENANCE_FLAG_TTL_MS) return cached.config;
  const config = getAppConfig({ db });
  recent.set(db, { at: Date.now(), config });
  config.catch(() => recent.delete(db));
  return config;
}

export async function getAppConfig({ db }: { db: Db }): Promise<AppConfig> {
  const [row] = await db.select().from(appConfig).where(eq(appConfig.id, 1));
  if (!row) return DEFAULTS;
  return { isMaintenanceMode: row.isMaintenanceMode, maintenanceMessage: row.maintenanceMessage };
}

/** Merge-set of the single config row, recorded in the audit log in the same transaction. */
export async function updateAppConfig({
  db,
  actorId,
  changes,
}: {
  db: Db;
  actorId: string;
  changes: AppConfigUpdate;
}): Promise<AppConfig> {
  recent.delete(db);
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(appConfig)
      .values({ id: 1, ...DEFAULTS, ...changes, updatedBy: actorId })
      .onConflictDoUpdate({
        target: appConfig.id,
        set: { ...changes, updatedBy: actorId, updatedAt: new Date() },
      })
      .returning();
    await tx.insert(auditLog).values({
      actorId,
      action: 'app_config.update',
      target: 'app_config',
      details: changes,
    });
    if (!row) throw new Error('app_config upsert returned no row');
    return { isMaintenanceMode: row.isMaintenanceMode, maintenanceMessage: row.maintenanceMessage };
  });
  recent.delete(db);
  return updated;
}
