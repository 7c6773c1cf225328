import type { AppConfig, AppConfigUpdate } from '@vetvoz/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { appConfig, auditLog } from '../db/schema/index.ts';

const DEFAULTS: AppConfig = { isMaintenanceMode: false, maintenanceMessage: '' };

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
  return db.transaction(async (tx) => {
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
}
