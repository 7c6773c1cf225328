import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FREE_CONSULTATIONS } from '@vetvoz/domain';
import { accountPool, signUpMany } from './accounts.ts';
import { type ServerUnderTest, startServer, startStandIns } from './children.ts';
import { summariseCpuProfile } from './cpu-profile.ts';
import { type BenchDatabase, openBenchDatabase } from './database.ts';
import { prepareConsultations, runDocuments } from './documents.ts';
import { createHttpClient } from './http-client.ts';
import {
  cpuSecondsBetween,
  hostIdlePercent,
  hostTicks,
  loadAverage,
  watchProcessTree,
} from './proc-stats.ts';
import { ackP95ByWindow, PERIOD_MS, runStep, type StepResult } from './recordings.ts';
import { fmt, percentile, table } from './stats.ts';

/**
 * `npm run bench:load` — the open-loop load test (decision 029).
 *
 * N simulated recordings each create a consultation, keep its live event stream open as the page does,
 * and upload one ~60 KB webm segment every 20 s (`Prefer: respond-async`), starting staggered over the
 * first 20 s; uploads are scheduled by the clock, never by the previous answer. N ramps over LOAD_STEPS and
 * each step prints acknowledgement p50/p95/p99, errors, the transcript's arrival on the stream, and the
 * server's CPU and peak RSS read from /proc. Then 200 documents generate at once against a text stand-in
 * streaming 40 tokens/s, each followed on its consultation's document stream.
 *
 * The server under test is its own process, started as production starts it (`node --import tsx
 * src/main.ts`, as the Dockerfile does), NODE_ENV=development, LOG_LEVEL=warn. The AI
 * stand-ins (STT in 300 ± 100 ms, text at 40 tokens/s) run in a third process.
 *
 * Needs PostgreSQL: DATABASE_URL (used as it is), or else a local cluster reachable through its socket
 * (/var/run/postgresql, or PGHOST) as the current OS user with the right to create databases — e.g.
 * `pg_ctlcluster 15 main start` and `su postgres -c "createuser -s $(whoami)"`; the bench then makes a
 * scratch database and drops it at the end. Linux only (/proc). About 1 file descriptor per recording.
 *
 * Knobs: LOAD_STEPS (default 250,500,1000,1500,1750,2000), LOAD_STEP_SECONDS (segment phase of each step,
 * default 60 = 3 segments per recording; shorter compresses time by fewer segments, never a faster rate),
 * LOAD_OVERLOAD_FACTOR (default 1.5: one more step at that multiple of the capacity found; 0 skips),
 * LOAD_DOCUMENTS (default 200; 0 skips), LOAD_DOCUMENTS_TIMEOUT_SECONDS (default 900), LOAD_CPU_PROF=1
 * (profiles the server during the steps and during the documents — `--cpu-prof` — and prints the top 15
 * self-time functions), LOAD_STEPS=none (documents only). JOB_CONCURRENCY is passed on to the server.
 */
const TARGET_P95_MS = 200;
const STEPS = (process.env.LOAD_STEPS ?? '250,500,1000,1500,1750,2000')
  .split(',')
  .map((step) => Number(step.trim()))
  .filter((step) => Number.isInteger(step) && step > 0);
const STEP_SECONDS = Number(process.env.LOAD_STEP_SECONDS ?? 60);
const SEGMENTS_PER_RECORDING = Math.max(1, Math.floor((STEP_SECONDS * 1000) / PERIOD_MS));
const DOCUMENTS = Number(process.env.LOAD_DOCUMENTS ?? 200);
const DOCUMENTS_TIMEOUT_MS = Number(process.env.LOAD_DOCUMENTS_TIMEOUT_SECONDS ?? 900) * 1000;
const CPU_PROF = process.env.LOAD_CPU_PROF === '1';
/** After the ramp, one step at this multiple of the capacity found shows how the node sheds (0 skips). */
const OVERLOAD_FACTOR = Number(process.env.LOAD_OVERLOAD_FACTOR ?? 1.5);
/** A step this far past the target (p95, or errors) has clearly failed: larger ones are not worth running. */
const CLEAR_FAILURE_P95_MS = 5 * TARGET_P95_MS;
const CLEAR_FAILURE_ERROR_RATE = 0.01;

