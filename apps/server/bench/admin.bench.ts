import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createTestApp, signUp, uniqueEmail } from '../test/test-app.ts';
import { percentile } from './support/http-bench.ts';

/**
 * The admin area at scale: 10,000 users and 100,000 consultations with their documents, usage,
 * subscriptions, page views, audit rows, provider calls and queued jobs, seeded in bulk SQL; then each
 * section's request timed through the app (routing, session, validation, queries, JSON), one request per
 * section as the page makes them. Target p95 < 100 ms. Runs on PGlite, or PostgreSQL with DATABASE_URL.
 */
const USERS = 10_000;
const CONSULTATIONS = 100_000;
const PAGE_VIEWS = 200_000;
const AUDIT_ROWS = 50_000;
const PROVIDER_CALLS = 60_000;
const UNITS = 1_000;
const WARMUP = 5;
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const TARGET_MS = 100;

const adminEmail = uniqueEmail('admin');
const app = await createTestApp({ ADMIN_EMAILS: adminEmail });
const { cookie } = await signUp(app, { email: adminEmail });
const { db } = app.database;

const seedStarted = performance.now();
const step = async (label: string, query: ReturnType<typeof sql>) => {
  const started = performance.now();
  await db.execute(query);
  console.log(`  seeded ${label.padEnd(44)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
};
console.log(`admin bench on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: seeding`);
await step(
  `${USERS} users`,
  sql`insert into "user" (id, name, email, email_verified, created_at, updated_at, cpf, plan, banned)
    select 'bench-' || g, 'Veterinária ' || g, 'bench' || g || '@exemplo.com.br', g % 10 <> 0,
      now() - (g % 400) * interval '1 day', now(), lpad(g::text, 11, '0'), 'gratis', g % 500 = 0
    from generate_series(1, ${USERS}) g`,
);
await step(
  'a trial each, a paid plan for 30 %',
  sql`insert into subscription (user_id, plan, status, checkout_session_id, created_at, current_period_start,
      current_period_end, cancel_at_period_end)
    select 'bench-' || g, 'gratis', 'trialing', 'free_session', now() - (g % 400) * interval '1 day', null, null, false
    from generate_series(1, ${USERS}) g
    union all
    select 'bench-' || g, (array['mensal', 'semestral', 'anual'])[1 + g % 3], (array['active', 'active', 'past_due', 'canceled'])[1 + g % 4],
      'cs_bench_' || g, now() - (g % 300) * interval '1 day', now() - (g % 30) * interval '1 day',
      now() + (30 - g % 30) * interval '1 day', g % 7 = 0
    from generate_series(1, ${USERS}) g where g % 10 < 3`,
);
await step(
  `${CONSULTATIONS} consultations over a year`,
  sql`insert into consultation (owner_id, patient_name, patient_name_folded, species, status, transcript, created_at, updated_at)
    select 'bench-' || (1 + g % ${USERS}), 'Paciente ' || g, 'paciente ' || g, 'cao', 'ready', 'Transcrição de teste.',
      now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second', now()
    from generate_series(1, ${CONSULTATIONS}) g`,
);
await step(
  'documents (anamnese each, receita for half)',
  sql`insert into document (consultation_id, type, status, created_at, updated_at)
    select id, 'anamnese', 'ready', created_at, created_at from consultation
    union all
    select id, 'receita', 'ready', created_at, created_at from consultation where patient_name like '%0' or patient_name like '%2'
      or patient_name like '%4' or patient_name like '%6' or patient_name like '%8'`,
);
await step(
  'usage (every consultation counted)',
  sql`insert into usage (user_id, consultation_id, counted_at) select owner_id, id, created_at from consultation`,
);
await step(
  `${PAGE_VIEWS} page views over 90 days`,
  sql`insert into page_view (path, visitor_hash, at)
    select (array['/', '/plans', '/about', '/login', '/consultation', '/history', '/profile', '/business-units'])[1 + g % 8]
        || case when g % 50 = 0 then '/' || (g % 40) else '' end,
      md5((g % 3000)::text || (g % 90)::text), now() - (g % 90) * interval '1 day' - (g % 86400) * interval '1 second'
    from generate_series(1, ${PAGE_VIEWS}) g`,
);
await step(
  `${AUDIT_ROWS} audit rows`,
  sql`insert into audit_log (actor_id, action, target, details, at)
    select 'bench-' || (1 + g % 50), (array['admin.list-users', 'notification.create', 'admin.user.ban', 'unit.member.remove'])[1 + g % 4],
      'user:bench-' || (1 + g % ${USERS}), jsonb_build_object('status', 200), now() - (g % 365) * interval '1 day'
    from generate_series(1, ${AUDIT_ROWS}) g`,
);
await step(
  `${PROVIDER_CALLS} provider calls over 30 days`,
  sql`insert into provider_call (kind, provider, model, started_at, duration_ms, ok, error_code)
    select case when g % 3 = 0 then 'text' else 'stt' end, 'openai-compatible',
      case when g % 3 = 0 then 'gpt-4o-mini' else 'whisper-1' end,
      now() - (g % 43200) * interval '1 minute', 200 + (g * 7919) % 5000, g % 20 <> 0,
      case when g % 20 = 0 then 'timeout' end
    from generate_series(1, ${PROVIDER_CALLS}) g`,
);
await step(
  `${UNITS} business units, 3 active members each, a trial each`,
  sql`with units as (
      insert into business_unit (id, name, owner_id, created_at)
      select 'unit-' || g, 'Clínica ' || g, 'bench-' || g, now() - (g % 300) * interval '1 day'
      from generate_series(1, ${UNITS}) g returning id, owner_id
    ), members as (
      insert into business_unit_member (unit_id, user_id, role, status, email, name)
      select u.id, 'bench-' || (${UNITS} + m * ${UNITS} + substr(u.id, 6)::int), 'member', 'active', 'm@exemplo.com.br', 'Membro'
      from units u cross join generate_series(0, 1) m
      union all
      select id, owner_id, 'owner', 'active', 'o@exemplo.com.br', 'Dona' from units
      returning 1
    )
    insert into subscription (unit_id, plan, status, checkout_session_id, created_at)
    select id, 'gratis', 'trialing', 'free_session', now() from units`,
);
await step(
  'a tenth of the consultations made in units',
  sql`with moved as (
      update consultation set unit_id = 'unit-' || (1 + substr(patient_name, 10)::int % ${UNITS})
      where patient_name like '%7' returning id, unit_id
    )
    update usage set unit_id = moved.unit_id from moved where usage.consultation_id = moved.id`,
);
await step(
  '2,000 queued jobs',
  sql`insert into job (type, status, run_at, created_at)
    select 'bench.idle', 'queued', now() + interval '1 day', now() - (g % 600) * interval '1 second'
    from generate_series(1, 2000) g`,
);
await db.execute(sql`analyze`);
console.log(`seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

const SECTIONS: Array<[string, string]> = [
  ['overview', '/api/admin/overview'],
  ['users (first page)', '/api/admin/users'],
  ['users (search "ria 12")', '/api/admin/users?q=ria%2012'],
  ['users (page 200)', '/api/admin/users?page=200'],
  ['business units (first page)', '/api/admin/business-units'],
  ['business units (search)', '/api/admin/business-units?q=cl%C3%ADnica%2012'],
  ['ai providers', '/api/admin/ai-providers'],
  ['page views (30 days)', '/api/admin/page-views'],
  ['page views (90 days)', '/api/admin/page-views?days=90'],
  ['audit log (first page)', '/api/admin/audit-log'],
  ['audit log (search "ban")', '/api/admin/audit-log?q=ban'],
];

// The first read of a chart rolls up every closed day of its window once (admin_daily_count).
for (const [name, path] of [
  ['overview (first call: rolls up 29 days)', '/api/admin/overview'],
  ['page views (first call: rolls up 89 days)', '/api/admin/page-views?days=90'],
] as const) {
  const started = performance.now();
  const response = await app.request(path, { cookie });
  await response.arrayBuffer();
  console.log(`${name.padEnd(44)} ${(performance.now() - started).toFixed(0)} ms once`);
}

const results: Array<{ name: string; p50: number; p95: number }> = [];
// Wall time is what an admin waits; CPU time (this process, PGlite included) is the work itself, apart
// from other processes competing for the same cores.
for (const [name, path] of SECTIONS) {
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i += 1) {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const response = await app.request(path, { cookie });
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    const used = process.cpuUsage(cpuBefore);
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    if (i >= WARMUP) {
      times.push(elapsed);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  results.push({ name, p50, p95 });
  console.log(
    `${name.padEnd(30)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  cpu p50 ${percentile(cpu, 50).toFixed(1).padStart(5)} ms  p95 ${percentile(cpu, 95).toFixed(1).padStart(5)} ms  (target p95 < ${TARGET_MS} ms: ${p95 < TARGET_MS ? 'ok' : 'OVER TARGET'}, n=${times.length})`,
  );
}
console.log(
  `load average while measuring: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} on ${cpus().length} cores`,
);
await app.close();
if (results.some((result) => result.p95 >= TARGET_MS)) process.exitCode = 1;
