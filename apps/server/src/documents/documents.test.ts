import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DOCUMENT_EMAIL_SENT_MESSAGE,
  FREE_CONSULTATIONS,
  TRANSCRIPT_TOO_SHORT_MESSAGE,
} from '@vetvoz/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeOpenAi } from '../../../../e2e/fixtures/fake-openai.ts';
import { closeGeneratingApp, startGeneratingApp } from '../../test/support/generating-app.ts';
import { readSse } from '../../test/support/sse-reader.ts';
import { body, signUp, type TestApp } from '../../test/test-app.ts';
import { usage } from '../db/schema/index.ts';
import { GENERATION_ERROR_MESSAGES } from '../generation/errors.ts';
import { CRMV_NEEDED_MESSAGE } from './delivery.ts';

let fake: FakeOpenAi;
let app: TestApp;
let cookie: string;

const TRANSCRIPT =
  'Thor, cão SRD de oito anos, chegou com vômito há dois dias e hiporexia. Mucosas normocoradas, TPC de ' +
  'dois segundos, temperatura de 39,2 graus. Vou prescrever maropitant 1 mg/kg por via subcutânea uma vez ' +
  'ao dia por 3 dias e omeprazol, e pedir um hemograma completo. Retorno em sete dias.';

beforeAll(async () => {
  ({ app, fake } = await startGeneratingApp());
});
afterAll(() => closeGeneratingApp({ app, fake }));
beforeEach(async () => {
  fake.reset();
  cookie = (await signUp(app)).cookie;
});

const post = (url: string, payload: unknown, as = cookie) =>
  app.request(url, { method: 'POST', cookie: as, body: JSON.stringify(payload) });

/** A consultation with typed notes: ready at once, no audio involved. */
async function readyConsultation(transcript = TRANSCRIPT, as = cookie): Promise<string> {
  const created = await post(
    '/api/consultations',
    { patient: { name: 'Thor', species: 'cao', weightKg: 12.5 } },
    as,
  );
  expect(created.status).toBe(201);
  const { id } = await body(created);
  const typed = await app.request(`/api/consultations/${id}/transcript`, {
    method: 'PATCH',
    cookie: as,
    body: JSON.stringify({ transcript }),
  });
  expect(typed.status).toBe(200);
  return id;
}

async function documentsOf(id: string, as = cookie) {
  const response = await app.request(`/api/consultations/${id}/documents`, { cookie: as });
  expect(response.status).toBe(200);
  return (await body(response)).documents as Array<Record<string, unknown>>;
}

