import { randomUUID } from 'node:crypto';
import { documentContentSchemas, ERROR_MESSAGES } from '@vetvoz/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeOpenAi } from '../../../../e2e/fixtures/fake-openai.ts';
import { closeGeneratingApp, startGeneratingApp } from '../../test/support/generating-app.ts';
import { body, signUp, type TestApp } from '../../test/test-app.ts';
import { document } from '../db/schema/index.ts';
import { GENERATION_ERROR_MESSAGES } from '../generation/errors.ts';
import {
  DOCUMENT_TOO_LARGE_MESSAGE,
  DOCUMENT_TOO_LARGE_TO_ISSUE_MESSAGE,
  documentContentBytes,
  MAX_DOCUMENT_CONTENT_BYTES,
} from './content-limit.ts';
import { DOCUMENT_PDF_LIMIT, DOCUMENT_TEXT_LIMIT } from './routes.ts';
import { largestValidContent } from './testing/largest-content.ts';

let fake: FakeOpenAi;
let app: TestApp;
let cookie: string;

const TRANSCRIPT =
  'Thor, cão SRD de oito anos, chegou com vômito há dois dias e hiporexia. Mucosas normocoradas, TPC de ' +
  'dois segundos, temperatura de 39,2 graus. Vou prescrever maropitant 1 mg/kg por via subcutânea uma vez ' +
  'ao dia por 3 dias e omeprazol, e pedir um hemograma completo. Retorno em sete dias.';

/**
 * A receita its schema accepts, every field at its limit, written in three-byte characters so that the
 * whole is over the size cap whatever the per-field limits are.
 */
function oversizedReceita() {
  const content = largestValidContent('receita', 'Dose — “meia” — ');
  // Well under the 1 MB body limit, so the answer is this cap's and not the body limit's.
  const itens = content.itens as unknown[];
  while (documentContentBytes(content) > 4 * MAX_DOCUMENT_CONTENT_BYTES && itens.length > 1) itens.pop();
  expect(documentContentSchemas.receita.safeParse(content).success).toBe(true);
  expect(documentContentBytes(content)).toBeGreaterThan(MAX_DOCUMENT_CONTENT_BYTES);
  return content;
}

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

async function generated(type: string, as = cookie): Promise<Record<string, unknown>> {
  const created = await post('/api/consultations', { patient: { name: 'Thor', species: 'cao' } }, as);
  const { id } = await body(created);
  const typed = await app.request(`/api/consultations/${id}/transcript`, {
    method: 'PATCH',
    cookie: as,
    body: JSON.stringify({ transcript: TRANSCRIPT }),
  });
  expect(typed.status).toBe(200);
  expect((await post(`/api/consultations/${id}/documents`, { types: [type] }, as)).status).toBe(202);
  for (let i = 0; i < 200; i++) {
    const docs = (await body(await app.request(`/api/consultations/${id}/documents`, { cookie: as })))
      .documents as Array<Record<string, unknown>>;
    if (docs[0] && docs[0].status !== 'generating') return docs[0];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('document never settled');
}

describe('document content size', () => {
  it('refuses an edit whose content is over the cap with 413 in Portuguese, and keeps the document', async () => {
    const doc = await generated('receita');
    const content = oversizedReceita();
    expect(documentContentBytes(content)).toBeGreaterThan(MAX_DOCUMENT_CONTENT_BYTES);
    const response = await app.request(`/api/documents/${doc.id}`, {
      method: 'PATCH',
      cookie,
      body: JSON.stringify({ content }),
    });
    expect(response.status).toBe(413);
    expect(await body(response)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: DOCUMENT_TOO_LARGE_MESSAGE });
    const after = await body(await app.request(`/api/documents/${doc.id}`, { cookie }));
    expect(after.content).toEqual(doc.content);
    expect(after.editedAt).toBeNull();

    // Under the cap is fine.
    const fits = { ...content, itens: (content.itens as unknown[]).slice(0, 2) };
    expect(documentContentBytes(fits)).toBeLessThan(MAX_DOCUMENT_CONTENT_BYTES);
    const saved = await app.request(`/api/documents/${doc.id}`, {
      method: 'PATCH',
      cookie,
      body: JSON.stringify({ content: fits }),
    });
    expect(saved.status).toBe(200);
  });

  it('fails a generated document that runs over the cap, without storing it', async () => {
    fake.injectFaults({ content: JSON.stringify(oversizedReceita()) });
    const doc = await generated('receita');
    expect(doc).toMatchObject({
      status: 'failed',
      content: null,
      generatedContent: null,
      errorMessage: GENERATION_ERROR_MESSAGES.invalid_output,
    });
  });

  it('refuses to issue a document saved over the cap before it existed, asking to shorten it', async () => {
    const doc = await generated('receita');
    await app.database.db
      .update(document)
      .set({ content: oversizedReceita() })
      .where(eq(document.id, doc.id as string));
    for (const action of ['pdf', 'text']) {
      const response = await post(`/api/documents/${doc.id}/${action}`, {});
      expect(response.status, action).toBe(413);
      expect(await body(response)).toEqual({
        code: 'PAYLOAD_TOO_LARGE',
        message: DOCUMENT_TOO_LARGE_TO_ISSUE_MESSAGE,
      });
    }
  });
});

describe('rate limits of issuing', () => {
  it.each([
    ['pdf', DOCUMENT_PDF_LIMIT],
    ['text', DOCUMENT_TEXT_LIMIT],
  ] as const)('limits POST /documents/:id/%s per user, with 429 in Portuguese', async (action, rule) => {
    const doc = await generated('diagnostico');
    // Every attempt counts, found or not: cheap ones fill the window quickly.
    const missing = `/api/documents/${randomUUID()}/${action}`;
    for (let i = 0; i < rule.limit; i++) expect((await post(missing, {})).status).toBe(404);
    const limited = await post(`/api/documents/${doc.id}/${action}`, {});
    expect(limited.status).toBe(429);
    expect(await body(limited)).toEqual({ code: 'RATE_LIMITED', message: ERROR_MESSAGES.RATE_LIMITED });

    // Another vet is not affected.
    const other = (await signUp(app)).cookie;
    const theirs = await generated('diagnostico', other);
    expect((await post(`/api/documents/${theirs.id}/${action}`, {}, other)).status).toBe(200);
  });

  it('sets the windows the issue asks for', () => {
    expect(DOCUMENT_PDF_LIMIT).toEqual({ limit: 60, windowSeconds: 600 });
    expect(DOCUMENT_TEXT_LIMIT).toEqual({ limit: 120, windowSeconds: 600 });
  });
});
