import net from 'node:net';
import postgres from 'postgres';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noDelaySocketFor } from './tcp-no-delay.ts';

const url = process.env.DATABASE_URL;
afterEach(() => vi.restoreAllMocks());

describe('PostgreSQL connections without Nagle’s delay', () => {
  it('are made for one host, not for a multi-host URL (the driver tries each host itself)', () => {
    expect(noDelaySocketFor('postgres://u:p@db.exemplo.com.br:5432/vetvoz')).toBeTypeOf('function');
    expect(noDelaySocketFor('postgresql:///vetvoz')).toBeTypeOf('function');
    expect(noDelaySocketFor('postgres://u:p@db1:5432,db2:5432/vetvoz')).toBeUndefined();
    // A comma in the password is not a second host.
    expect(noDelaySocketFor('postgres://u:p,q@db:5432/vetvoz')).toBeTypeOf('function');
  });

  it('ask for no-delay on the URL’s host and port, named for TLS, and leave a Unix socket path alone', () => {
    const connect = vi.spyOn(net, 'connect');
    const make = noDelaySocketFor('postgres://u:p@127.0.0.1:9/vetvoz');
    const tcp = make?.({ host: ['127.0.0.1'], port: [9] });
    tcp?.on('error', () => {});
    expect(connect).toHaveBeenLastCalledWith({ host: '127.0.0.1', port: 9, noDelay: true });
    expect(tcp).toMatchObject({ host: '127.0.0.1', port: 9 });
    tcp?.destroy();
    const local = make?.({ host: [''], port: [5432], path: '/nao/existe/.s.PGSQL.5432' });
    local?.on('error', () => {});
    expect(connect).toHaveBeenLastCalledWith({ path: '/nao/existe/.s.PGSQL.5432' });
    local?.destroy();
  });

  it.skipIf(!url)('carry a pool’s concurrent queries on a real server', async () => {
    const given = url as string;
    // postgres.js documents `socket` but leaves it out of its types: passed as database.ts passes it.
    const sql = postgres(given, { max: 4, onnotice: () => {}, ...{ socket: noDelaySocketFor(given) } });
    try {
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => sql`select ${i}::int as n`));
      expect(answers.map(([row]) => row?.n)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    } finally {
      await sql.end();
    }
  });
});
