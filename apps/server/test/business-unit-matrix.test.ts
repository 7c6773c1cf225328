import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../../../e2e/fixtures/fake-openai.ts';
import { body, createTestApp, signUp, type TestApp, uniqueEmail } from './test-app.ts';

/**
 * Business units' authorisation matrix: every unit route, and the consultation, document and
 * history routes for a unit consultation, tried as each unit role. The consultation is written by another
 * member of the unit (its author, not a column): members never see each other's, the owner and active
 * admins read it and change nothing, an invited admin is nobody yet, and a site admin reads no clinical data.
 * Admins manage members, only the owner manages admins; an author removed from the unit keeps reading
 * their consultation and changes nothing in it (docs/decisions/035).
 */

const ROLES = ['anonymous', 'owner', 'admin', 'pendingAdmin', 'member', 'otherUnit', 'siteAdmin'] as const;
type Role = (typeof ROLES)[number];
type Row = readonly [number, number, number, number, number, number, number];

const ADMIN_EMAIL = uniqueEmail('admin-unidades');
const MARKER = 'Quixadazinho';
const TRANSCRIPT =
  `Pipoca, gata de três anos, chegou com espirros há uma semana. ${MARKER} é o nome do gatil. Secreção nasal ` +
  'serosa, temperatura 38,9 graus, sem alteração pulmonar. Vou prescrever lisina e nebulização com soro ' +
  'fisiológico duas vezes ao dia por sete dias. Retorno em dez dias se não houver melhora.';

let fake: FakeOpenAi;
let app: TestApp;
const cookies = {} as Record<Role, string>;
const ids = {} as Record<Exclude<Role, 'anonymous'> | 'author' | 'target' | 'otherAdmin', string>;
let authorCookie = '';
let unitId = '';
let consultationId = '';
let documentId = '';
let invitationId = '';
let adminInvitationId = '';

const send = (method: string, path: string, cookie: string, payload?: unknown) =>
  app.request(path, {
    method,
    cookie: cookie || undefined,
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });

async function vet(email?: string) {
  const { cookie } = await signUp(app, email ? { email } : {});
  const me = await body(await app.request('/api/me', { cookie }));
  return { cookie, id: me.user.id as string, email: me.user.email as string };
}

async function invite(as: string, email: string, role: 'admin' | 'member') {
  const response = await send('POST', `/api/business-units/${unitId}/members`, as, { email, role });
  if (response.status !== 201) throw new Error(`invite failed: ${response.status} ${await response.text()}`);
  return body(response);
}

