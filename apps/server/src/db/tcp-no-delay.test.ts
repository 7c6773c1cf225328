import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { noDelaySocketFor } from './tcp-no-delay.ts';

const url = process.env.DATABASE_URL;

describe('PostgreSQL connections without Nagle’s delay', () => {
  it('are made for one host, not for a multi-host URL (the driver tries each host itself)', () => {
    expect(noDelaySocketFor('postgres://u:p@db.exemplo.com.br:5432/vetvoz')).toBeTypeOf('function');
    expect(noDelaySocketFor('postgresql:///vetvoz')).toBeTypeOf('function');
    expect(noDelaySocketFor('postgres://u:p@db1:5432,db2:5432/vetvoz')).toBeUndefined();
    // A comma in the password is not a second host.
    expect(noDelaySocketFor('postgres://u:p,q@db:5432/vetvoz')).toBeTypeOf('function');
  });

  it('set no-delay on a TCP socket and leave a Unix socket path alone', () => {
    const make = noDelaySocketFor('postgres://u:p@127.0.0.1:9/vetvoz');
    const tcp = make?.({ host: ['127.0.0.1'], port: [9] });
    tcp?.on('error', () => {});
    expect(tcp).toMatchObject({ host: '127.0.0.1', port: 9 });
    tcp?.destroy();
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
