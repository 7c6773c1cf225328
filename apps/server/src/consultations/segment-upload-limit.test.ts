import { SEGMENT_UPLOADS_PER_HOUR } from '@vetvoz/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeOpenAi, fakeAudio, startFakeOpenAi } from '../../../../e2e/fixtures/fake-openai.ts';
import { countStatements } from '../../test/support/statement-counter.ts';
import { body, createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { userIdOf } from '../admin/test-seed.ts';
import { type App, createApp } from '../app.ts';
import { createLogger } from '../logging/logger.ts';
import { storedKey } from '../rate-limit/rate-limit.ts';

/**
 * The hourly segment limit is taken in shares by each node (docs/decisions/057-fewer-round-trips-per-segment.md):
 * two app instances on one database, as two nodes behind the balancer, never admit more than the limit
 * together, and most uploads cost no rate-limit write.
 */
let fake: FakeOpenAi;
let nodeA: TestApp;
let nodeB: App;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  nodeA = await createTestApp(
    { AI_STT_PROVIDER: 'openai-compatible', AI_STT_BASE_URL: fake.baseUrl, AI_STT_API_KEY: 'sk-teste' },
    { jobPollMs: 600_000 },
  );
  nodeB = createApp({
    config: nodeA.config,
    database: nodeA.database,
    jobPollMs: 600_000,
    admission: { sampleMs: 0, eventLoopDelayMs: () => 0, eventLoopUtilisation: () => 0 },
    log: createLogger('silent'),
  });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await nodeB?.stop();
  await nodeA?.close();
  await fake?.close();
});

describe('the hourly segment limit on two nodes', () => {
  it('admits no more than what is left of the hour, whichever node each upload reaches', async () => {
    const { cookie } = await signUp(nodeA);
    const created = await nodeA.request('/api/consultations', {
      method: 'POST',
      cookie,
      body: JSON.stringify({ patient: { name: 'Thor', species: 'cao' } }),
    });
    const id = (await body(created)).id as string;
    // Most of the hour already spent (as by earlier consultations): 40 uploads left.
    const left = 40;
    const userId = await userIdOf(nodeA, cookie);
    const { db } = nodeA.database;
    await db.execute(sql`insert into rate_limit (key, count, window_start)
      values (${storedKey(db, `segments:user:${userId}`)}, ${SEGMENT_UPLOADS_PER_HOUR - left}, now())`);

    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const counter = countStatements(nodeA.database);
    counter.start();
    const admitted = [0, 0];
    let refusal: Response | undefined;
    for (let index = 0; index < 2 * left; index += 1) {
      const node = index % 2;
      const init = {
        method: 'POST',
        body: fakeAudio(`Trecho ${index} da consulta.`),
        headers: {
          'content-type': 'audio/webm;codecs=opus',
          prefer: 'respond-async',
          origin: TEST_ORIGIN,
          cookie,
        },
      };
      const url = `/api/consultations/${id}/segments/${index}`;
      const response = node === 0 ? await nodeA.request(url, init) : await nodeB.app.request(url, init);
      if (response.status === 202) admitted[node] = (admitted[node] ?? 0) + 1;
      else {
        expect(response.status).toBe(429);
        refusal = response;
      }
    }
    const total = (admitted[0] ?? 0) + (admitted[1] ?? 0);
    expect(total).toBeLessThanOrEqual(left);
    // Each node may hold back an unused share: refused early by at most one share per node.
    expect(total).toBeGreaterThanOrEqual(left - 2 * 10);
    expect(admitted.every((n) => n > 0)).toBe(true);
    expect(Number(refusal?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await body(refusal as Response)).message).toMatch(/Muitos trechos de áudio enviados/);
    const rateLimitWrites = counter.stop().statements.filter((s) => s.includes('insert into rate_limit'));
    expect(rateLimitWrites.length).toBeLessThan(total / 2);
  });
});