async function join(person: { cookie: string; email: string }, role: 'admin' | 'member', by = cookies.owner) {
  await invite(by, person.email, role);
  const accepted = await send('POST', `/api/business-units/${unitId}/invitations/accept`, person.cookie);
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status}`);
}

beforeAll(async () => {
  fake = await startFakeOpenAi();
  app = await createTestApp(
    {
      ADMIN_EMAILS: ADMIN_EMAIL,
      AI_TEXT_PROVIDER: 'openai-compatible',
      AI_TEXT_BASE_URL: fake.baseUrl,
      AI_TEXT_API_KEY: 'sk-teste',
      AI_TEXT_MODEL: 'modelo-de-teste',
    },
    { generationPolicy: { maxRetries: 0, totalTimeoutMs: 10_000, idleTimeoutMs: 5000 }, jobPollMs: 50 },
  );
  const [owner, admin, pendingAdmin, member, author, target, otherOwner, otherMember, siteAdmin, otherAdmin] =
    await Promise.all([vet(), vet(), vet(), vet(), vet(), vet(), vet(), vet(), vet(ADMIN_EMAIL), vet()]);
  Object.assign(cookies, {
    anonymous: '',
    owner: owner.cookie,
    admin: admin.cookie,
    pendingAdmin: pendingAdmin.cookie,
    member: member.cookie,
    otherUnit: otherMember.cookie,
    siteAdmin: siteAdmin.cookie,
  });
  Object.assign(ids, {
    owner: owner.id,
    admin: admin.id,
    pendingAdmin: pendingAdmin.id,
    member: member.id,
    otherUnit: otherMember.id,
    siteAdmin: siteAdmin.id,
    author: author.id,
    target: target.id,
    otherAdmin: otherAdmin.id,
  });
  authorCookie = author.cookie;
  // Another unit, of which `otherUnit` is an active member.
  const other = await send('POST', '/api/business-units', otherOwner.cookie, { name: 'Outra Clínica' });
  unitId = (await body(other)).id;
  await join(otherMember, 'member', otherOwner.cookie);
  // The unit under test.
  unitId = (await body(await send('POST', '/api/business-units', owner.cookie, { name: 'Clínica Matriz' })))
    .id;
  await join(admin, 'admin');
  await join(member, 'member');
  await join(author, 'member');
  await join(target, 'member');
  await join(otherAdmin, 'admin');
  await invite(owner.cookie, pendingAdmin.email, 'admin');
  adminInvitationId = (await invite(owner.cookie, uniqueEmail('admin-sem-conta'), 'admin')).invitation.id;
  invitationId = (await invite(owner.cookie, uniqueEmail('sem-conta'), 'member')).invitation.id;
  // The author's unit consultation, with a generated receita.
  const created = await send('POST', '/api/consultations', author.cookie, {
    patient: { name: 'Pipoca', species: 'gato' },
    businessUnitId: unitId,
  });
  consultationId = (await body(created)).id;
  await send('PATCH', `/api/consultations/${consultationId}/transcript`, author.cookie, {
    transcript: TRANSCRIPT,
  });
  await send('POST', `/api/consultations/${consultationId}/documents`, author.cookie, { types: ['receita'] });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && !documentId) {
    const listed = await body(
      await send('GET', `/api/consultations/${consultationId}/documents`, author.cookie),
    );
    const receita = listed.documents?.[0];
    if (receita && receita.status === 'ready') documentId = receita.id;
    else await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!documentId) throw new Error('the receita of the unit consultation never became ready');
}, 120_000);
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

interface Cell {
  method: string;
  path: string;
  body?: unknown;
}

/** Each row: the request (per role, for writes that need a target of their own) and [anonymous … siteAdmin]. */
const ROWS: Array<[string, (role: Role) => Cell | Promise<Cell>, Row]> = [
  [
    'list my units',
    () => ({ method: 'GET', path: '/api/business-units' }),
    [401, 200, 200, 200, 200, 200, 200],
  ],
  [
    'my invitations',
    () => ({ method: 'GET', path: '/api/business-units/invitations' }),
    [401, 200, 200, 200, 200, 200, 200],
  ],
  [
    'read the unit',
    () => ({ method: 'GET', path: `/api/business-units/${unitId}` }),
    [401, 200, 200, 404, 200, 404, 404],
  ],
  [
    'usage',
    () => ({ method: 'GET', path: `/api/business-units/${unitId}/usage` }),
    [401, 200, 200, 404, 403, 404, 404],
  ],
  // The unit's API keys: its owner and active admins only (docs/decisions/053-unit-api-keys.md).
  [
    'create a unit API key',
    () => ({ method: 'POST', path: `/api/business-units/${unitId}/api-keys`, body: { name: 'Sistema' } }),
    [401, 201, 201, 404, 403, 404, 404],
  ],
  [
    'list the unit API keys',
    () => ({ method: 'GET', path: `/api/business-units/${unitId}/api-keys` }),
    [401, 200, 200, 404, 403, 404, 404],
  ],
  [
    'revoke a unit API key',
    () => ({
      method: 'DELETE',
      path: `/api/business-units/${unitId}/api-keys/00000000-0000-4000-8000-000000000000`,
    }),
    [401, 404, 404, 404, 403, 404, 404],
  ],
  [
    'dashboard',
    () => ({ method: 'GET', path: `/api/business-units/dashboard?unitId=${unitId}` }),
    [401, 200, 200, 403, 403, 403, 403],
  ],
  [
    'invite',
    () => ({
      method: 'POST',
      path: `/api/business-units/${unitId}/members`,
      body: { email: uniqueEmail('convite-matriz'), role: 'member' },
    }),
    [401, 201, 201, 404, 403, 404, 404],
  ],
  [
    'invite an admin',
    () => ({
      method: 'POST',
      path: `/api/business-units/${unitId}/members`,
      body: { email: uniqueEmail('convite-admin'), role: 'admin' },
    }),
    [401, 201, 403, 404, 403, 404, 404],
  ],
  [
    'change a role',
    () => ({
      method: 'PATCH',
      path: `/api/business-units/${unitId}/members/${ids.target}`,
      body: { role: 'member' },
    }),
    [401, 200, 200, 404, 403, 404, 404],
  ],
  [
    'make a member admin',
    async (role) => {
      let userId = ids.target;
      if (role === 'owner') {
        const extra = await vet();
        await join(extra, 'member');
        userId = extra.id;
      }
      return {
        method: 'PATCH',
        path: `/api/business-units/${unitId}/members/${userId}`,
        body: { role: 'admin' },
      };
    },
    [401, 200, 403, 404, 403, 404, 404],
  ],
  [
    "change another admin's role",
    () => ({
      method: 'PATCH',
      path: `/api/business-units/${unitId}/members/${ids.otherAdmin}`,
      body: { role: 'admin' },
    }),
    [401, 200, 403, 404, 403, 404, 404],
  ],
  [
    "change the owner's role",
    () => ({
      method: 'PATCH',
      path: `/api/business-units/${unitId}/members/${ids.owner}`,
      body: { role: 'admin' },
    }),
    [401, 403, 403, 404, 403, 404, 404],
  ],
  [
    'remove a member',
    async (role) => {
      // The owner and the admin each remove a member of their own; everyone else tries the shared one.
      let userId = ids.target;
      if (role === 'owner' || role === 'admin') {
        const extra = await vet();
        await join(extra, 'member');
        userId = extra.id;
      }
      return { method: 'DELETE', path: `/api/business-units/${unitId}/members/${userId}` };
    },
    [401, 204, 204, 404, 403, 404, 404],
  ],
  [
    'remove an admin',
    async (role) => {
      let userId = ids.otherAdmin;
      if (role === 'owner') {
        const extra = await vet();
        await join(extra, 'admin');
        userId = extra.id;
      }
      return { method: 'DELETE', path: `/api/business-units/${unitId}/members/${userId}` };
    },
    [401, 204, 403, 404, 403, 404, 404],
  ],
  [
    'remove the owner',
    () => ({ method: 'DELETE', path: `/api/business-units/${unitId}/members/${ids.owner}` }),
    [401, 403, 403, 404, 403, 404, 404],
  ],
  [
    'cancel an invitation',
    async (role) => {
      let id = invitationId;
      if (role === 'owner' || role === 'admin')
        id = (await invite(cookies.owner, uniqueEmail('cancelar'), 'member')).invitation.id;
      return { method: 'DELETE', path: `/api/business-units/${unitId}/invitations/${id}` };
    },
    [401, 204, 204, 404, 403, 404, 404],
  ],
  [
    "cancel an admin's invitation",
    async (role) => {
      let id = adminInvitationId;
      if (role === 'owner')
        id = (await invite(cookies.owner, uniqueEmail('cancelar-admin'), 'admin')).invitation.id;
      return { method: 'DELETE', path: `/api/business-units/${unitId}/invitations/${id}` };
    },
    [401, 204, 403, 404, 403, 404, 404],
  ],
  [
    'start a unit consultation',
    () => ({
      method: 'POST',
      path: '/api/consultations',
      body: { patient: { name: 'Thor', species: 'cao' }, businessUnitId: unitId },
    }),
    [401, 201, 201, 403, 201, 403, 403],
  ],
  [
    'read the unit consultation',
    () => ({ method: 'GET', path: `/api/consultations/${consultationId}` }),
    [401, 200, 200, 404, 404, 404, 404],
  ],
  [
    'its documents',
    () => ({ method: 'GET', path: `/api/consultations/${consultationId}/documents` }),
    [401, 200, 200, 404, 404, 404, 404],
  ],
  [
    'a document',
    () => ({ method: 'GET', path: `/api/documents/${documentId}` }),
    [401, 200, 200, 404, 404, 404, 404],
  ],
  [
    'edit its transcript',
    () => ({
      method: 'PATCH',
      path: `/api/consultations/${consultationId}/transcript`,
      body: { transcript: 'Outro texto.' },
    }),
    [401, 404, 404, 404, 404, 404, 404],
  ],
  [
    'generate its documents',
    () => ({
      method: 'POST',
      path: `/api/consultations/${consultationId}/documents`,
      body: { types: ['receita'] },
    }),
    [401, 404, 404, 404, 404, 404, 404],
  ],
  [
    'edit a document',
    () => ({ method: 'PATCH', path: `/api/documents/${documentId}`, body: { content: { itens: [] } } }),
    [401, 404, 404, 404, 404, 404, 404],
  ],
  [
    'delete it',
    () => ({ method: 'DELETE', path: `/api/consultations/${consultationId}` }),
    [401, 404, 404, 404, 404, 404, 404],
  ],
  // Last: these change the callers' membership.
  [
    'accept the invitation',
    () => ({ method: 'POST', path: `/api/business-units/${unitId}/invitations/accept` }),
    [401, 200, 200, 200, 200, 404, 404],
  ],
  [
    'leave',
    () => ({ method: 'POST', path: `/api/business-units/${unitId}/leave` }),
    [401, 403, 204, 204, 204, 404, 404],
  ],
];

describe('business unit authorisation matrix', () => {
  // Before the matrix, whose last rows make the callers leave the unit.
  it('lists the unit consultation in the history of the owner and the active admin only', async () => {
    const history = async (cookie: string) =>
      (await body(await send('GET', '/api/consultations?limit=50', cookie))).items?.map(
        (item: { id: string }) => item.id,
      ) ?? [];
    expect(await history(authorCookie)).toContain(consultationId);
    const seen = Object.fromEntries(
      await Promise.all(
        ROLES.filter((role) => role !== 'anonymous').map(async (role) => [
          role,
          (await history(cookies[role])).includes(consultationId),
        ]),
      ),
    );
    expect(seen).toEqual({
      owner: true,
      admin: true,
      pendingAdmin: false,
      member: false,
      otherUnit: false,
      siteAdmin: false,
    });
  });

  it('answers every cell as written, and the unit consultation’s text reaches only those who may read it', async () => {
    const failures: string[] = [];
    for (const [label, request, expected] of ROWS) {
      for (const [index, role] of ROLES.entries()) {
        const cell = await request(role);
        const response = await send(cell.method, cell.path, cookies[role], cell.body);
        const text = await response.text();
        if (response.status !== expected[index])
          failures.push(
            `${label} as ${role}: expected ${expected[index]}, got ${response.status} ${text.slice(0, 120)}`,
          );
        if (text.includes(MARKER) && !(['owner', 'admin'] as Role[]).includes(role))
          failures.push(`${label} as ${role}: shows the consultation's text`);
      }
    }
    expect(failures).toEqual([]);
    // The check above can fail: the owner does read the text it looks for.
    const read = await send('GET', `/api/consultations/${consultationId}`, cookies.owner);
    expect(await read.text()).toContain(MARKER);
  }, 120_000);

  it('an author removed from the unit reads their consultation and changes nothing; the owner still reads it', async () => {
    expect(
      (await send('DELETE', `/api/business-units/${unitId}/members/${ids.author}`, cookies.owner)).status,
    ).toBe(204);
    const cells: Array<[string, Cell, number]> = [
      ['read it', { method: 'GET', path: `/api/consultations/${consultationId}` }, 200],
      ['its documents', { method: 'GET', path: `/api/consultations/${consultationId}/documents` }, 200],
      ['a document', { method: 'GET', path: `/api/documents/${documentId}` }, 200],
      [
        'edit its transcript',
        {
          method: 'PATCH',
          path: `/api/consultations/${consultationId}/transcript`,
          body: { transcript: 'Outro.' },
        },
        404,
      ],
      [
        'generate its documents',
        {
          method: 'POST',
          path: `/api/consultations/${consultationId}/documents`,
          body: { types: ['receita'] },
        },
        404,
      ],
      [
        'edit a document',
        { method: 'PATCH', path: `/api/documents/${documentId}`, body: { content: { itens: [] } } },
        404,
      ],
      ['delete it', { method: 'DELETE', path: `/api/consultations/${consultationId}` }, 404],
    ];
    const failures: string[] = [];
    for (const [label, cell, expected] of cells) {
      const response = await send(cell.method, cell.path, authorCookie, cell.body);
      if (response.status !== expected)
        failures.push(`${label}: expected ${expected}, got ${response.status}`);
    }
    expect(failures).toEqual([]);
    expect(await (await send('GET', `/api/consultations/${consultationId}`, cookies.owner)).text()).toContain(
      MARKER,
    );
  });
});
