import { type AdminAiProviders, AUDIO_METER_DAYS, AUDIO_METER_TOP_OWNERS } from '@vetvoz/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { usage } from '../db/schema/index.ts';
import { selectRows } from '../db/sql-rows.ts';

/**
 * Audio transcribed per owner (a person's own consultations, or a unit's pool) in the last AUDIO_METER_DAYS
 * days, from the seconds each usage row keeps (the speech provider's measure, never the audio): what the
 * speech bill is made of. Consultations given back still cost audio, so they are included.
 */
export async function audioMeter(db: Db, now: Date): Promise<AdminAiProviders['audio']> {
  const since = sql`${now.toISOString()}::timestamptz - make_interval(days => ${AUDIO_METER_DAYS})`;
  const owners = await selectRows<{
    kind: 'person' | 'unit';
    id: string;
    name: string | null;
    seconds: number;
    consultations: number;
  }>(
    db,
    sql`select case when u.unit_id is null then 'person' else 'unit' end as "kind",
        coalesce(u.unit_id, u.user_id) as "id",
        coalesce(min(b.name), min(p.name)) as "name",
        sum(u.audio_seconds)::float8 as "seconds", count(*)::int as "consultations"
      from ${usage} u
      left join business_unit b on b.id = u.unit_id
      left join "user" p on p.id = u.user_id and u.unit_id is null
      where u.counted_at >= ${since} and u.audio_seconds > 0 and coalesce(u.unit_id, u.user_id) is not null
      group by 1, 2 order by 4 desc, 2 limit ${AUDIO_METER_TOP_OWNERS}`,
  );
  const [total] = await selectRows<{ seconds: number }>(
    db,
    sql`select coalesce(sum(audio_seconds), 0)::float8 as "seconds" from ${usage} where counted_at >= ${since}`,
  );
  return {
    days: AUDIO_METER_DAYS,
    totalSeconds: Number(total?.seconds ?? 0),
    owners: owners.map((row) => ({
      kind: row.kind,
      id: row.id,
      name: row.name ?? (row.kind === 'unit' ? 'Unidade excluída' : 'Conta excluída'),
      seconds: Number(row.seconds),
      consultations: row.consultations,
    })),
  };
}
