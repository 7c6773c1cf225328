import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { AppError } from '../http/app-error.ts';
import { consumeRateLimit, purgeExpiredRateLimits } from './rate-limit.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const keys = async () => {
  const result = await app.database.db.execute<{ key: string }>(sql`select key from rate_limit order by key`);
  const rows = Array.isArray(result) ? result : (result as unknown as { rows: { key: string }[] }).rows;
  return rows.map((row) => row.key);
};

const rule = { limit: 2, windowSeconds: 60 };

describe('rate limit storage', () => {
  it('stores keys as keyed hashes: no client address or e-mail in the table, and the counts still hold', async () => {
    const { db } = app.database;
    await consumeRateLimit({ db, key: 'sign-in:ip:203.0.113.77', rule });
    await consumeRateLimit({ db, key: 'sign-in:email:helena.hash@exemplo.com.br', rule });
    await consumeRateLimit({ db, key: 'sign-in:ip:203.0.113.77', rule });
    await expect(consumeRateLimit({ db, key: 'sign-in:ip:203.0.113.77', rule })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    // Another address has its own count.
    await consumeRateLimit({ db, key: 'sign-in:ip:203.0.113.78', rule });
    const stored = (await keys()).join('\n');
    expect(stored).not.toContain('203.0.113');
    expect(stored).not.toContain('helena.hash');
    expect(stored).not.toContain('exemplo.com.br');
    // What kind of limit a row is stays readable for operators.
    expect(stored).toMatch(/^sign-in:ip:[A-Za-z0-9_-]{20,}$/m);
    expect(stored).toMatch(/^sign-in:email:[A-Za-z0-9_-]{20,}$/m);
  });

  it('throws RATE_LIMITED as an AppError naming only the kind of limit', async () => {
    const { db } = app.database;
    const key = 'analytics:ip:198.51.100.9';
    await consumeRateLimit({ db, key, rule: { limit: 1, windowSeconds: 60 } });
    const error = await consumeRateLimit({ db, key, rule: { limit: 1, windowSeconds: 60 } }).catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(JSON.stringify(error.details)).not.toContain('198.51');
  });

  it('purges rows whose window started more than a day ago', async () => {
    const { db } = app.database;
    await db.execute(sql`
      insert into rate_limit (key, count, window_start) values
        ('sign-in:email:antiga@exemplo.com.br', 3, now() - interval '25 hours'),
        ('legacy:ip:192.0.2.44', 1, now() - interval '3 days'),
        ('recent:ip:recente', 1, now() - interval '2 hours')`);
    await purgeExpiredRateLimits({ db });
    const left = await keys();
    expect(left).not.toContain('sign-in:email:antiga@exemplo.com.br');
    expect(left).not.toContain('legacy:ip:192.0.2.44');
    expect(left).toContain('recent:ip:recente');
    await db.execute(sql`delete from rate_limit where key = 'recent:ip:recente'`);
  });

  it('purges now and then while counting, so nobody has to run a job for it', async () => {
    const { db } = app.database;
    await db.execute(sql`
      insert into rate_limit (key, count, window_start)
      values ('sign-in:email:esquecida@exemplo.com.br', 1, now() - interval '30 hours')`);
    vi.spyOn(Math, 'random').mockReturnValue(0);
    await consumeRateLimit({ db, key: 'sign-in:ip:192.0.2.1', rule });
    expect(await keys()).not.toContain('sign-in:email:esquecida@exemplo.com.br');
  });
});
