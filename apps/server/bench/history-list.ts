import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  foldForSearch,
  HISTORY_DEFAULT_LIMIT,
  historyQuerySchema,
  SPECIES,
  type Species,
} from '@vetvoz/domain';
import { eq, sql } from 'drizzle-orm';
import { businessUnit, businessUnitMember, consultation, document, user } from '../src/db/schema/index.ts';
import { historyListQuery, listConsultationHistory } from '../src/history/service.ts';
import { createTestApp, signUp } from '../test/test-app.ts';
import { percentile } from './support/http-bench.ts';

/**
 * The history list (GET /api/consultations) with 10,000 consultations for one vet (three documents
 * on three in four of them) and 40,000 for other vets (noise the visibility condition must skip): p50/p95 of the first page, a deep page
 * reached by cursor, and name searches — one common, one that matches nothing (the worst case: every
 * one of the vet's consultations is looked at). Measured twice: the whole request in-process (session
 * lookup, validation, query, JSON) and the query alone. Target: p95 under 50 ms.
 * Runs on PGlite, or on PostgreSQL when DATABASE_URL is set (a scratch database, dropped at the end).
 * `--explain` also prints each query's plan.
 */
const OWN = 10_000;
const NOISE_VETS = 20;
const NOISE_EACH = 2_000;
const BATCH = 500;
const EXPLAIN = process.argv.includes('--explain');
const WARMUP = 10;
const RUNS = 200;
/** Two years of consultations: ~14 a day. */
const SPAN_MS = 2 * 365 * 24 * 3600 * 1000;

const NAMES = [
  'Thor',
  'Mel',
  'Pão de Mel',
  'Paçoca',
  'Ágata',
  'Bidu',
  'Luna',
  'Fênix',
  'Simba',
  'Nina',
  'Estrela',
  'Trovão',
  'Mimi',
  'Félix',
  'Zoë',
  'Amora',
  'Bolinha',
  'Chico',
  'Cacau',
  'Jade',
  'Tião',
  'Pérola',
];
// A consultation's transcript runs to a few thousand characters; the list reads only its start.
const TRANSCRIPT = (
  'Tutor relata vômito há dois dias, hiporexia e apatia. Ao exame, mucosas normocoradas, TPC de dois ' +
  'segundos, desidratação leve, dor à palpação abdominal. Conduta: maropitant 1 mg/kg SC, omeprazol 1 mg/kg ' +
  'VO a cada 24 horas por 7 dias, hemograma e bioquímico. Retorno em sete dias. '
).repeat(12);

const app = await createTestApp();
const { db } = app.database;
const { cookie } = await signUp(app);
const me = (await (await app.request('/api/me', { cookie })).json()) as { user: { id: string } };
const ownerId = me.user.id;
const noiseOwners: string[] = [];
for (let i = 0; i < NOISE_VETS; i++) {
  const { cookie: other } = await signUp(app);
  const them = (await (await app.request('/api/me', { cookie: other })).json()) as { user: { id: string } };
  noiseOwners.push(them.user.id);
}

const now = Date.now();
async function seed(owner: string, count: number, seedOffset: number) {
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => {
      const n = start + k + seedOffset;
      return {
        id: randomUUID(),
        ownerId: owner,
        patientName: NAMES[n % NAMES.length] as string,
        patientNameFolded: foldForSearch(NAMES[n % NAMES.length] as string),
        species: SPECIES[n % SPECIES.length] as Species,
        breed: n % 3 === 0 ? 'SRD' : null,
        status: 'ready' as const,
        transcript: TRANSCRIPT,
        transcriptTooShort: false,
        durationSeconds: 300 + (n % 900),
        // Spread over the span, newest last; some share an instant, as rows written together do.
        createdAt: new Date(now - SPAN_MS + Math.floor(((start + k) / count) * SPAN_MS)),
      };
    });
    await db.insert(consultation).values(rows);
    // Most consultations end with a few documents; the list counts them.
    await db.insert(document).values(
      rows
        .filter((_, k) => k % 4 !== 0)
        .flatMap((row) =>
          (['anamnese', 'receita', 'orientacoes'] as const).map((type) => ({
            consultationId: row.id,
            type,
            status: 'ready' as const,
            content: { texto: 'conteúdo do documento' },
          })),
        ),
    );
  }
}
const seedStarted = performance.now();
await seed(ownerId, OWN, 0);
for (const [i, owner] of noiseOwners.entries()) await seed(owner, NOISE_EACH, i + 1);
// What autovacuum would have done on a server that had been running; PGlite has no autovacuum.
await db.execute(sql`analyze consultation`);
await db.execute(sql`analyze document`);
console.log(
  `history list on ${app.database.kind}: ${OWN} consultations for one vet, ${NOISE_VETS * NOISE_EACH} for ${NOISE_VETS} others, ` +
    `${(await db.$count(document)).toLocaleString('en')} documents ` +
    `(seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s)`,
);

