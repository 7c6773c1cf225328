import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DOCUMENT_TYPES } from '@vetvoz/domain';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, fakeAudio, startFakeOpenAi } from '../../../e2e/fixtures/fake-openai.ts';
import { migrationsFolder } from '../src/db/migrations.ts';
import { startFakeS3 } from './support/fake-s3.ts';
import { killServerProcesses, type ServerProcess, signUpOnServer } from './support/server-process.ts';
import { readSse } from './support/sse-reader.ts';
import { startTwoNodes, type TwoNodes } from './support/two-nodes.ts';
import { body, TEST_PASSWORD, uniqueEmail } from './test-app.ts';

/**
 * Several nodes (decisions 029–031): two real server processes on one PostgreSQL database behave as one. Each test
 * starts its own pair on its own scratch database. PGlite is one process's embedded database, so these
 * tests need a PostgreSQL server: CI's PostgreSQL suite sets DATABASE_URL (.ci/run).
 */
const adminUrl = process.env.DATABASE_URL;

const LONG_TEXT =
  'O Thor chegou com vômito há dois dias e hiporexia, mucosas normocoradas, TPC de dois segundos, ' +
  'vou prescrever maropitant e omeprazol e pedir um hemograma completo.';

let fake: FakeOpenAi;
let nodes: TwoNodes | undefined;

beforeAll(async () => {
  if (adminUrl) fake = await startFakeOpenAi();
});
afterEach(async () => {
  // Both nodes must stop cleanly on SIGTERM, whatever the test did.
  const closing = nodes;
  nodes = undefined;
  if (closing) expect(await closing.close()).toEqual([0, 0]);
});
afterAll(async () => {
  await killServerProcesses();
  await fake?.close();
});

/** Both nodes talk to the stand-in providers; each its own API key, so the stand-in tells them apart. */
async function start(env: Record<string, string> = {}): Promise<TwoNodes> {
  fake.reset();
  const providers = {
    AI_STT_PROVIDER: 'openai-compatible',
    AI_STT_BASE_URL: fake.baseUrl,
    AI_TEXT_PROVIDER: 'openai-compatible',
    AI_TEXT_BASE_URL: fake.baseUrl,
    AI_TEXT_MODEL: 'modelo-de-teste',
  };
  const nodeKey = (name: string) => ({ AI_STT_API_KEY: `sk-${name}`, AI_TEXT_API_KEY: `sk-${name}` });
  nodes = await startTwoNodes({
    adminUrl: adminUrl as string,
    env: { ...providers, ...env },
    envA: nodeKey('no-a'),
    envB: nodeKey('no-b'),
  });
  return nodes;
}