const cleanups: (() => Promise<void> | void)[] = [];
async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await Promise.resolve(cleanup()).catch(() => {});
}
// Whatever ends the run, the server, the stand-ins and the scratch database go with it.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void cleanUp().then(() => process.exit(130));
  });
process.on('uncaughtException', (error) => {
  console.error(error);
  void cleanUp().then(() => process.exit(1));
});
process.on('unhandledRejection', (error) => {
  console.error(error);
  void cleanUp().then(() => process.exit(1));
});

let database: BenchDatabase;
try {
  database = await openBenchDatabase();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
cleanups.push(() => database.close());
const dataDir = mkdtempSync(path.join(tmpdir(), 'vetvoz-load-'));
cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

const standIns = await startStandIns();
cleanups.push(() => standIns.stop());
const serverEnv = {
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  DATABASE_URL: database.url,
  ...database.env,
  AI_STT_PROVIDER: 'openai-compatible',
  AI_STT_BASE_URL: standIns.baseUrl,
  AI_STT_API_KEY: 'sk-carga',
  AI_STT_MODEL: 'whisper-1',
  AI_TEXT_PROVIDER: 'openai-compatible',
  AI_TEXT_BASE_URL: standIns.baseUrl,
  AI_TEXT_API_KEY: 'sk-carga',
  AI_TEXT_MODEL: 'modelo-carga',
  // Every simulated vet signs up from this one address.
  SIGN_UP_LIMIT_PER_HOUR: '100000',
  // Jobs (document generations) a process runs at once: the server's default unless given.
  ...(process.env.JOB_CONCURRENCY ? { JOB_CONCURRENCY: process.env.JOB_CONCURRENCY } : {}),
};

// Kept after the run (outside the data directory), for the warnings and errors the server logged.
const serverLog = path.join(tmpdir(), `vetvoz-load-${process.pid}-server.log`);
let server: ServerUnderTest | undefined;
const stopServer = async () => {
  await server?.stop();
  server = undefined;
};
cleanups.push(stopServer);
async function boot(profileDir?: string): Promise<ServerUnderTest> {
  await stopServer();
  server = await startServer({ env: serverEnv, cpuProfileDir: profileDir, logFile: serverLog });
  return server;
}

console.log(`VetVoz open-loop load test — ${new Date().toISOString()}`);
console.log(`  database: ${database.describe}`);
console.log(`  code: ${codeVersion()}`);

// Accounts first, on a server that is not profiled: sign-up's password hashing is not the load under test.
const overloadNeeded = Math.ceil(Math.max(0, ...STEPS) * OVERLOAD_FACTOR);
const consultationsNeeded = STEPS.reduce((sum, n) => sum + n, 0) + overloadNeeded + DOCUMENTS;
const accountsNeeded = Math.ceil(consultationsNeeded / FREE_CONSULTATIONS) + STEPS.length + 2;
let current = await boot();
console.log(`  server: ${current.command} (pid ${current.pid}), its log: ${serverLog}`);
let client = createHttpClient(current.baseUrl);
const signUpStarted = performance.now();
const cookies = await signUpMany(client, accountsNeeded);
console.log(
  `  ${accountsNeeded} accounts signed up in ${fmt((performance.now() - signUpStarted) / 1000, 1)} s ` +
    `(trial: ${FREE_CONSULTATIONS} consultations each)`,
);
const pool = accountPool(cookies, FREE_CONSULTATIONS);
// Each step starts on a fresh account, so no recording meets an account's last consultation mid-step.
const freshAccount = () => {
  while (pool.remaining() % FREE_CONSULTATIONS !== 0) pool.next();
};

const stepsProfileDir = CPU_PROF ? mkdtempSync(path.join(tmpdir(), 'vetvoz-load-prof-')) : undefined;
// Profiles are kept (their paths are printed) for a closer look in DevTools or speedscope.
if (stepsProfileDir) {
  client.close();
  current = await boot(stepsProfileDir);
  client = createHttpClient(current.baseUrl);
}

if (STEPS.length > 0)
  console.log(
    `\nRecordings: one ${fmt(60)} KB segment every ${PERIOD_MS / 1000} s each, ${SEGMENTS_PER_RECORDING} per recording ` +
      `(${STEP_SECONDS} s per step), STT stand-in 300 ± 100 ms; load average before: ${loadAverage()}\n`,
  );
const header = [
  'N',
  'offered/s',
  'acked',
  '202/200',
  'lost',
  'shed %',
  'admitted p95',
  'ack p50',
  'ack p95',
  'ack p99',
  'on SSE p95',
  'srv CPU %',
  'srv ms/seg',
  'pg CPU %',
  'pg ms/seg',
  'pg xact/seg',
  'srv RSS MB',
  'gen CPU %',
  'gen lag p99',
  'host idle %',
  'load avg',
];
const rows: string[][] = [];
const results: StepResult[] = [];
const notes: string[] = [];
/** Runs one step of N recordings, prints its row, and says whether it clearly failed. */
async function measureStep(n: number): Promise<{ result: StepResult; failed: boolean }> {
  freshAccount();
  const watch = watchProcessTree(current.pid);
  let pgBefore = new Map<number, number>();
  let transactionsBefore = 0;
  let measuredAt = 0;
  let generatorUsed = { user: 0, system: 0 };
  let usage = { cpuPercent: Number.NaN, peakRssBytes: Number.NaN, seconds: 0 };
  let hostIdle = Number.NaN;
  let pgCpu = Number.NaN;
  let transactionsAfter = Promise.resolve(0);
  let pgAfter = Promise.resolve(new Map<number, number>());
  let generatorBefore = process.cpuUsage();
  let markedAt = 0;
  let hostBefore = hostTicks();
  const result = await runStep({
    client,
    cookieFor: () => pool.next(),
    n,
    segmentsPerRecording: SEGMENTS_PER_RECORDING,
    onSegmentPhase: () => {
      watch.mark();
      generatorBefore = process.cpuUsage();
      markedAt = performance.now();
      hostBefore = hostTicks();
      void database.backendTicks().then((ticks) => {
        pgBefore = ticks;
      });
      void database.transactions().then((count) => {
        transactionsBefore = count;
      });
    },
    onMeasured: () => {
      measuredAt = performance.now();
      generatorUsed = process.cpuUsage(generatorBefore);
      usage = watch.read();
      watch.stop();
      hostIdle = hostIdlePercent(hostBefore, hostTicks());
      pgAfter = database.backendTicks();
      // Settled counters: the last transcriptions' writes land within a second of the last answer.
      transactionsAfter = new Promise((resolve) => setTimeout(resolve, 1500)).then(() =>
        database.transactions(),
      );
    },
  });
  const seconds = (measuredAt - markedAt) / 1000;
  const transactionsPerSegment =
    ((await transactionsAfter) - transactionsBefore) / Math.max(1, result.ack.length);
  pgCpu = (cpuSecondsBetween(pgBefore, await pgAfter) / seconds) * 100;
  // CPU per acknowledged segment: what the server needs whatever else the machine is doing.
  const perSegment = (cpuPercent: number) =>
    (cpuPercent / 100) * seconds * (1000 / Math.max(1, result.ack.length));
  const generatorCpu = ((generatorUsed.user + generatorUsed.system) / 1e6 / seconds) * 100;
  results.push(result);
  const errors = result.errors.total;
  const row = [
    String(n),
    fmt(n / (PERIOD_MS / 1000), 1),
    `${result.ack.length}/${result.scheduled}`,
    `${result.accepted202}/${result.answered200}`,
    String(errors),
    fmt((result.shed / result.scheduled) * 100, 1),
    fmt(percentile(result.admittedAck, 95)),
    fmt(percentile(result.ack, 50)),
    fmt(percentile(result.ack, 95)),
    fmt(percentile(result.ack, 99)),
    fmt(percentile(result.visible, 95)),
    fmt(usage.cpuPercent),
    fmt(perSegment(usage.cpuPercent), 1),
    fmt(pgCpu),
    fmt(perSegment(pgCpu), 1),
    fmt(transactionsPerSegment, 1),
    fmt(usage.peakRssBytes / 2 ** 20),
    fmt(generatorCpu),
    fmt(percentile(result.lagMs, 99)),
    fmt(hostIdle),
    loadAverage().split(' ')[0] as string,
  ];
  rows.push(row);
  console.log(table(header, rows));
  const detail = [
    errors > 0 ? `errors: ${result.errors}` : '',
    result.polls > 0 ? `status polls: ${result.polls}` : '',
    result.refused503 > 0
      ? `503s: ${result.refused503} (${result.shed} segments shed, ${result.stillRefused} still refused at the window's end, kept by the client)`
      : '',
    `create p95 ${fmt(percentile(result.createMs, 95))} ms`,
  ].filter(Boolean);
  if (percentile(result.ack, 95) > TARGET_P95_MS) {
    const windows = ackP95ByWindow(result, 5000)
      .map((w) => `${fmt(w.from)} s: ${fmt(w.p95)}`)
      .join(' · ');
    detail.push(`ack p95 by 5 s of the segment phase: ${windows}`);
  }
  notes.push(`  N=${n}: ${detail.join('; ')}`);
  console.log(`${notes.at(-1)}\n`);
  // Shedding is the intended answer past capacity; what fails a step is slow admitted work or loss.
  const p95 = percentile(result.admittedAck, 95);
  if (p95 > CLEAR_FAILURE_P95_MS || errors > result.scheduled * CLEAR_FAILURE_ERROR_RATE) {
    console.log(
      `  N=${n} clearly fails (admitted p95 ${fmt(p95)} ms, ${errors} lost): larger steps skipped.\n`,
    );
    return { result, failed: true };
  }
  await new Promise((resolve) => setTimeout(resolve, 5000));
  return { result, failed: false };
}

for (const n of STEPS) if ((await measureStep(n)).failed) break;

if (results.some((result) => result.answered200 > 0 && result.accepted202 === 0)) {
  console.log(
    'Note: the server answered 200 after transcribing (no `Preference-Applied: respond-async`): each ' +
      'acknowledgement above includes the transcription (300 ± 100 ms at the stand-in).',
  );
}
/** Capacity: admitted p95 within the target, nothing lost, and (nearly) nothing shed. */
const holds = (r: StepResult) =>
  percentile(r.admittedAck, 95) <= TARGET_P95_MS && r.errors.total === 0 && r.shed <= r.scheduled * 0.01;
const holding = results.filter(holds).map((r) => r.n);
const capacity = holding.length > 0 ? Math.max(...holding) : undefined;
if (STEPS.length > 0) {
  console.log(
    `capacity: largest N with admitted p95 <= ${TARGET_P95_MS} ms, nothing lost and <= 1% shed: ${capacity ?? 'none'}`,
  );
  if (capacity && OVERLOAD_FACTOR > 0) {
    const over = Math.round(capacity * OVERLOAD_FACTOR);
    console.log(`\nPast capacity: ${OVERLOAD_FACTOR}× = ${over} recordings`);
    const { result } = await measureStep(over);
    console.log(
      `at ${OVERLOAD_FACTOR}× capacity (N=${over}): admitted p95 ${fmt(percentile(result.admittedAck, 95))} ms ` +
        `(target <= ${2.5 * TARGET_P95_MS} ms), shed ${fmt((result.shed / result.scheduled) * 100, 1)} % of segments, ` +
        `lost ${fmt((result.errors.total / result.scheduled) * 100, 1)} % (target 0)`,
    );
  }
}

/** The commit measured, and whether the working tree differed from it (figures belong to a version). */
function codeVersion(): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
    const dirty = git('status', '--porcelain', '--', 'apps/server/src', 'packages/domain/src') !== '';
    return `${git('rev-parse', '--short', 'HEAD')}${dirty ? ' with uncommitted changes in the server or domain' : ''}`;
  } catch {
    return 'unknown (no git)';
  }
}

