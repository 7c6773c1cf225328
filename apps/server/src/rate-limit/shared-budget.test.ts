import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { body, createTestApp, signUp, type TestApp } from '../../test/test-app.ts';
import { API_KEY_RATE_LIMIT } from '../api-keys/bearer.ts';
import { AppError } from '../http/app-error.ts';
import { createSharedBudget, DEFAULT_SHARE, type SharedBudget } from './shared-budget.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** Calls `count` times, round robin over the nodes; how many each node let through. */
async function callMany(nodes: SharedBudget[], key: string, count: number, pick = (i: number) => i) {
  const allowed = nodes.map(() => 0);
  let refused: AppError | undefined;
  for (let i = 0; i < count; i += 1) {
    const node = pick(i) % nodes.length;
    try {
      await nodes[node]?.consume(key);
      allowed[node] = (allowed[node] ?? 0) + 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refused = error;
    }
  }
  return { allowed, total: allowed.reduce((a, b) => a + b, 0), refused };
}

const rule = { limit: 100, windowSeconds: 60 };

describe('a budget shared by the nodes (the API keys’ limit)', () => {
  it('enforces the limit with Retry-After, writing to the database once per share, not per call', async () => {
    const { db } = app.database;
    const node = createSharedBudget({ db, rule });
    const writes = vi.spyOn(db, 'execute');
    const { total, refused } = await callMany([node], 'api:key:one-node', 130);
    expect(total).toBe(100);
    expect(refused?.code).toBe('RATE_LIMITED');
    expect(refused?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(60);
    // 100 calls in shares of a quarter of what is left (25, 19, 14 … 1); the refusals after it ask nothing.
    expect(writes.mock.calls.length).toBeLessThanOrEqual(15);
    writes.mockRestore();
  });

  it('two nodes on one database never give a key more than its limit, and refuse early by at most one share', async () => {
    const { db } = app.database;
    const nodes = [createSharedBudget({ db, rule }), createSharedBudget({ db, rule })];
    const alternating = await callMany(nodes, 'api:key:two-nodes', 300);
    expect(alternating.total).toBeLessThanOrEqual(rule.limit);
    expect(alternating.total).toBeGreaterThanOrEqual(rule.limit - DEFAULT_SHARE);
    expect(alternating.allowed.every((n) => n > 0)).toBe(true);

    // Uneven traffic: node A takes a share early then goes quiet; B spends the rest.
    const uneven = [createSharedBudget({ db, rule }), createSharedBudget({ db, rule })];
    const result = await callMany(uneven, 'api:key:uneven', 300, (i) => (i === 0 ? 0 : 1));
    expect(result.total).toBeLessThanOrEqual(rule.limit);
    expect(result.total).toBeGreaterThanOrEqual(rule.limit - DEFAULT_SHARE);
  });

  it('a restarted node does not get the budget anew, and a new window does', async () => {
    const { db } = app.database;
    const before = createSharedBudget({ db, rule: { limit: 40, windowSeconds: 2 } });
    expect((await callMany([before], 'api:key:restart', 30)).total).toBe(30);
    const after = createSharedBudget({ db, rule: { limit: 40, windowSeconds: 2 } });
    const again = await callMany([after], 'api:key:restart', 40);
    expect(again.total).toBeLessThanOrEqual(10);
    expect(again.refused?.code).toBe('RATE_LIMITED');
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await callMany([after], 'api:key:restart', 40)).total).toBe(40);
  });

  it('/api/v1 answers 429 with Retry-After once a key has spent its minute', async () => {
    const { cookie } = await signUp(app);
    const created = await app.request('/api/api-keys', {
      method: 'POST',
      cookie,
      body: JSON.stringify({ name: 'PIMS' }),
    });
    const { key } = await body(created);
    const call = () =>
      app.request('/api/v1/consultations?externalId=ATD-1', {
        headers: { origin: '', authorization: `Bearer ${key}` },
      });
    for (let i = 0; i < API_KEY_RATE_LIMIT.limit; i += 1) expect((await call()).status).toBe(200);
    const refused = await call();
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(API_KEY_RATE_LIMIT.windowSeconds);
    expect((await body(refused)).message).toMatch(/\p{L}/u);
  }, 60_000);
});