async function waitForDocuments(id: string, done: (docs: Array<Record<string, unknown>>) => boolean) {
  for (let i = 0; i < 200; i++) {
    const docs = await documentsOf(id);
    if (done(docs)) return docs;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('documents never settled');
}

const settled = (docs: Array<Record<string, unknown>>) =>
  docs.length > 0 && docs.every((d) => d.status !== 'generating');

const usageOf = (consultationId: string) =>
  app.database.db.select().from(usage).where(eq(usage.consultationId, consultationId));

describe('document generation', () => {
  it('refuses to generate while the consultation is still being recorded, with its own code', async () => {
    const created = await post('/api/consultations', { patient: { name: 'Thor', species: 'cao' } });
    const { id } = await body(created);
    const refused = await post(`/api/consultations/${id}/documents`, { types: ['receita'] });
    expect(refused.status).toBe(409);
    expect(await body(refused)).toEqual({
      code: 'TRANSCRIPTION_IN_PROGRESS',
      message: 'Aguarde o fim da transcrição para gerar os documentos.',
    });
  });

  it('generates several documents in parallel from the transcript, with the prompt version, and counts the consultation once', async () => {
    const id = await readyConsultation();
    const started = await post(`/api/consultations/${id}/documents`, {
      types: ['anamnese', 'receita', 'orientacoes'],
    });
    expect(started.status).toBe(202);
    expect((await body(started)).documents.map((d: { status: string }) => d.status)).toEqual([
      'generating',
      'generating',
      'generating',
    ]);
    const docs = await waitForDocuments(id, settled);
    expect(docs.map((d) => [d.type, d.status, d.promptVersion])).toEqual(
      expect.arrayContaining([
        ['anamnese', 'ready', 1],
        ['receita', 'ready', 1],
        ['orientacoes', 'ready', 1],
      ]),
    );
    const anamnese = docs.find((d) => d.type === 'anamnese') as { content: Record<string, unknown> };
    expect(JSON.stringify(anamnese.content)).toContain('vômito');
    expect(fake.requests.filter((r) => r.path === '/v1/chat/completions')).toHaveLength(3);
    expect(await usageOf(id)).toHaveLength(1);

    // Again: replaced, and still counted once.
    await post(`/api/consultations/${id}/documents`, { types: ['anamnese'] });
    await waitForDocuments(id, settled);
    expect(await usageOf(id)).toHaveLength(1);
  });

  it('streams each document live over SSE until it is ready', async () => {
    const id = await readyConsultation();
    // Chunks 30 ms apart: the document streams for a couple of seconds.
    fake.injectFaults({ chunkDelayMs: 30 });
    const response = await app.request(`/api/consultations/${id}/documents/events`, { cookie });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const { next, close } = readSse(response);
    try {
      expect(await next('snapshot')).toEqual({ documents: [] });
      await post(`/api/consultations/${id}/documents`, { types: ['diagnostico'] });
      const generating = await next('document', (d) => d.document.status === 'generating');
      expect(generating.document.type).toBe('diagnostico');
      // The content grows as patches (document-stream.test.ts applies them).
      expect((await next('patch')).documentId).toBe(generating.document.id);
      const ready = await next('document', (d) => d.document.status === 'ready');
      expect(ready.document.generatedContent).toEqual(ready.document.content);
    } finally {
      await close();
    }
  });

  it('refuses an empty or too-short transcript before any model call', async () => {
    const id = await readyConsultation('Vômito há dois dias.');
    const response = await post(`/api/consultations/${id}/documents`, { types: ['receita'] });
    expect(response.status).toBe(400);
    expect(await body(response)).toEqual({ code: 'VALIDATION', message: TRANSCRIPT_TOO_SHORT_MESSAGE });
    expect(fake.requests).toHaveLength(0);
  });

  it('keeps a failure to that document, in Portuguese, counted until support gives it back, and can try again', async () => {
    const id = await readyConsultation(`${TRANSCRIPT} #chat:erro`);
    await post(`/api/consultations/${id}/documents`, { types: ['receita'] });
    const [failed] = await waitForDocuments(id, settled);
    expect(failed).toMatchObject({
      status: 'failed',
      errorMessage: GENERATION_ERROR_MESSAGES.unavailable,
      content: null,
    });
    // Counted at the request (decision 032): a failure stops counting once support gives it back.
    expect(await usageOf(id)).toHaveLength(1);

    const retried = await post(`/api/documents/${failed?.id}/retry`, {});
    expect(retried.status).toBe(202);
    expect((await body(retried)).status).toBe('generating');
    await waitForDocuments(id, settled);
  });

  it('repairs an invalid answer once', async () => {
    const id = await readyConsultation(`${TRANSCRIPT} #chat:invalido`);
    await post(`/api/consultations/${id}/documents`, { types: ['anamnese'] });
    const [doc] = await waitForDocuments(id, settled);
    expect(doc?.status).toBe('ready');
    expect(fake.requests.filter((r) => r.path === '/v1/chat/completions')).toHaveLength(2);
  });
});

describe('editing', () => {
  it('saves an edit, flags a dose the transcript does not contain, and goes back to the generated version', async () => {
    const id = await readyConsultation();
    await post(`/api/consultations/${id}/documents`, { types: ['receita'] });
    const [doc] = (await waitForDocuments(id, settled)) as Array<{
      id: string;
      content: Record<string, unknown>;
    }>;
    const edited = {
      ...doc?.content,
      itens: [{ farmaco: 'Meloxicam', dose: '0,2 mg/kg', via: 'oral', frequencia: 'a cada 24 horas' }],
    };
    const saved = await app.request(`/api/documents/${doc?.id}`, {
      method: 'PATCH',
      cookie,
      body: JSON.stringify({ content: edited }),
    });
    expect(saved.status).toBe(200);
    const savedBody = await body(saved);
    expect(savedBody.editedAt).not.toBeNull();
    expect(savedBody.groundingFlags).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'drug', path: 'itens.0.farmaco' }),
        expect.objectContaining({ kind: 'number', value: expect.stringContaining('0,2 mg/kg') }),
      ]),
    );

    const invalid = await app.request(`/api/documents/${doc?.id}`, {
      method: 'PATCH',
      cookie,
      body: JSON.stringify({ content: { itens: 'não é uma lista' } }),
    });
    expect(invalid.status).toBe(400);

    const restored = await post(`/api/documents/${doc?.id}/restore`, {});
    expect(restored.status).toBe(200);
    const restoredBody = await body(restored);
    expect(restoredBody.editedAt).toBeNull();
    expect(restoredBody.content).toEqual(restoredBody.generatedContent);
  });
});

