import {
  ADMIN_COUNTED_CONSULTATIONS_LIMIT,
  type AdminCountedConsultation,
  type AdminCountedConsultations,
} from '@vetvoz/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { auditLog, usage, user } from '../db/schema/index.ts';
import { selectRows } from '../db/sql-rows.ts';
import { AppError } from '../http/app-error.ts';

const USER_NOT_FOUND_MESSAGE = 'Usuário não encontrado.';
const NOT_FOUND_MESSAGE = 'Consulta contada não encontrada.';
const ALREADY_GIVEN_BACK_MESSAGE = 'Esta consulta já foi devolvida.';

interface CountedRow {
  id: number;
  countedAt: string;
  unitName: string | null;
  consultationDeleted: boolean;
  segmentsFailed: number;
  documentsFailed: number;
  documentsReady: number;
  audioSeconds: number;
  givenBackAt: string | null;
}

/** Usage rows with what support needs to judge a failure: no patient, no transcript, no document text. */
function countedRows(where: ReturnType<typeof sql>, limit: number) {
  return sql`select u.id::int as "id", u.counted_at as "countedAt", b.name as "unitName",
      (u.consultation_id is null) as "consultationDeleted",
      (select count(*) from transcript_segment t
        where t.consultation_id = u.consultation_id and t.status = 'failed')::int as "segmentsFailed",
      (select count(*) from document d
        where d.consultation_id = u.consultation_id and d.status = 'failed')::int as "documentsFailed",
      (select count(*) from document d
        where d.consultation_id = u.consultation_id and d.status = 'ready')::int as "documentsReady",
      u.audio_seconds::float8 as "audioSeconds", u.given_back_at as "givenBackAt"
    from ${usage} u left join business_unit b on b.id = u.unit_id
    where ${where} order by u.counted_at desc, u.id desc limit ${limit}`;
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

function toView(row: CountedRow): AdminCountedConsultation {
  return {
    ...row,
    countedAt: iso(row.countedAt) as string,
    audioSeconds: Number(row.audioSeconds),
    givenBackAt: iso(row.givenBackAt),
  };
}

/** GET /api/admin/users/{id}/counted-consultations: the person's latest counted consultations. */
export async function listCountedConsultations({
  db,
  userId,
}: {
  db: Db;
  userId: string;
}): Promise<AdminCountedConsultations> {
  const [found] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
  if (!found) throw new AppError('NOT_FOUND', USER_NOT_FOUND_MESSAGE);
  const rows = await selectRows<CountedRow>(
    db,
    countedRows(sql`u.user_id = ${userId}`, ADMIN_COUNTED_CONSULTATIONS_LIMIT),
  );
  return { consultations: rows.map(toView) };
}

/**
 * POST /api/admin/counted-consultations/{id}/give-back: a failure support confirmed stops counting
 * (usage/places.ts skips given-back rows) in the person's or unit's quota and in the free trial. Once only;
 * who and why go to the audit log in the same transaction.
 */
export async function giveBackConsultation({
  db,
  actorId,
  usageId,
  reason,
}: {
  db: Db;
  actorId: string;
  usageId: number;
  reason: string;
}): Promise<AdminCountedConsultation> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(usage).where(eq(usage.id, usageId)).for('update');
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    if (row.givenBackAt) throw new AppError('CONFLICT', ALREADY_GIVEN_BACK_MESSAGE);
    await tx.update(usage).set({ givenBackAt: sql`now()` }).where(eq(usage.id, usageId));
    await tx.insert(auditLog).values({
      actorId,
      action: 'admin.usage.give-back',
      target: row.userId ? `user:${row.userId}` : `usage:${usageId}`,
      details: { reason, usageId, unitId: row.unitId, consultationId: row.consultationId },
    });
  });
  const [given] = await selectRows<CountedRow>(db, countedRows(sql`u.id = ${usageId}`, 1));
  if (!given) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return toView(given);
}