async function profileSummary(dir: string | undefined, title: string): Promise<void> {
  if (!dir) return;
  await stopServer();
  // One profile per thread: the main thread is thread 0 (…<pid>.0.<seq>.cpuprofile); workers (the PDF
  // pool) write their own.
  const files = readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'));
  const file = files.find((name) => /\.0\.\d+\.cpuprofile$/.test(name)) ?? files[0];
  if (!file) {
    console.log(`\n${title}: no .cpuprofile was written (did the server exit cleanly?)`);
    return;
  }
  console.log(`\n${title} (${path.join(dir, file)}):`);
  console.log(summariseCpuProfile(path.join(dir, file)));
}
await profileSummary(stepsProfileDir, 'CPU profile of the server during the steps');

if (DOCUMENTS > 0) {
  const documentsProfileDir = CPU_PROF ? mkdtempSync(path.join(tmpdir(), 'vetvoz-load-docprof-')) : undefined;
  if (!server || documentsProfileDir) {
    client.close();
    current = await boot(documentsProfileDir);
    client = createHttpClient(current.baseUrl);
  }
  freshAccount();
  console.log(`\nDocuments: preparing ${DOCUMENTS} consultations with a recorded transcript…`);
  const consultations = await prepareConsultations(client, () => pool.next(), DOCUMENTS);
  const watch = watchProcessTree(current.pid);
  let pgBefore = new Map<number, number>();
  let hostBefore = hostTicks();
  const result = await runDocuments({
    client,
    consultations,
    timeoutMs: DOCUMENTS_TIMEOUT_MS,
    onStart: () => {
      watch.mark();
      hostBefore = hostTicks();
      void database.backendTicks().then((ticks) => {
        pgBefore = ticks;
      });
    },
  });
  const usage = watch.read();
  watch.stop();
  const seconds = (result.endedAt - result.startedAt) / 1000;
  const pgCpu = (cpuSecondsBetween(pgBefore, await database.backendTicks()) / seconds) * 100;
  const bytes = client.takeEventBytes();
  const hostIdle = hostIdlePercent(hostBefore, hostTicks());
  console.log(
    `  ${result.count} anamneses requested at once, stand-in text model at 40 tokens/s, ` +
      `JOB_CONCURRENCY ${process.env.JOB_CONCURRENCY ?? "the server's default"}, ` +
      `load average ${loadAverage()}:`,
  );
  console.log(
    table(
      ['documents', 'ready', 'errors', 'first content p50', 'p95', 'completion p50', 'p95', 'max', 'run s'],
      [
        [
          String(result.count),
          String(result.ready),
          String(result.errors.total),
          fmt(percentile(result.firstContent, 50)),
          fmt(percentile(result.firstContent, 95)),
          fmt(percentile(result.completion, 50)),
          fmt(percentile(result.completion, 95)),
          fmt(percentile(result.completion, 100)),
          fmt(seconds, 1),
        ],
      ],
    ),
  );
  if (result.errors.total > 0) console.log(`  errors: ${result.errors}`);
  console.log(
    `  SSE fan-out: ${result.events} events (${fmt(bytes / 2 ** 20, 1)} MB) to ${result.count} clients, ` +
      `${fmt(result.events / seconds, 1)} events/s; server CPU ${fmt(usage.cpuPercent)} % of one core, ` +
      `PostgreSQL ${fmt(pgCpu)} %, peak RSS ${fmt(usage.peakRssBytes / 2 ** 20)} MB; host idle ${fmt(hostIdle)} %`,
  );
  await profileSummary(documentsProfileDir, 'CPU profile of the server during the documents');
}

client.close();
await cleanUp();
const logged = existsSync(serverLog) ? readFileSync(serverLog, 'utf8') : '';
const levels = { warnings: 0, errors: 0 };
for (const line of logged.split('\n')) {
  const level = /^\{"level":(\d+)/.exec(line)?.[1];
  if (level === '40') levels.warnings += 1;
  if (level === '50' || level === '60') levels.errors += 1;
}
console.log(`\nserver log: ${levels.warnings} warnings, ${levels.errors} errors (${serverLog})`);
process.exit(0);