describe('delivery', () => {
  it('renders the PDF and the text with the vet and the responsável typed at issue time, storing neither', async () => {
    const id = await readyConsultation();
    await post(`/api/consultations/${id}/documents`, { types: ['receita'] });
    const [doc] = await waitForDocuments(id, settled);
    const issue = {
      issue: { responsavelNome: 'Marina Castro', responsavelEndereco: 'Rua das Flores, 10' },
      place: 'Campinas/SP',
    };

    const pdf = await post(`/api/documents/${doc?.id}/pdf`, issue);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(
      /attachment; filename="receita-thor-\d{4}-\d{2}-\d{2}\.pdf"/,
    );
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const text = await body(await post(`/api/documents/${doc?.id}/text`, issue));
    expect(text.text).toContain('Marina Castro');
    expect(text.text).toContain('Campinas/SP');
    expect(text.text).toMatch(/CRMV-SP nº 12345/);
    expect(text.fileName).toMatch(/^receita-thor-/);

    const dump = await app.database.db.execute(sql`select * from document`);
    expect(JSON.stringify(dump)).not.toContain('Marina Castro');
  });

  it('e-mails the document with the PDF attached, without keeping the address', async () => {
    const id = await readyConsultation();
    await post(`/api/consultations/${id}/documents`, { types: ['orientacoes'] });
    const [doc] = await waitForDocuments(id, settled);
    const sent = await post(`/api/documents/${doc?.id}/email`, {
      to: 'tutora@example.com',
      message: 'Olá, Marina!',
    });
    expect(sent.status).toBe(200);
    expect(await body(sent)).toEqual({ message: DOCUMENT_EMAIL_SENT_MESSAGE });
    const outbox = path.join(app.config.dataDir, 'outbox');
    const eml = readdirSync(outbox)
      .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
      .find((text) => text.includes('tutora@example.com'));
    expect(eml).toBeDefined();
    expect(eml).toContain('Content-Type: application/pdf');
    expect(eml).toMatch(/orientacoes-ao-tutor-thor-\d{4}-\d{2}-\d{2}\.pdf/);
    const tables = await app.database.db.execute(sql`select key from rate_limit`);
    expect(JSON.stringify(tables)).not.toContain('tutora@example.com');

    const bad = await post(`/api/documents/${doc?.id}/email`, { to: 'não é e-mail' });
    expect(bad.status).toBe(400);
    expect((await body(bad)).message).toBe('Informe um e-mail válido.');
  });

  it("prints the establishment saved in the vet's profile in the document's header", async () => {
    const saved = await app.request('/api/profile', {
      method: 'PATCH',
      cookie,
      body: JSON.stringify({
        establishment: {
          name: 'Clínica Veterinária São Francisco',
          cnpj: '11222333000181',
          crmvRegistration: 'PJ 4321/SP',
          address: 'Rua Conselheiro Brotero, 1.234 — São Paulo/SP',
          phone: '1133334444',
        },
      }),
    });
    expect(saved.status).toBe(200);
    const id = await readyConsultation();
    await post(`/api/consultations/${id}/documents`, { types: ['orientacoes'] });
    const [doc] = await waitForDocuments(id, settled);

    const text = (await body(await post(`/api/documents/${doc?.id}/text`, {}))).text as string;
    expect(text).toContain(
      'Clínica Veterinária São Francisco · CNPJ 11.222.333/0001-81 · Registro no CRMV: PJ 4321/SP · ' +
        'Rua Conselheiro Brotero, 1.234 — São Paulo/SP · Tel. (11) 3333-4444',
    );
    const pdf = await post(`/api/documents/${doc?.id}/pdf`, {});
    expect(pdf.status).toBe(200);
  });

  it('asks for the CRMV with its UF before issuing', async () => {
    const other = (await signUp(app, { crmv: '12345' })).cookie;
    const id = await readyConsultation(TRANSCRIPT, other);
    await post(`/api/consultations/${id}/documents`, { types: ['anamnese'] }, other);
    for (let i = 0; i < 200; i++) {
      const docs = await documentsOf(id, other);
      if (settled(docs)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [doc] = await documentsOf(id, other);
    const response = await post(`/api/documents/${doc?.id}/pdf`, {}, other);
    expect(response.status).toBe(400);
    expect((await body(response)).message).toBe(CRMV_NEEDED_MESSAGE);
  });
});

describe('permissions and quota', () => {
  it("answers 404 to another user's requests on every document route", async () => {
    const id = await readyConsultation();
    await post(`/api/consultations/${id}/documents`, { types: ['anamnese'] });
    const [doc] = await waitForDocuments(id, settled);
    const other = (await signUp(app)).cookie;
    const responses = await Promise.all([
      app.request(`/api/consultations/${id}/documents`, { cookie: other }),
      post(`/api/consultations/${id}/documents`, { types: ['receita'] }, other),
      app.request(`/api/consultations/${id}/documents/events`, { cookie: other }),
      app.request(`/api/documents/${doc?.id}`, { cookie: other }),
      app.request(`/api/documents/${doc?.id}`, {
        method: 'PATCH',
        cookie: other,
        body: JSON.stringify({ content: {} }),
      }),
      post(`/api/documents/${doc?.id}/restore`, {}, other),
      post(`/api/documents/${doc?.id}/retry`, {}, other),
      post(`/api/documents/${doc?.id}/pdf`, {}, other),
      post(`/api/documents/${doc?.id}/text`, {}, other),
      post(`/api/documents/${doc?.id}/email`, { to: 'x@example.com' }, other),
    ]);
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(404));
    const anonymous = await app.request(`/api/documents/${doc?.id}`);
    expect(anonymous.status).toBe(401);
  });

  it('keeps a counted consultation counted after it is deleted; an uncounted one frees its place', async () => {
    const counted = await readyConsultation();
    await post(`/api/consultations/${counted}/documents`, { types: ['anamnese'] });
    await waitForDocuments(counted, settled);
    expect((await app.request(`/api/consultations/${counted}`, { method: 'DELETE', cookie })).status).toBe(
      204,
    );

    const open: string[] = [];
    for (let i = 0; i < FREE_CONSULTATIONS - 1; i++) open.push(await readyConsultation());
    const refused = await post('/api/consultations', { patient: { name: 'Mia', species: 'gato' } });
    expect(refused.status).toBe(402);

    expect((await app.request(`/api/consultations/${open[0]}`, { method: 'DELETE', cookie })).status).toBe(
      204,
    );
    expect((await post('/api/consultations', { patient: { name: 'Mia', species: 'gato' } })).status).toBe(
      201,
    );
  });
});
