import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, fakeAudio, startFakeOpenAi } from '../../../e2e/fixtures/fake-openai.ts';
import {
  type AccessRole,
  MATRIX,
  type MatrixContext,
  ROLES,
  tutorLinkBody,
} from './support/authorization-table.ts';
import { listEndpoints, routeKey } from './support/route-table.ts';
import {
  body,
  createTestApp,
  randomCpf,
  sessionCookie,
  signUp,
  TEST_PASSWORD,
  type TestApp,
  uniqueEmail,
} from './test-app.ts';

/**
 * The authorisation matrix ("keep it closed"): every endpoint the server answers, tried as
 * {anonymous, vet A, vet B, site admin} against resources that belong to vet A, with the expected status of
 * every cell written down in support/authorization-table.ts. A route that is not in the table, or a table row
 * for a route that no longer exists, fails the test; so does any answer to someone other than A that
 * carries A's clinical text, consultation id or CPF.
 */

let fake: FakeOpenAi;
let app: TestApp;
const ADMIN_EMAIL = uniqueEmail('admin-matriz');
const A_CPF = randomCpf();
/** A word only vet A's transcript contains: it must reach nobody else. */
const A_MARKER = 'Zanzibarina';
const A_TRANSCRIPT =
  `Thor, cão SRD de oito anos, chegou com vômito há dois dias. ${A_MARKER} foi a ração trocada. Mucosas ` +
  'normocoradas, temperatura de 39,2 graus. Vou prescrever maropitant 1 mg/kg por via subcutânea uma vez ao ' +
  'dia por 3 dias e omeprazol, e pedir um hemograma completo. Retorno em sete dias.';

const emails = {} as Record<Exclude<AccessRole, 'anonymous'>, string>;
const cookies = {} as Record<AccessRole, string>;
let context: MatrixContext;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  app = await createTestApp(
    {
      ADMIN_EMAILS: ADMIN_EMAIL,
      AI_STT_PROVIDER: 'openai-compatible',
      AI_STT_BASE_URL: fake.baseUrl,
      AI_STT_API_KEY: 'sk-teste',
      AI_TEXT_PROVIDER: 'openai-compatible',
      AI_TEXT_BASE_URL: fake.baseUrl,
      AI_TEXT_API_KEY: 'sk-teste',
      AI_TEXT_MODEL: 'modelo-de-teste',
    },
    {
      generationPolicy: { maxRetries: 0, totalTimeoutMs: 10_000, idleTimeoutMs: 5000 },
      transcriptionRetryPolicy: { maxAttempts: 1 },
      jobPollMs: 50,
    },
  );
  const a = await signUp(app, { cpf: A_CPF });
  const b = await signUp(app);
  const admin = await signUp(app, { email: ADMIN_EMAIL });
  Object.assign(emails, { vetA: a.email, vetB: b.email, admin: ADMIN_EMAIL });
  Object.assign(cookies, { anonymous: '', vetA: a.cookie, vetB: b.cookie, admin: admin.cookie });
  const me = async (cookie: string) => (await body(await app.request('/api/me', { cookie }))).user.id;
  const shared = await consultationWithDocument();
  context = {
    ...shared,
    userA: await me(a.cookie),
    emailA: a.email,
    promptVersionId: await promptVersionOfAdmin(),
    freshConsultation: (role) => (role === 'vetA' ? consultationWithDocument() : Promise.resolve(shared)),
    recordingConsultation: (role) =>
      role === 'vetA' ? recordingConsultation() : Promise.resolve(shared.consultationId),
    throwawayUser: async (role) => (role === 'admin' ? throwawayUser() : context.userA),
    tutorLinkId: async (role) => (role === 'vetA' ? newTutorLink(shared) : sharedLink),
    followUpId: async (role) => (role === 'vetA' ? newFollowUp(shared.consultationId) : sharedFollowUp),
  };
  const sharedLink = await newTutorLink(shared);
  const sharedFollowUp = await newFollowUp(shared.consultationId);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

async function call(path: string, init: RequestInit & { cookie?: string } = {}) {
  return app.request(path, init);
}

