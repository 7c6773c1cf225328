import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp, uniqueEmail } from '../../test/test-app.ts';
import { addMember, createUnitAs, newVet, send } from '../business-units/test-support.ts';
import * as schema from '../db/schema/index.ts';
import { notifyUser } from '../notifications/notify-user.ts';
import { CONSULTATION_TABLES, USER_TABLE_FILES } from './export-tables.ts';

/**
 * The LGPD export is "a copy of everything we keep about you": every table holding a user's or a unit's
 * column is exported, or kept out with its reason in docs/decisions/016. A table added without either
 * fails here.
 */

const DECISION = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../docs/decisions/016-lgpd-export-and-deletion.md',
);

/** Column names that hold a person or a unit even without a foreign key (ledgers, copies of names). */
const PERSONAL_COLUMN =
  /(^|_)(user|owner|actor|recipient|author|unit|payer|member|invited_by|created_by|updated_by)(_id)?$|^email$|_email$|_name$/;

function personalTables(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const referencing = new Set(
      config.foreignKeys.flatMap((key) => {
        const reference = key.reference();
        const target = getTableConfig(reference.foreignTable).name;
        return target === 'user' || target === 'business_unit'
          ? reference.columns.map((column) => column.name)
          : [];
      }),
    );
    const columns = config.columns
      .map((column) => column.name)
      .filter((name) => referencing.has(name) || PERSONAL_COLUMN.test(name));
    if (config.name === 'user' || config.name === 'business_unit') columns.unshift('id');
    if (columns.length > 0) found.set(config.name, columns);
  }
  return found;
}

/** `- \`table\` — reason` lines under "Kept out of the export" in decision 016. */
function keptOut(): Map<string, string> {
  const text = readFileSync(DECISION, 'utf8');
  const section = text.split(/^\*\*Kept out of the export\*\*/m)[1]?.split(/^\*\*/m)[0] ?? '';
  return new Map(
    [...section.matchAll(/^- `([a-z_]+)` — (.+)$/gm)].map(([, table, reason]) => [
      table as string,
      reason as string,
    ]),
  );
}

const exported = new Set([...USER_TABLE_FILES.flatMap((file) => file.tables), ...CONSULTATION_TABLES]);

describe('what the export covers', () => {
  it('every table with a user or unit column is exported or kept out with a reason in decision 016', () => {
    const out = keptOut();
    const missing = [...personalTables()]
      .filter(([table]) => !exported.has(table) && !out.has(table))
      .map(([table, columns]) => `${table} (${columns.join(', ')})`);
    expect(missing).toEqual([]);
    for (const [table, reason] of out) expect(reason.length, table).toBeGreaterThan(20);
  });

  it('names no table twice and none that does not exist', () => {
    const all = new Set(
      Object.values(schema)
        .filter((value) => is(value, PgTable))
        .map((value) => getTableConfig(value as PgTable).name),
    );
    const out = keptOut();
    expect([...exported].filter((table) => !all.has(table))).toEqual([]);
    expect([...out.keys()].filter((table) => !all.has(table))).toEqual([]);
    expect([...out.keys()].filter((table) => exported.has(table))).toEqual([]);
  });
});

describe('the export of someone in units, with a subscription and notices', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('holds the account, subscriptions, units owned and joined, invitations and notices', async () => {
    const vet = await newVet(app);
    const colleague = await newVet(app);
    const unitId = await createUnitAs(app, vet, 'Clínica Exportada');
    const otherUnit = await createUnitAs(app, colleague, 'Clínica Vizinha');
    await addMember(app, otherUnit, colleague, vet, 'member');
    const invitedAddress = uniqueEmail('convidado');
    await send(app, 'POST', `/api/business-units/${unitId}/members`, vet.cookie, {
      email: invitedAddress,
      role: 'member',
    });
    await notifyUser(
      { db: app.database.db, events: app.parts.events },
      {
        userId: vet.id,
        kind: 'trial_80',
        title: 'Aviso de teste',
        message: 'Mensagem',
        dedupeKey: `t-${vet.id}`,
      },
    );

    const response = await app.request('/api/profile/export', { cookie: vet.cookie });
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const read = (name: string) => JSON.parse(strFromU8(files[name] as Uint8Array));
    expect(read('conta.json')).toMatchObject({ emailVerified: true, termsAcceptedAt: expect.any(String) });
    expect(read('assinaturas.json')).toEqual(
      expect.arrayContaining([expect.objectContaining({ plan: 'gratis', unitId })]),
    );
    const units = read('unidades.json');
    expect(units.owned).toEqual([expect.objectContaining({ id: unitId, name: 'Clínica Exportada' })]);
    expect(units.memberships).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ unitId: otherUnit, role: 'member', status: 'active' }),
      ]),
    );
    expect(read('convites.json').sent).toEqual([expect.objectContaining({ email: invitedAddress })]);
    expect(read('avisos.json').toYou).toEqual(
      expect.arrayContaining([expect.objectContaining({ title: 'Aviso de teste' })]),
    );
    const readme = strFromU8(files['README.txt'] as Uint8Array);
    for (const file of USER_TABLE_FILES) expect(readme).toContain(`- ${file.file}:`);
    // Nothing of the colleague's account beyond the unit's name.
    expect(JSON.stringify(units)).not.toContain(colleague.email);
    expect(await body(await app.request('/api/me', { cookie: vet.cookie }))).toMatchObject({
      user: { email: vet.email },
    });
  });
});