/** Whose history is measured: the vet above, or the unit admin further down. */
let viewer = { cookie, id: ownerId };

async function getPage(query: string) {
  const response = await app.request(`/api/consultations?${query}`, { cookie: viewer.cookie });
  if (!response.ok) throw new Error(`GET ?${query}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { items: unknown[]; nextCursor: string | null };
}

/** Walks the list with full pages to the cursor that starts the page after the first `depth` items. */
async function cursorAfter(depth: number): Promise<string> {
  let cursor: string | null = null;
  for (let seen = 0; seen < depth; seen += 50) {
    const page = await getPage(`limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    if (!page.nextCursor) throw new Error('the list ended early');
    cursor = page.nextCursor;
  }
  return cursor as string;
}

async function measure(label: string, query: string, expectItems: (n: number) => boolean) {
  const first = await getPage(query);
  if (!expectItems(first.items.length)) throw new Error(`${label}: unexpected ${first.items.length} items`);
  const parsed = historyQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const requestTimes: number[] = [];
  const queryTimes: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    let started = performance.now();
    await getPage(query);
    const request = performance.now() - started;
    started = performance.now();
    await listConsultationHistory({ db, user: { id: viewer.id }, query: parsed });
    const alone = performance.now() - started;
    if (i >= WARMUP) {
      requestTimes.push(request);
      queryTimes.push(alone);
    }
  }
  const f = (value: number) => value.toFixed(1).padStart(6);
  if (EXPLAIN) {
    const result = await db.execute(
      // The vet's own walk; a unit admin's history adds one such walk per unit (history/service.ts).
      sql`explain (analyze, buffers) ${historyListQuery({ db, user: { id: viewer.id }, query: parsed, scope: eq(consultation.ownerId, viewer.id) })}`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<
      Record<string, string>
    >;
    console.log(`  plan of "${label}":`);
    for (const row of rows) console.log(`    ${row['QUERY PLAN']}`);
  }
  const p95 = percentile(requestTimes, 95);
  console.log(
    `  ${label.padEnd(44)} request p50 ${f(percentile(requestTimes, 50))} ms  p95 ${f(p95)} ms   ` +
      `query p50 ${f(percentile(queryTimes, 50))} ms  p95 ${f(percentile(queryTimes, 95))} ms` +
      `  ${p95 < 50 ? 'ok' : 'ABOVE TARGET'}`,
  );
}

/** What any signed-in request costs here (session lookup, middleware, JSON), for comparison. */
async function baseline() {
  const times: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const started = performance.now();
    await app.request('/api/me', { cookie });
    if (i >= WARMUP) times.push(performance.now() - started);
  }
  console.log(
    `  baseline GET /api/me (session lookup only)    request p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`,
  );
}

const full = (n: number) => n === HISTORY_DEFAULT_LIMIT;

/**
 * A business unit's admin: 50 members with 2,000 unit consultations each (100,000 the admin may
 * read, besides the 60,000 above they may not), measured as the admin's own history.
 */
const UNIT_MEMBERS = 50;
const UNIT_EACH = 2_000;
const UNIT_TRANSCRIPT = TRANSCRIPT.slice(0, 600);