/** A ready consultation of vet A with typed notes and a generated receita. */
async function consultationWithDocument(): Promise<{ consultationId: string; documentId: string }> {
  const created = await call('/api/consultations', {
    method: 'POST',
    cookie: cookies.vetA,
    body: JSON.stringify({ patient: { name: 'Thor', species: 'cao' } }),
  });
  const { id } = await body(created);
  await call(`/api/consultations/${id}/transcript`, {
    method: 'PATCH',
    cookie: cookies.vetA,
    body: JSON.stringify({ transcript: A_TRANSCRIPT }),
  });
  await call(`/api/consultations/${id}/documents`, {
    method: 'POST',
    cookie: cookies.vetA,
    body: JSON.stringify({ types: ['receita'] }),
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const listed = await body(await call(`/api/consultations/${id}/documents`, { cookie: cookies.vetA }));
    const receita = listed.documents?.[0];
    if (receita && receita.status !== 'generating') return { consultationId: id, documentId: receita.id };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the receita of the matrix consultation never settled');
}

/** A live tutor link of vet A for the consultation's receita. */
async function newTutorLink(of: { consultationId: string; documentId: string }): Promise<string> {
  const created = await call(`/api/consultations/${of.consultationId}/tutor-links`, {
    method: 'POST',
    cookie: cookies.vetA,
    body: JSON.stringify(tutorLinkBody(of.documentId)),
  });
  return (await body(created)).id;
}

/** A follow-up vet A adds to the consultation. */
async function newFollowUp(consultationId: string): Promise<string> {
  const created = await call(`/api/consultations/${consultationId}/follow-ups`, {
    method: 'POST',
    cookie: cookies.vetA,
    body: JSON.stringify({ kind: 'retorno', description: 'Retorno', dueDate: '2030-01-09' }),
  });
  return (await body(created)).id;
}

/** A consultation of vet A still recording, with its first segment uploaded. */
async function recordingConsultation(): Promise<string> {
  const created = await call('/api/consultations', {
    method: 'POST',
    cookie: cookies.vetA,
    body: JSON.stringify({ patient: { name: 'Mia', species: 'gato' } }),
  });
  const { id } = await body(created);
  const uploaded = await call(`/api/consultations/${id}/segments/0`, {
    method: 'POST',
    cookie: cookies.vetA,
    headers: { 'content-type': 'audio/webm' },
    body: fakeAudio(`${A_MARKER} trecho gravado.`),
  });
  if (!uploaded.ok) throw new Error(`segment upload failed: ${uploaded.status} ${await uploaded.text()}`);
  return id;
}

/** A separate account for the admin actions that destroy or lock the account they target. */
async function throwawayUser(): Promise<string> {
  const { cookie } = await signUp(app);
  return (await body(await call('/api/me', { cookie }))).user.id;
}

async function promptVersionOfAdmin(): Promise<string> {
  const created = await call('/api/prompts/receita/versions', {
    method: 'POST',
    cookie: cookies.admin,
    body: JSON.stringify({ body: 'Receita: use só o que a transcrição diz. {{transcricao}}' }),
  });
  return (await body(created)).id;
}

/** A new session of the same account, for cells that end the session they use. */
async function freshSession(role: AccessRole): Promise<string> {
  if (role === 'anonymous') return '';
  const response = await call('/api/auth/sign-in/email', {
    method: 'POST',
    body: JSON.stringify({ email: emails[role], password: TEST_PASSWORD }),
    headers: { 'x-forwarded-for': `10.9.${ROLES.indexOf(role)}.1` },
  });
  if (!response.ok) throw new Error(`sign-in of ${role} failed: ${response.status}`);
  return sessionCookie(response);
}

describe('authorisation matrix', () => {
  it('has one row for every endpoint the server answers, and no row for one it does not', () => {
    const served = listEndpoints(app.parts.app, app.parts.auth.api).map(routeKey);
    expect(served.filter((key) => !(key in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !served.includes(key))).toEqual([]);
  });

  it('answers every cell as the table says, and never shows A’s data to anyone else', async () => {
    const mismatches: string[] = [];
    const leaks: string[] = [];
    // Asking for A's consultation id gives the caller a consultation of their own under that id, so from
    // that row on the id itself is no secret (A's content still is).
    const secretsOfA = (key: string) => [
      A_MARKER,
      A_CPF,
      A_CPF.replace(/\D/g, ''),
      ...(key === 'POST /api/consultations' ? [] : [context.consultationId]),
    ];
    for (const [key, row] of Object.entries(MATRIX)) {
      const [method = 'GET', template = ''] = key.split(' ');
      // The owner goes last, so what the others tried cannot have been undone by the owner's own call.
      for (const role of ['anonymous', 'vetB', 'admin', 'vetA'] as const) {
        const expected = row.expect[ROLES.indexOf(role)];
        const spec = (await row.request?.(context, role)) ?? {};
        const cookie = row.freshSession ? await freshSession(role) : cookies[role];
        const path = spec.path ?? template;
        const response = await call(path, {
          method,
          cookie,
          headers: spec.headers,
          body:
            spec.body === undefined
              ? method === 'GET' || method === 'DELETE'
                ? undefined
                : '{}'
              : typeof spec.body === 'string' ||
                  spec.body instanceof Uint8Array ||
                  spec.body instanceof FormData
                ? spec.body
                : JSON.stringify(spec.body),
        });
        const text = response.headers.get('content-type')?.includes('text/event-stream')
          ? await firstChunk(response)
          : await response.text();
        if (response.status !== expected) {
          mismatches.push(
            `${key} as ${role}: expected ${expected}, got ${response.status} ${text.slice(0, 160)}`,
          );
        }
        if (role !== 'vetA') {
          for (const secret of secretsOfA(key)) {
            if (text.includes(secret)) leaks.push(`${key} as ${role} answered A's ${secret}`);
          }
        }
      }
      // Revoking "all my sessions" also ends the ones the other rows use.
      if (row.freshSession) for (const role of ROLES) cookies[role] = await freshSession(role);
    }
    expect(leaks).toEqual([]);
    expect(mismatches).toEqual([]);
  }, 240_000);
});

/** An SSE answer never ends by itself: read what it sends first, then hang up. */
async function firstChunk(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 2000));
  const chunk = await Promise.race([reader.read(), timeout]);
  await reader.cancel().catch(() => {});
  return chunk?.value ? new TextDecoder().decode(chunk.value) : '';
}
