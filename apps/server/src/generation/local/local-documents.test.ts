import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DOCUMENT_TYPES, documentContentSchemas } from '@vetvoz/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, signUp, type TestApp } from '../../../test/test-app.ts';
import { writeTinyGguf } from './test-support/tiny-gguf.ts';

const TRANSCRIPT =
  'Thor, cão SRD de oito anos, chegou com vômito há dois dias e hiporexia. Mucosas normocoradas, TPC de ' +
  'dois segundos, temperatura de 39,2 graus. Vou prescrever maropitant 1 mg/kg por via subcutânea uma vez ' +
  'ao dia por 3 dias e omeprazol, e pedir um hemograma completo. Retorno em sete dias.';

let app: TestApp;
const published: unknown[] = [];

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'vetvoz-local-docs-'));
  await writeTinyGguf(path.join(dir, 'tiny.gguf'));
  // The default provider with a model placed by hand: the whole server path, no network.
  app = await createTestApp(
    {
      AI_TEXT_PROVIDER: 'local',
      LOCAL_MODELS_DIR: dir,
      LOCAL_TEXT_MODEL: 'tiny.gguf',
      LOCAL_TEXT_THREADS: '1',
    },
    { jobPollMs: 100 },
  );
  await app.parts.events.subscribe('documents', (event) => published.push(event));
}, 60_000);
afterAll(() => app?.close());

describe('documents drafted by the embedded model', () => {
  it('drafts every document type, valid, and tells the page it runs locally', async () => {
    const { cookie } = await signUp(app);
    const post = (url: string, payload: unknown) =>
      app.request(url, { method: 'POST', cookie, body: JSON.stringify(payload) });
    const created = await post('/api/consultations', { patient: { name: 'Thor', species: 'cao' } });
    const { id } = await body(created);
    const typed = await app.request(`/api/consultations/${id}/transcript`, {
      method: 'PATCH',
      cookie,
      body: JSON.stringify({ transcript: TRANSCRIPT }),
    });
    expect(typed.status).toBe(200);
    expect((await post(`/api/consultations/${id}/documents`, { types: [...DOCUMENT_TYPES] })).status).toBe(
      202,
    );

    let documents: Array<{ type: keyof typeof documentContentSchemas; status: string; content: unknown }> =
      [];
    for (let i = 0; i < 600; i++) {
      const response = await app.request(`/api/consultations/${id}/documents`, { cookie });
      documents = (await body(response)).documents;
      if (documents.every((doc) => doc.status !== 'generating')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(documents.map((doc) => doc.status)).toEqual(DOCUMENT_TYPES.map(() => 'ready'));
    for (const doc of documents)
      expect(documentContentSchemas[doc.type].safeParse(doc.content).success).toBe(true);
    expect(published).toContainEqual(
      expect.objectContaining({ consultationId: id, local: { downloadPercent: null } }),
    );
  }, 90_000);
});
