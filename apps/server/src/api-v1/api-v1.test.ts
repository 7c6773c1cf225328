import {
  API_KEY_INVALID_MESSAGE,
  API_KEY_SCOPE_MESSAGE,
  API_V1_CONTRACTS,
  MAX_API_KEYS,
} from '@vetvoz/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, fakeAudio, startFakeOpenAi } from '../../../../e2e/fixtures/fake-openai.ts';
import { capturedLogger } from '../../test/support/captured-log.ts';
import { body, createTestApp, signUp, type TestApp } from '../../test/test-app.ts';

let fake: FakeOpenAi;
let app: TestApp;
const logs = capturedLogger();

const TRANSCRIPT =
  'Thor, cão SRD de oito anos, chegou com vômito há dois dias. A tutora Marina Castro conta que ele comeu ' +
  'lixo. Mucosas normocoradas, temperatura de 39,2 graus. Vou prescrever maropitant 1 mg/kg por via ' +
  'subcutânea uma vez ao dia por 3 dias. Retorno em sete dias.';

beforeAll(async () => {
  fake = await startFakeOpenAi();
  app = await createTestApp(
    {
      AI_TEXT_PROVIDER: 'openai-compatible',
      AI_TEXT_BASE_URL: fake.baseUrl,
      AI_TEXT_API_KEY: 'sk-teste',
      AI_TEXT_MODEL: 'modelo-de-teste',
      AI_STT_PROVIDER: 'openai-compatible',
      AI_STT_BASE_URL: fake.baseUrl,
      AI_STT_API_KEY: 'sk-teste',
    },
    {
      generationPolicy: { maxRetries: 1, totalTimeoutMs: 10_000, idleTimeoutMs: 5000 },
      jobPollMs: 100,
      log: logs.log,
    },
  );
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

async function newKey(cookie: string, scopes?: string[]) {
  const response = await app.request('/api/api-keys', {
    method: 'POST',
    cookie,
    body: JSON.stringify({ name: 'SimplesVet da clínica', ...(scopes ? { scopes } : {}) }),
  });
  expect(response.status).toBe(201);
  return body(response);
}

/** A call as a practice system makes it: a key, no cookie, no Origin. */
function v1(
  path: string,
  key: string | undefined,
  init: { method?: string; body?: unknown; cookie?: string } = {},
) {
  return app.request(`/api/v1${path}`, {
    method: init.method ?? 'GET',
    cookie: init.cookie,
    headers: { origin: '', ...(key ? { authorization: `Bearer ${key}` } : {}) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}

describe('API keys', () => {
  it('shows the key once, keeps only a keyed hash, lists without it, and revokes it at once', async () => {
    const { cookie } = await signUp(app);
    const created = await newKey(cookie);
    expect(created.key).toMatch(/^vvk_[A-Za-z0-9_-]{43}$/);
    expect(created.scopes).toEqual(['read', 'write']);
    expect(created.key.startsWith(created.hint)).toBe(true);

    const listed = await body(await app.request('/api/api-keys', { cookie }));
    expect(listed.keys).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(created.key);
    const stored = await app.database.db.execute(sql`select * from api_key`);
    expect(JSON.stringify(stored)).not.toContain(created.key);

    expect((await v1(`/consultations?externalId=x`, created.key)).status).toBe(200);
    const revoked = await app.request(`/api/api-keys/${created.id}`, { method: 'DELETE', cookie });
    expect(revoked.status).toBe(204);
    const after = await v1(`/consultations?externalId=x`, created.key);
    expect(after.status).toBe(401);
    expect((await body(await app.request('/api/api-keys', { cookie }))).keys).toHaveLength(0);
  });

  it('another vet cannot see or revoke my key (404, as for a made-up id), and keys are capped', async () => {
    const mine = await signUp(app);
    const theirs = await signUp(app);
    const key = await newKey(mine.cookie);
    expect((await body(await app.request('/api/api-keys', { cookie: theirs.cookie }))).keys).toEqual([]);
    const stolen = await app.request(`/api/api-keys/${key.id}`, { method: 'DELETE', cookie: theirs.cookie });
    expect(stolen.status).toBe(404);
    expect((await v1('/consultations?externalId=x', key.key)).status).toBe(200);

    for (let i = 1; i < MAX_API_KEYS; i += 1) await newKey(mine.cookie);
    const over = await app.request('/api/api-keys', {
      method: 'POST',
      cookie: mine.cookie,
      body: JSON.stringify({ name: 'mais uma' }),
    });
    expect(over.status).toBe(409);
  });

  it('refuses missing, malformed, made-up and cookie-only callers with the same 401; never logs the key', async () => {
    const { cookie } = await signUp(app);
    const key = await newKey(cookie);
    const wrong = `${key.key.slice(0, -3)}abc`;
    for (const presented of [undefined, 'nada', `Basic ${key.key}`, wrong, `${key.key} extra`]) {
      const response = await app.request('/api/v1/consultations?externalId=x', {
        headers:
          presented === undefined
            ? {}
            : { authorization: presented.startsWith('Basic') ? presented : `Bearer ${presented}` },
      });
      expect(response.status).toBe(401);
      expect(await body(response)).toEqual({ code: 'UNAUTHENTICATED', message: API_KEY_INVALID_MESSAGE });
    }
    // The session cookie does not open v1: a page on another site cannot ride a vet's session there.
    expect((await v1('/consultations?externalId=x', undefined, { cookie })).status).toBe(401);
    expect(logs.text()).not.toContain(key.key);
    expect(logs.text()).not.toContain(wrong);
  });

  it('a read-only key reads but does not write (403 with the reason)', async () => {
    const { cookie } = await signUp(app);
    const key = await newKey(cookie, ['read']);
    const refused = await v1('/consultations', key.key, {
      method: 'POST',
      body: { patient: { name: 'Thor', species: 'cao' } },
    });
    expect(refused.status).toBe(403);
    expect((await body(refused)).message).toBe(API_KEY_SCOPE_MESSAGE);
  });
});

describe('/api/v1: a practice system sends a visit and gets documents back', () => {
  it('takes a visit with several animals as `patients`, the first the main one; `patient` alone still works', async () => {
    const { cookie } = await signUp(app);
    const { key } = await newKey(cookie);
    const created = await v1('/consultations', key, {
      method: 'POST',
      body: {
        externalId: 'ATD-2026-0099',
        patients: [
          { name: 'Rex', species: 'cao', weightKg: 20 },
          { name: 'Mia', species: 'gato', weightKg: 4 },
        ],
      },
    });
    expect(created.status).toBe(201);
    const view = await body(created);
    expect(view.patient.name).toBe('Rex');
    expect(view.patients.map((p: { name: string }) => p.name)).toEqual(['Rex', 'Mia']);
    const neither = await v1('/consultations', key, {
      method: 'POST',
      body: { externalId: 'ATD-2026-0100' },
    });
    expect(neither.status).toBe(400);
    expect((await body(neither)).message).toBe(
      'Informe o animal (patient) ou a lista de animais (patients).',
    );
  });

  it('creates by externalId (idempotent), sends the text, drafts a receita, reads it and issues the PDF', async () => {
    const { cookie } = await signUp(app);
    const { key } = await newKey(cookie);
    const patient = { name: 'Thor', species: 'cao', weightKg: 12.5 };
    const created = await v1('/consultations', key, {
      method: 'POST',
      body: { externalId: 'ATD-2026-0042', patient },
    });
    expect(created.status).toBe(201);
    const consultation = await body(created);
    expect(consultation.externalId).toBe('ATD-2026-0042');
    // The system retries after a lost answer: the same consultation, not a second one (nor a second place).
    const again = await v1('/consultations', key, {
      method: 'POST',
      body: { externalId: 'ATD-2026-0042', patient },
    });
    expect(again.status).toBe(200);
    expect((await body(again)).id).toBe(consultation.id);

    const texted = await v1(`/consultations/${consultation.id}/transcript`, key, {
      method: 'PUT',
      body: { transcript: TRANSCRIPT, tutorName: 'Marina Castro' },
    });
    expect(texted.status).toBe(200);
    const ready = await body(texted);
    expect(ready.status).toBe('ready');
    // Anonymised exactly as in the app.
    expect(ready.transcript).not.toContain('Marina Castro');
    // Nothing ready yet: no text to paste.
    const early = await body(await v1(`/consultations/${consultation.id}`, key));
    expect(early.plainText).toEqual({ soap: '', prontuario: '' });

    const asked = await v1(`/consultations/${consultation.id}/documents`, key, {
      method: 'POST',
      body: { types: ['receita'] },
    });
    expect(asked.status).toBe(202);
    const [pending] = (await body(asked)).documents;
    let document = pending;
    for (let i = 0; i < 200 && document.status === 'generating'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      document = await body(await v1(`/documents/${pending.id}`, key));
    }
    expect(document.status).toBe('ready');

    // The ready documents as one text, as "Copiar para o sistema" writes them: only the receita's sections,
    // and nothing about the tutor.
    const read = await body(await v1(`/consultations/${consultation.id}`, key));
    expect(read.plainText.soap).toMatch(/^P — PLANO\nPrescrição:\n1\) /);
    expect(read.plainText.soap).not.toContain('SUBJETIVO');
    expect(read.plainText.prontuario).toMatch(/^IDENTIFICAÇÃO\nAnimal: Thor\n/);
    expect(read.plainText.prontuario).toContain('TRATAMENTO E PRESCRIÇÃO');
    expect(JSON.stringify(read.plainText)).not.toContain('Marina');

    const found = await body(await v1('/consultations?externalId=ATD-2026-0042', key));
    expect(found.consultations.map((c: { id: string }) => c.id)).toEqual([consultation.id]);

    const issue = { issue: { responsavelNome: 'Marina Castro', responsavelEndereco: 'Rua das Flores, 10' } };
    const pdf = await v1(`/documents/${pending.id}/pdf`, key, { method: 'POST', body: issue });
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const text = await body(await v1(`/documents/${pending.id}/text`, key, { method: 'POST', body: issue }));
    expect(text.text).toContain('CRMV');

    // The app and the API see the same consultation.
    const inApp = await body(await app.request(`/api/consultations/${consultation.id}`, { cookie }));
    expect(inApp.transcript).toBe(ready.transcript);
  });

  it('takes a whole recording (202), transcribes it in the background and never keeps the audio', async () => {
    const { cookie } = await signUp(app);
    const { key } = await newKey(cookie);
    const made = await body(
      await v1('/consultations', key, {
        method: 'POST',
        body: { patient: { name: 'Thor', species: 'cao' } },
      }),
    );
    const upload = await app.request(`/api/v1/consultations/${made.id}/audio`, {
      method: 'POST',
      body: fakeAudio('Thor chegou com vômito. Maropitant por três dias.'),
      headers: {
        origin: '',
        authorization: `Bearer ${key}`,
        'content-type': 'audio/webm',
        'x-tutor-name': encodeURIComponent('Marina Castro'),
      },
    });
    expect(upload.status).toBe(202);
    let view = await body(upload);
    for (let i = 0; i < 200 && view.status !== 'ready'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      view = await body(await v1(`/consultations/${made.id}`, key));
    }
    expect(view.status).toBe('ready');
    expect(view.transcript).toContain('Maropitant');
    const junk = await app.request(`/api/v1/consultations/${made.id}/audio`, {
      method: 'POST',
      body: '{"audio":"x"}',
      headers: { origin: '', authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    });
    expect(junk.status).toBeGreaterThanOrEqual(400);
    expect(junk.status).toBeLessThan(500);
  });

  it('a key reaches only its person’s consultations: another vet’s key gets 404', async () => {
    const mine = await signUp(app);
    const theirs = await signUp(app);
    const myKey = (await newKey(mine.cookie)).key;
    const theirKey = (await newKey(theirs.cookie)).key;
    const created = await body(
      await v1('/consultations', myKey, {
        method: 'POST',
        body: { externalId: 'A1', patient: { name: 'Mia', species: 'gato' } },
      }),
    );
    expect((await v1(`/consultations/${created.id}`, theirKey)).status).toBe(404);
    expect((await body(await v1('/consultations?externalId=A1', theirKey))).consultations).toEqual([]);
    const put = await v1(`/consultations/${created.id}/transcript`, theirKey, {
      method: 'PUT',
      body: { transcript: TRANSCRIPT },
    });
    expect(put.status).toBe(404);
    // The same externalId under another vet is another visit.
    const theirs1 = await v1('/consultations', theirKey, {
      method: 'POST',
      body: { externalId: 'A1', patient: { name: 'Rex', species: 'cao' } },
    });
    expect(theirs1.status).toBe(201);
    expect((await body(theirs1)).id).not.toBe(created.id);
  });

  it('bad input answers pt-BR 400s, as the app does', async () => {
    const { cookie } = await signUp(app);
    const { key } = await newKey(cookie);
    const noPatient = await v1('/consultations', key, { method: 'POST', body: { externalId: 'X' } });
    expect(noPatient.status).toBe(400);
    expect((await body(noPatient)).code).toBe('VALIDATION');
    const longId = await v1('/consultations', key, {
      method: 'POST',
      body: { externalId: 'x'.repeat(101), patient: { name: 'Thor', species: 'cao' } },
    });
    expect(longId.status).toBe(400);
    expect((await v1('/consultations', key)).status).toBe(400);
  });
});

describe('every v1 route and every key scope', () => {
  it('no key 401; a read key reads and is refused writes (403); another vet’s key finds nothing (404)', async () => {
    const owner = await signUp(app);
    const stranger = await signUp(app);
    const writeKey = (await newKey(owner.cookie)).key;
    const readKey = (await newKey(owner.cookie, ['read'])).key;
    const strangerKey = (await newKey(stranger.cookie)).key;
    const made = await body(
      await v1('/consultations', writeKey, {
        method: 'POST',
        body: { patient: { name: 'Thor', species: 'cao' } },
      }),
    );
    await v1(`/consultations/${made.id}/transcript`, writeKey, {
      method: 'PUT',
      body: { transcript: TRANSCRIPT },
    });
    const [doc] = (
      await body(
        await v1(`/consultations/${made.id}/documents`, writeKey, {
          method: 'POST',
          body: { types: ['anamnese'] },
        }),
      )
    ).documents;
    const issue = { issue: { responsavelNome: 'Ana', responsavelEndereco: 'Rua Um, 1' } };
    const BODIES: Record<string, unknown> = {
      v1CreateConsultation: { patient: { name: 'Rex', species: 'cao' } },
      v1PutTranscript: { transcript: TRANSCRIPT },
      v1UploadAudio: undefined,
      v1GenerateDocuments: { types: ['diagnostico'] },
      v1DocumentText: issue,
      v1DocumentPdf: issue,
    };
    const problems: string[] = [];
    for (const contract of API_V1_CONTRACTS) {
      const path = contract.path
        .replace('/api/v1', '')
        .replace('{id}', contract.path.includes('/documents/{id}') ? doc.id : made.id);
      const url = contract.operationId === 'v1ListConsultations' ? `${path}?externalId=A1` : path;
      const call = (key: string | undefined) =>
        v1(url, key, { method: contract.method.toUpperCase(), body: BODIES[contract.operationId] });
      const anonymous = await call(undefined);
      if (anonymous.status !== 401)
        problems.push(`${contract.operationId} without a key: ${anonymous.status}`);
      const read = await call(readKey);
      const expectedRead = contract['x-access'] === 'api-write' ? [403] : [200, 409];
      if (!expectedRead.includes(read.status))
        problems.push(`${contract.operationId} read key: ${read.status}`);
      if (contract.path.includes('{id}')) {
        const foreign = await call(strangerKey);
        if (foreign.status !== 404)
          problems.push(`${contract.operationId} another vet's key: ${foreign.status}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('documents v1 with the bearer scheme and an English summary beside the Portuguese one', async () => {
    const document = await body(await app.request('/api/openapi.json'));
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const create = document.paths['/api/v1/consultations'].post;
    expect(create.security).toEqual([{ apiKey: [] }]);
    expect(create.summary).toBe('Cria uma consulta');
    expect(create['x-summary-en']).toBe('Creates a consultation');
  });
});