async function measureUnitAdmin() {
  const started = performance.now();
  const { cookie: adminCookie } = await signUp(app);
  const admin = (await (await app.request('/api/me', { cookie: adminCookie })).json()) as {
    user: { id: string };
  };
  const unitId = randomUUID();
  const members = Array.from({ length: UNIT_MEMBERS }, (_, i) => ({
    id: `bench-member-${i}-${randomUUID()}`,
    name: `Membro ${i}`,
    email: `membro.${i}.${unitId}@exemplo.com.br`,
  }));
  await db.insert(user).values(members);
  await db
    .insert(businessUnit)
    .values({ id: unitId, name: 'Clínica Bench', ownerId: members[0]?.id as string });
  await db.insert(businessUnitMember).values([
    ...members.map((member, i) => ({
      unitId,
      userId: member.id,
      role: i === 0 ? ('owner' as const) : ('member' as const),
      status: 'active' as const,
      email: member.email,
      name: member.name,
    })),
    {
      unitId,
      userId: admin.user.id,
      role: 'admin' as const,
      status: 'active' as const,
      email: 'a@b.c',
      name: 'Admin',
    },
  ]);
  for (const [m, member] of members.entries()) {
    for (let start = 0; start < UNIT_EACH; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, UNIT_EACH - start) }, (_, k) => {
        const n = start + k + m;
        return {
          id: randomUUID(),
          ownerId: member.id,
          unitId,
          patientName: NAMES[n % NAMES.length] as string,
          patientNameFolded: foldForSearch(NAMES[n % NAMES.length] as string),
          species: SPECIES[n % SPECIES.length] as Species,
          status: 'ready' as const,
          transcript: UNIT_TRANSCRIPT,
          transcriptTooShort: false,
          durationSeconds: 300 + (n % 900),
          createdAt: new Date(now - SPAN_MS + Math.floor(((start + k) / UNIT_EACH) * SPAN_MS) + m * 1000),
        };
      });
      await db.insert(consultation).values(rows);
    }
  }
  await db.execute(sql`analyze consultation`);
  await db.execute(sql`analyze business_unit_member`);
  await db.execute(sql`analyze business_unit`);
  console.log(
    `unit admin's history: ${UNIT_MEMBERS} members × ${UNIT_EACH} unit consultations ` +
      `(seeded in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  viewer = { cookie: adminCookie, id: admin.user.id };
  const deepUnit = await cursorAfter(9_000);
  await measure('unit admin: first page (20)', '', full);
  await measure(
    'unit admin: deep page via cursor (9,001–9,020)',
    `cursor=${encodeURIComponent(deepUnit)}`,
    full,
  );
  await measure('unit admin: name search "pao"', 'q=pao', full);
  await measure('unit admin: name search, no match', 'q=rex', (n) => n === 0);
  await measure(
    'unit admin: species + a month, 2 months back',
    `species=cao&from=${day(60 * DAY_MS)}&to=${day(30 * DAY_MS)}`,
    (n) => n > 0,
  );
}
const deep = await cursorAfter(9_000);
console.log(`  ${RUNS} runs each after ${WARMUP} warm-up runs; target p95 < 50 ms`);
await baseline();
await measure('first page (20)', '', full);
await measure('deep page via cursor (items 9,001–9,020)', `cursor=${encodeURIComponent(deep)}`, full);
await measure('name search "pao" (1 in 22 match)', 'q=pao', full);
await measure('name search "PÉROLA" + species', 'q=P%C3%89ROLA&species=gato', (n) => n > 0);
await measure('name search, no match (every row looked at)', 'q=rex', (n) => n === 0);
const day = (msAgo: number) => new Date(now - msAgo).toISOString().slice(0, 10);
const DAY_MS = 24 * 3600 * 1000;
await measure(
  'species + a month, 2 months back',
  `species=cao&from=${day(60 * DAY_MS)}&to=${day(30 * DAY_MS)}`,
  (n) => n > 0,
);

await measureUnitAdmin();

await app.close();
process.exit(0);
