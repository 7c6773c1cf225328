import {
  type AdminAiProviders,
  AI_PROVIDER_WINDOW_HOURS,
  type ProviderCallKind,
  type ProviderStats,
} from '@vetvoz/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { job, providerCall } from '../db/schema/index.ts';
import { selectRows } from '../db/sql-rows.ts';
import { flushProviderCalls } from '../provider-calls/index.ts';
import { audioMeter } from './audio-meter.ts';

/** Error codes listed per provider, most frequent first. */
const TOP_ERRORS = 5;

export interface ConfiguredProviders {
  stt: { provider: string; model: string };
  text: { provider: string; model: string };
}

type TextProviders = AdminAiProviders['textProviders'];

interface StatsRow {
  kind: ProviderCallKind;
  provider: string;
  model: string;
  calls: number;
  failures: number;
  p50: number | null;
  p95: number | null;
}

/**
 * The AI providers section: per provider and model, the calls of the last 24 h as recorded when each
 * ended (provider_call: error rate, latency p50/p95 by nearest rank — percentile_disc, a duration that
 * really happened); the configured providers even when idle; the audio seconds transcribed per owner
 * (audio-meter.ts); and the job queue as it stands.
 */
export async function getAdminAiProviders({
  db,
  configured,
  textProviders,
  now = new Date(),
}: {
  db: Db;
  configured: ConfiguredProviders;
  textProviders: TextProviders;
  now?: Date;
}): Promise<AdminAiProviders> {
  // This node's buffered calls first: the figures include every call it made (other nodes' within a tick).
  await flushProviderCalls(db);
  const since = sql`${now.toISOString()}::timestamptz - make_interval(hours => ${AI_PROVIDER_WINDOW_HOURS})`;
  const inWindow = sql`${providerCall.startedAt} >= ${since}`;
  const stats = await selectRows<StatsRow>(
    db,
    sql`select ${providerCall.kind} as "kind", ${providerCall.provider} as "provider", ${providerCall.model} as "model",
        count(*)::int as "calls", (count(*) filter (where not ${providerCall.ok}))::int as "failures",
        (percentile_disc(0.5) within group (order by ${providerCall.durationMs}))::int as "p50",
        (percentile_disc(0.95) within group (order by ${providerCall.durationMs}))::int as "p95"
      from ${providerCall} where ${inWindow}
      group by 1, 2, 3 order by 1, 4 desc`,
  );
  const errors = await selectRows<{
    kind: string;
    provider: string;
    model: string;
    code: string;
    count: number;
  }>(
    db,
    sql`select ${providerCall.kind} as "kind", ${providerCall.provider} as "provider", ${providerCall.model} as "model",
        ${providerCall.errorCode} as "code", count(*)::int as "count"
      from ${providerCall} where ${inWindow} and not ${providerCall.ok}
      group by 1, 2, 3, 4 order by 5 desc, 4`,
  );
  const keyOf = (row: { kind: string; provider: string; model: string }) =>
    `${row.kind}\u0000${row.provider}\u0000${row.model}`;
  const providers: ProviderStats[] = stats.map((row) => ({
    kind: row.kind,
    provider: row.provider,
    model: row.model,
    calls: row.calls,
    failures: row.failures,
    errorRate: row.calls === 0 ? 0 : row.failures / row.calls,
    p50Ms: row.p50,
    p95Ms: row.p95,
    errors: errors
      .filter((error) => keyOf(error) === keyOf(row))
      .slice(0, TOP_ERRORS)
      .map((error) => ({ code: error.code ?? 'desconhecido', count: error.count })),
  }));
  for (const kind of ['stt', 'text'] as const) {
    const idle = { kind, ...configured[kind] };
    if (!providers.some((row) => keyOf(row) === keyOf(idle)))
      providers.push({ ...idle, calls: 0, failures: 0, errorRate: 0, p50Ms: null, p95Ms: null, errors: [] });
  }
  return {
    configured,
    textProviders,
    windowHours: AI_PROVIDER_WINDOW_HOURS,
    providers,
    audio: await audioMeter(db, now),
    queue: await queueState(db),
    generatedAt: now.toISOString(),
  };
}

/** Jobs waiting (queued, due or backing off), running and failed, by type; the oldest waiting one. */
async function queueState(db: Db): Promise<AdminAiProviders['queue']> {
  const byType = await selectRows<{
    type: string;
    waiting: number;
    running: number;
    failed: number;
    oldest: string | null;
  }>(
    db,
    sql`select ${job.type} as "type",
        (count(*) filter (where ${job.status} = 'queued'))::int as "waiting",
        (count(*) filter (where ${job.status} = 'running'))::int as "running",
        (count(*) filter (where ${job.status} = 'failed'))::int as "failed",
        min(${job.createdAt}) filter (where ${job.status} = 'queued') as "oldest"
      from ${job} group by 1 order by 1`,
  );
  let oldest: { at: Date; type: string } | null = null;
  for (const row of byType) {
    if (row.oldest === null) continue;
    const at = new Date(row.oldest);
    if (!oldest || at < oldest.at) oldest = { at, type: row.type };
  }
  return {
    waiting: byType.reduce((sum, row) => sum + row.waiting, 0),
    running: byType.reduce((sum, row) => sum + row.running, 0),
    failed: byType.reduce((sum, row) => sum + row.failed, 0),
    oldestWaitingAt: oldest?.at.toISOString() ?? null,
    oldestWaitingType: oldest?.type ?? null,
    byType: byType.map(({ type, waiting, running }) => ({ type, waiting, running })),
  };
}