/** Fails with `what` instead of hanging until the test's timeout. */
async function within<T>(promise: Promise<T>, what: string, ms = 15_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const post = (node: ServerProcess, url: string, payload: unknown, cookie?: string) =>
  node.request(url, { method: 'POST', cookie, body: JSON.stringify(payload) });

async function createConsultation(node: ServerProcess, cookie: string): Promise<string> {
  const created = await post(
    node,
    '/api/consultations',
    { patient: { name: 'Thor', species: 'cao' } },
    cookie,
  );
  expect(created.status).toBe(201);
  return (await body(created)).id;
}

describe.runIf(adminUrl)('several nodes on one PostgreSQL database', () => {
  it('shares sessions: one made on A works on B, and signing out on A ends it on B', async () => {
    const { a, b } = await start();
    const { email, cookie } = await signUpOnServer(a);
    expect((await body(await b.request('/api/me', { cookie }))).user).toMatchObject({ email });

    expect((await post(a, '/api/auth/sign-out', {}, cookie)).status).toBe(200);
    expect((await body(await b.request('/api/me', { cookie }))).user).toBeNull();
    expect((await b.request('/api/profile', { cookie })).status).toBe(401);

    // And the other way round: signed in on B, known on A.
    const signIn = await post(b, '/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    expect(signIn.status).toBe(200);
    const again = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    expect((await body(await a.request('/api/me', { cookie: again }))).user).toMatchObject({ email });
  }, 120_000);

  it('shares rate limits: sign-in attempts for one e-mail count together on both nodes', async () => {
    const { a, b } = await start();
    const { email } = await signUpOnServer(a);
    // 10 wrong passwords per e-mail per 15 minutes (AUTH_RATE_LIMITS.signInPerEmail), half on each node.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const node = attempt % 2 === 0 ? a : b;
      const refused = await post(node, '/api/auth/sign-in/email', { email, password: 'senha-errada-123' });
      expect(refused.status).toBe(401);
    }
    for (const node of [a, b]) {
      const limited = await post(node, '/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
      expect(limited.status).toBe(429);
      expect((await body(limited)).code).toBe('RATE_LIMITED');
    }
  }, 120_000);

  it('streams segments uploaded through A (answered after or before transcription) to a transcript stream on B, and B sees the finish', async () => {
    const { a, b } = await start();
    const { cookie } = await signUpOnServer(a);
    const id = await createConsultation(a, cookie);
    const response = await b.request(`/api/consultations/${id}/events`, { cookie });
    expect(response.status).toBe(200);
    const { next, close } = readSse(response);
    try {
      expect(await within(next('snapshot'), 'the snapshot on B')).toMatchObject({ id, status: 'recording' });
      const uploaded = await a.request(`/api/consultations/${id}/segments/0`, {
        method: 'POST',
        cookie,
        body: fakeAudio(LONG_TEXT),
        headers: { 'content-type': 'audio/webm;codecs=opus' },
      });
      expect(uploaded.status).toBe(200);
      expect(await within(next('segment'), 'the segment on B')).toMatchObject({
        segment: { index: 0, status: 'done', text: LONG_TEXT },
        transcript: LONG_TEXT,
      });
      // As the browser's queue sends it (decision 031): acknowledged first, transcribed after the answer.
      const acknowledged = await a.request(`/api/consultations/${id}/segments/1`, {
        method: 'POST',
        cookie,
        body: fakeAudio('Retorno em sete dias.'),
        headers: { 'content-type': 'audio/webm;codecs=opus', prefer: 'respond-async' },
      });
      expect(acknowledged.status).toBe(202);
      expect(
        await within(
          next('segment', (d) => d.segment?.index === 1 && d.segment.status === 'done'),
          'the acknowledged segment on B',
        ),
      ).toMatchObject({ transcript: `${LONG_TEXT} Retorno em sete dias.` });
      // Each transcribed once, by A, the node that took the upload.
      expect(fake.requests.map((r) => [r.path, r.authorization])).toEqual([
        ['/v1/audio/transcriptions', 'Bearer sk-no-a'],
        ['/v1/audio/transcriptions', 'Bearer sk-no-a'],
      ]);
      expect((await post(a, `/api/consultations/${id}/finish`, { lastSegmentIndex: 1 }, cookie)).status).toBe(
        200,
      );
      expect(
        await within(
          next('status', (d) => d.status === 'ready'),
          'the ready status on B',
        ),
      ).toMatchObject({
        pendingSegments: 0,
      });
    } finally {
      await close();
    }
  }, 120_000);

  it('keeps streaming across nodes after the database drops their LISTEN connections', async () => {
    const { a, b, sql } = await start();
    const { cookie } = await signUpOnServer(a);
    const id = await createConsultation(a, cookie);
    const { next, close } = readSse(await b.request(`/api/consultations/${id}/events`, { cookie }));
    try {
      await within(next('snapshot'), 'the snapshot on B');
      // As a failover or an idle-connection reaper would: every node loses its LISTEN session at once.
      const listeners = () =>
        sql`select pid from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`;
      const dropped = (await listeners()).map((row) => row.pid as number);
      expect(dropped).toHaveLength(2);
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where pid in ${sql(dropped)}`;
      await within(
        (async () => {
          for (;;) {
            const now = (await listeners()).map((row) => row.pid as number);
            if (now.length === 2 && now.every((pid) => !dropped.includes(pid))) return;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        })(),
        'both nodes to listen again',
      );
      // Whatever was announced during the gap is lost: B's stream sends a fresh snapshot by itself.
      expect(await within(next('snapshot'), 'a fresh snapshot on B after it listened again')).toMatchObject({
        id,
      });
      const uploaded = await a.request(`/api/consultations/${id}/segments/0`, {
        method: 'POST',
        cookie,
        body: fakeAudio(LONG_TEXT),
        headers: { 'content-type': 'audio/webm;codecs=opus' },
      });
      expect(uploaded.status).toBe(200);
      expect((await within(next('segment'), 'the segment on B after B listened again')).transcript).toBe(
        LONG_TEXT,
      );
    } finally {
      await close();
    }
  }, 120_000);

  it('runs each queued document generation once across both nodes, and B streams what either generated', async () => {
    const { a, b, sql } = await start();
    fake.setLatency(150); // each generation takes a while, so both workers are busy at once
    const { cookie } = await signUpOnServer(a);
    const consultations: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const node = i % 2 === 0 ? a : b;
      const id = await createConsultation(node, cookie);
      const typed = await node.request(`/api/consultations/${id}/transcript`, {
        method: 'PATCH',
        cookie,
        body: JSON.stringify({ transcript: LONG_TEXT }),
      });
      expect(typed.status).toBe(200);
      consultations.push(id);
    }
    const watched = consultations[0] as string;
    const { next, close } = readSse(
      await b.request(`/api/consultations/${watched}/documents/events`, { cookie }),
    );
    try {
      expect(await within(next('snapshot'), 'the documents snapshot on B')).toEqual({ documents: [] });
      for (const [i, id] of consultations.entries()) {
        const started = await post(
          i % 2 === 0 ? a : b,
          `/api/consultations/${id}/documents`,
          {
            types: DOCUMENT_TYPES,
          },
          cookie,
        );
        expect(started.status).toBe(202);
      }
      const ready = new Set<string>();
      while (ready.size < DOCUMENT_TYPES.length) {
        const event = await within(
          next('document', (d) => d.document.status === 'ready'),
          'every document of the watched consultation ready on B',
          60_000,
        );
        ready.add(event.document.type);
      }
      expect([...ready].sort()).toEqual([...DOCUMENT_TYPES].sort());
    } finally {
      await close();
    }
    await within(
      (async () => {
        while ((await sql`select count(*)::int as n from job where type = 'document.generate'`)[0]?.n !== 0)
          await new Promise((resolve) => setTimeout(resolve, 200));
      })(),
      'the generation jobs to leave the queue',
      60_000,
    );
    const documents = await sql`select status, count(*)::int as n from document group by status`;
    expect(documents.map((row) => [row.status, row.n])).toEqual([
      ['ready', consultations.length * DOCUMENT_TYPES.length],
    ]);
    const calls = fake.requests.filter((r) => r.path === '/v1/chat/completions');
    // Exactly one model call per document: no job ran twice, none was lost.
    expect(calls).toHaveLength(consultations.length * DOCUMENT_TYPES.length);
    // And the work was shared: both workers took jobs from the one queue.
    const byNode = (key: string) => calls.filter((r) => r.authorization === `Bearer ${key}`).length;
    expect(byNode('sk-no-a')).toBeGreaterThan(0);
    expect(byNode('sk-no-b')).toBeGreaterThan(0);
  }, 180_000);

  it('delivers a notice created on A to a notifications stream on B', async () => {
    const adminEmail = uniqueEmail('admin');
    const { a, b } = await start({ ADMIN_EMAILS: adminEmail });
    const admin = await signUpOnServer(a, { email: adminEmail });
    const vet = await signUpOnServer(b);
    const { next, close } = readSse(await b.request('/api/notifications/events', { cookie: vet.cookie }));
    try {
      expect(await within(next('ready'), 'the notifications stream on B')).toEqual({});
      const created = await post(
        a,
        '/api/admin/notifications',
        { title: 'Aviso', message: 'Olá' },
        admin.cookie,
      );
      expect(created.status).toBe(201);
      expect(await within(next('changed'), 'the notice on B')).toEqual({});
      const list = await body(await b.request('/api/notifications', { cookie: vet.cookie }));
      expect(list.notifications.map((n: { title: string }) => n.title)).toContain('Aviso');
    } finally {
      await close();
    }
  }, 120_000);

  it('serves from B a profile photo uploaded through A when files go to S3-compatible storage', async () => {
    const s3 = await startFakeS3();
    try {
      const { a, b } = await start({
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: 'vetvoz',
        S3_ACCESS_KEY_ID: 'teste',
        S3_SECRET_ACCESS_KEY: 'segredo-de-teste',
        S3_REGION: 'us-east-1',
      });
      const { cookie } = await signUpOnServer(a);
      const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a9d8f' } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('photo', new File([new Uint8Array(image)], 'eu.png', { type: 'image/png' }));
      const uploaded = await a.request('/api/profile/photo', { method: 'PUT', cookie, body: form });
      expect(uploaded.status).toBe(200);
      const { photoURL } = await body(uploaded);
      expect(s3.objects.size).toBe(1);

      const served = await b.request(photoURL, { cookie });
      expect(served.status).toBe(200);
      const stored = [...s3.objects.values()][0];
      expect(Buffer.from(await served.arrayBuffer())).toEqual(stored?.body);
      // Re-encoded by A (sharp) before it went to the store.
      expect(await sharp(stored?.body).metadata()).toMatchObject({ format: 'webp' });
    } finally {
      // The nodes first (they may still hold a connection to the store), then the store.
      const closing = nodes;
      nodes = undefined;
      if (closing) expect(await closing.close()).toEqual([0, 0]);
      await s3.close();
    }
  }, 120_000);

  it('migrates a fresh database once though both nodes start on it together, and queues the daily job once', async () => {
    const { sql } = await start();
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
    const applied = await sql`select hash from drizzle.__drizzle_migrations`;
    expect(applied).toHaveLength(journal.entries.length);
    const rows = await sql`select status from job where type = 'notifications.price-notices'`;
    expect(rows.map((row) => row.status)).toEqual(['queued']);
  }, 120_000);
});

describe.skipIf(adminUrl)('several nodes (skipped)', () => {
  it.skip('needs DATABASE_URL: two processes cannot share the embedded PGlite database', () => {});
});
