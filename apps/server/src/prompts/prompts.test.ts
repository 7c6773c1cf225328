import { DOCUMENT_TYPES, PROMPT_TEST_SAMPLES, TRANSCRIPT_TOO_SHORT_MESSAGE } from '@vetvoz/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../../../../e2e/fixtures/fake-openai.ts';
import { body, createTestApp, signUp, type TestApp, uniqueEmail } from '../../test/test-app.ts';
import { auditLog, promptVersion } from '../db/schema/index.ts';
import { GENERATION_ERROR_MESSAGES } from '../generation/errors.ts';
import { ensureDefaultPrompts, getActivePrompt } from './service.ts';

let fake: FakeOpenAi;
let app: TestApp;
let adminCookie: string;
let memberCookie: string;
const adminEmail = uniqueEmail('admin');

const NEW_BODY =
  'Você redige a receita veterinária. Use somente o que foi dito na transcrição e deixe vazio o que não foi dito.';

beforeAll(async () => {
  fake = await startFakeOpenAi();
  app = await createTestApp({
    ADMIN_EMAILS: adminEmail,
    AI_TEXT_PROVIDER: 'openai-compatible',
    AI_TEXT_BASE_URL: fake.baseUrl,
    AI_TEXT_API_KEY: 'sk-teste',
    AI_TEXT_MODEL: 'modelo-de-teste',
  });
  adminCookie = (await signUp(app, { email: adminEmail, firstName: 'Beatriz', lastName: 'Souza' })).cookie;
  memberCookie = (await signUp(app)).cookie;
});
afterAll(async () => {
  await app.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const get = (path: string, cookie?: string) => app.request(path, { cookie });
const post = (path: string, payload: unknown, cookie?: string) =>
  app.request(path, { method: 'POST', cookie, body: JSON.stringify(payload) });

async function versionsOf(type: string) {
  const response = await get(`/api/prompts/${type}/versions`, adminCookie);
  expect(response.status).toBe(200);
  return body(response);
}

describe('prompt permissions', () => {
  const calls = (cookie?: string) => [
    get('/api/prompts', cookie),
    get('/api/prompts/anamnese/versions', cookie),
    post('/api/prompts/anamnese/versions', { body: NEW_BODY }, cookie),
    post('/api/prompts/anamnese/versions/00000000-0000-4000-8000-000000000000/activate', {}, cookie),
    post('/api/prompts/anamnese/test', { body: NEW_BODY }, cookie),
  ];

  it('refuses anonymous requests with 401', async () => {
    for (const response of await Promise.all(calls())) {
      expect(response.status).toBe(401);
      expect((await body(response)).code).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses signed-in users who are not site admins with 403', async () => {
    for (const response of await Promise.all(calls(memberCookie))) {
      expect(response.status).toBe(403);
      expect(await body(response)).toEqual({
        code: 'FORBIDDEN',
        message: 'Você não tem permissão para realizar esta ação.',
      });
    }
    const rows = await app.database.db.select().from(promptVersion).where(eq(promptVersion.body, NEW_BODY));
    expect(rows).toHaveLength(0);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('seeded default prompts', () => {
  it('gives every document type an active version 1 by VetVoz', async () => {
    const response = await get('/api/prompts', adminCookie);
    expect(response.status).toBe(200);
    const types = await body(response);
    expect(types.map((entry: { documentType: string }) => entry.documentType)).toEqual([...DOCUMENT_TYPES]);
    expect(types[3]).toMatchObject({ documentType: 'orientacoes', label: 'Orientações ao tutor' });
    for (const entry of types) {
      expect(entry.activeVersion).toMatchObject({
        version: 1,
        authorName: 'VetVoz',
        active: true,
        note: null,
      });
      expect(entry.activeVersion.body).toContain('## Regras de fidelidade (obrigatórias)');
      expect(entry.activeVersion.body).toContain('Nunca invente medicamentos, doses');
    }
    expect(
      types.find((entry: { documentType: string }) => entry.documentType === 'receita').activeVersion.body,
    ).toContain('Não calcule dose pelo peso');
  });

  it('seeds idempotently, also when several processes seed at once', async () => {
    const before = await app.database.db.select().from(promptVersion).where(eq(promptVersion.version, 1));
    await Promise.all([
      ensureDefaultPrompts({ db: app.database.db }),
      ensureDefaultPrompts({ db: app.database.db }),
      ensureDefaultPrompts({ db: app.database.db }),
    ]);
    const after = await app.database.db.select().from(promptVersion).where(eq(promptVersion.version, 1));
    expect(after).toHaveLength(DOCUMENT_TYPES.length);
    expect(after.map((row) => row.id).sort()).toEqual(before.map((row) => row.id).sort());
  });
});

describe('prompt versions', () => {
  it('saves a new version inactive, activates another, and rolls back to an older one', async () => {
    const type = 'diagnostico';
    const created = await post(
      `/api/prompts/${type}/versions`,
      { body: `${NEW_BODY} (v2)`, note: 'Mais curto' },
      adminCookie,
    );
    expect(created.status).toBe(201);
    const v2 = await body(created);
    expect(v2).toMatchObject({ version: 2, active: false, authorName: 'Beatriz Souza', note: 'Mais curto' });
    expect((await getActivePrompt({ db: app.database.db, documentType: type })).version).toBe(1);

    const v3 = await body(
      await post(`/api/prompts/${type}/versions`, { body: `${NEW_BODY} (v3)`, activate: true }, adminCookie),
    );
    expect(v3).toMatchObject({ version: 3, active: true });
    let history = await versionsOf(type);
    expect(history.map((v: { version: number; active: boolean }) => [v.version, v.active])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);

    const v1 = history[2];
    const rollback = await post(`/api/prompts/${type}/versions/${v1.id}/activate`, {}, adminCookie);
    expect(rollback.status).toBe(200);
    expect(await body(rollback)).toMatchObject({ version: 1, active: true, authorName: 'VetVoz' });
    history = await versionsOf(type);
    expect(
      history.filter((v: { active: boolean }) => v.active).map((v: { version: number }) => v.version),
    ).toEqual([1]);
    expect(await getActivePrompt({ db: app.database.db, documentType: type })).toMatchObject({
      version: 1,
      id: v1.id,
    });

    // Activating the active version again changes nothing and records nothing.
    expect((await post(`/api/prompts/${type}/versions/${v1.id}/activate`, {}, adminCookie)).status).toBe(200);

    const audit = await app.database.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.target, `prompt:${type}`))
      .orderBy(auditLog.id);
    expect(audit).toEqual([
      { action: 'prompt.create', details: expect.objectContaining({ version: 2, activated: false }) },
      {
        action: 'prompt.create',
        details: expect.objectContaining({ version: 3, activated: true, previousActiveVersion: 1 }),
      },
      {
        action: 'prompt.activate',
        details: expect.objectContaining({ version: 1, previousActiveVersion: 3, versionId: v1.id }),
      },
    ]);
  });

  it('numbers versions without gaps or duplicates when admins save at the same time', async () => {
    const type = 'atestado-saude';
    const responses = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        post(
          `/api/prompts/${type}/versions`,
          { body: `${NEW_BODY} (paralelo ${n})`, activate: n % 2 === 0 },
          adminCookie,
        ),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201]);
    const history = await versionsOf(type);
    expect(history.map((v: { version: number }) => v.version)).toEqual([5, 4, 3, 2, 1]);
    expect(history.filter((v: { active: boolean }) => v.active)).toHaveLength(1);
  });

  it('validates the payload in Portuguese and answers 404 for unknown types and versions', async () => {
    const short = await post('/api/prompts/anamnese/versions', { body: 'curto' }, adminCookie);
    expect(short.status).toBe(400);
    expect(await body(short)).toEqual({
      code: 'VALIDATION',
      message: 'O prompt deve ter ao menos 50 caracteres.',
      field: 'body',
    });
    expect((await get('/api/prompts/prontuario/versions', adminCookie)).status).toBe(404);
    expect((await post('/api/prompts/anamnese/versions/nao-e-uuid/activate', {}, adminCookie)).status).toBe(
      404,
    );

    // A version of another type cannot be activated through this one.
    const [receitaV1] = (await versionsOf('receita')).slice(-1);
    const crossed = await post(`/api/prompts/anamnese/versions/${receitaV1.id}/activate`, {}, adminCookie);
    expect(crossed.status).toBe(404);
    expect((await body(crossed)).message).toBe('Versão do prompt não encontrada.');
    const audit = await app.database.db.select().from(auditLog).where(eq(auditLog.target, 'prompt:anamnese'));
    expect(audit).toHaveLength(0);
  });
});

describe('testing a prompt', () => {
  it('runs the draft and the active version on the built-in sample, through the provider', async () => {
    const response = await post('/api/prompts/receita/test', { body: NEW_BODY }, adminCookie);
    expect(response.status).toBe(200);
    const result = await body(response);
    expect(result).toMatchObject({
      documentType: 'receita',
      transcript: PROMPT_TEST_SAMPLES.receita.transcript,
      patient: PROMPT_TEST_SAMPLES.receita.patient,
      draft: { ok: true, repaired: false },
      active: { ok: true, repaired: false, version: 1 },
      provider: 'openai-compatible',
      model: 'modelo-de-teste',
    });
    // Validated document content: the receita schema's keys, filled by the fake from the transcript.
    expect(result.draft.content.itens).toHaveLength(1);
    expect(PROMPT_TEST_SAMPLES.receita.transcript).toContain(result.draft.content.itens[0].farmaco);

    const chats = fake.requests.filter((request) => request.path === '/v1/chat/completions');
    expect(chats).toHaveLength(2);
    const systems = chats.map((request) => String(request.body?.messages?.[0]?.content));
    expect(systems.some((system) => system.startsWith(NEW_BODY))).toBe(true);
    expect(systems.some((system) => system.includes('## Receita'))).toBe(true);
    expect(chats.every((request) => request.fields.schema === 'receita')).toBe(true);
  });

  it('uses a given transcript and animal, and reports each side failing on its own terms', async () => {
    const transcript =
      'O Bidu, cão de dois anos, está com diarreia há três dias, sem vômito, comendo normalmente. ' +
      'Vou receitar probiótico por cinco dias e dieta leve. #chat:sempre-invalido';
    const response = await post(
      '/api/prompts/orientacoes/test',
      { body: NEW_BODY, transcript, patient: { name: 'Bidu', species: 'cao' } },
      adminCookie,
    );
    expect(response.status).toBe(200);
    const result = await body(response);
    expect(result.patient).toEqual({ name: 'Bidu', species: 'cao' });
    for (const side of [result.draft, result.active]) {
      expect(side).toMatchObject({
        ok: false,
        error: { code: 'invalid_output', message: GENERATION_ERROR_MESSAGES.invalid_output },
      });
    }
    // One answer and one repair attempt per side.
    expect(fake.requests.filter((request) => request.path === '/v1/chat/completions')).toHaveLength(4);
  });

  it('refuses a too-short transcript, or one without the animal, before any model call', async () => {
    const short = await post(
      '/api/prompts/anamnese/test',
      { body: NEW_BODY, transcript: 'Pode começar.', patient: { name: 'Rex', species: 'cao' } },
      adminCookie,
    );
    expect(short.status).toBe(400);
    expect((await body(short)).message).toBe(TRANSCRIPT_TOO_SHORT_MESSAGE);
    const noAnimal = await post(
      '/api/prompts/anamnese/test',
      { body: NEW_BODY, transcript: PROMPT_TEST_SAMPLES.anamnese.transcript },
      adminCookie,
    );
    expect(noAnimal.status).toBe(400);
    expect((await body(noAnimal)).message).toBe(
      'Informe os dados do animal para testar com outra transcrição.',
    );
    expect(fake.requests).toHaveLength(0);
  });

  it('says plainly when no text provider is configured', async () => {
    const local = await createTestApp({ ADMIN_EMAILS: adminEmail });
    try {
      const { cookie } = await signUp(local, { email: adminEmail });
      const response = await local.request('/api/prompts/anamnese/test', {
        method: 'POST',
        cookie,
        body: JSON.stringify({ body: NEW_BODY }),
      });
      expect(response.status).toBe(200);
      const result = await body(response);
      expect(result.provider).toBe('local');
      for (const side of [result.draft, result.active])
        expect(side).toMatchObject({
          ok: false,
          error: { code: 'local_model_missing', message: GENERATION_ERROR_MESSAGES.local_model_missing },
        });
    } finally {
      await local.close();
    }
  });
});
