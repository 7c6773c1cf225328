import { applyPatchOps, type DocumentPatch } from '@vetvoz/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeOpenAi } from '../../../../e2e/fixtures/fake-openai.ts';
import { closeGeneratingApp, startGeneratingApp } from '../../test/support/generating-app.ts';
import { body, signUp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { createApp } from '../app.ts';
import { createLogger } from '../logging/logger.ts';

// biome-ignore lint/suspicious/noExplicitAny: event payloads are checked by the assertions that read them
type EventData = any;

let fake: FakeOpenAi;
let app: TestApp;
let cookie: string;

const TRANSCRIPT =
  'Thor, cão SRD de oito anos, chegou com vômito há dois dias e hiporexia. Mucosas normocoradas, TPC de ' +
  'dois segundos, temperatura de 39,2 graus. Vou prescrever maropitant 1 mg/kg por via subcutânea uma vez ' +
  'ao dia por 3 dias e omeprazol, e pedir um hemograma completo. Retorno em sete dias.';

beforeAll(async () => {
  ({ app, fake } = await startGeneratingApp(
    {},
    { generationPolicy: { maxRetries: 1, totalTimeoutMs: 20_000, idleTimeoutMs: 5000 }, jobPollMs: 50 },
  ));
});
afterAll(() => closeGeneratingApp({ app, fake }));
beforeEach(async () => {
  fake.reset();
  cookie = (await signUp(app)).cookie;
});

async function readyConsultation(): Promise<string> {
  const created = await app.request('/api/consultations', {
    method: 'POST',
    cookie,
    body: JSON.stringify({ patient: { name: 'Thor', species: 'cao', weightKg: 12.5 } }),
  });
  const { id } = await body(created);
  await app.request(`/api/consultations/${id}/transcript`, {
    method: 'PATCH',
    cookie,
    body: JSON.stringify({ transcript: TRANSCRIPT }),
  });
  return id;
}

/** Every event of a document stream in order, and the bytes it took on the wire. */
function openStream(response: Response) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let bytes = 0;
  const read = async (): Promise<{ event: string; data: EventData }> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const chunk = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(chunk)?.[1] ?? 'message';
        const data = /^data: (.*)$/m.exec(chunk)?.[1] ?? '';
        if (event === 'ping') continue;
        return { event, data: data ? JSON.parse(data) : null };
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      bytes += value.byteLength;
      buffer += decoder.decode(value, { stream: true });
    }
  };
  return { read, bytes: () => bytes, close: () => reader.cancel() };
}

/** What the documents page holds: each document's record and the step its content is at. */
function pageModel() {
  const held = new Map<string, { document: EventData; seq: number | undefined }>();
  const gaps: DocumentPatch[] = [];
  return {
    held,
    gaps,
    apply({ event, data }: { event: string; data: EventData }) {
      if (event === 'snapshot')
        for (const document of data.documents)
          held.set(document.id, { document, seq: data.seqs?.[document.id] });
      if (event === 'document') held.set(data.document.id, { document: data.document, seq: data.seq });
      if (event !== 'patch') return;
      const patch = data as DocumentPatch;
      const doc = held.get(patch.documentId);
      const applied =
        doc && (patch.base === 0 || doc.seq === patch.base)
          ? applyPatchOps(doc.document.content, patch.ops)
          : undefined;
      if (!doc || !applied) {
        gaps.push(patch);
        return;
      }
      held.set(patch.documentId, { document: { ...doc.document, content: applied.content }, seq: patch.seq });
    },
  };
}

const generate = (id: string) =>
  app.request(`/api/consultations/${id}/documents`, {
    method: 'POST',
    cookie,
    body: JSON.stringify({ types: ['anamnese'] }),
  });

describe('the documents stream', () => {
  it('sends the growing content as patches that, applied in order, give the final document, in bytes a small multiple of it', async () => {
    const id = await readyConsultation();
    fake.injectFaults({ chunkDelayMs: 25 });
    const stream = openStream(await app.request(`/api/consultations/${id}/documents/events`, { cookie }));
    const page = pageModel();
    const counts = new Map<string, number>();
    let patchBytes = 0;
    try {
      page.apply(await stream.read());
      expect((await generate(id)).status).toBe(202);
      for (;;) {
        const event = await stream.read();
        counts.set(event.event, (counts.get(event.event) ?? 0) + 1);
        if (event.event === 'patch') patchBytes += JSON.stringify(event.data).length;
        if (event.event === 'document' && event.data.document.status === 'ready') {
          const [patched] = [...page.held.values()];
          // Before the ready event replaces it, the patched content is already the validated document.
          expect(patched?.document.content).toEqual(event.data.document.content);
          break;
        }
        page.apply(event);
      }
      expect(page.gaps).toEqual([]);
      expect(counts.get('patch')).toBeGreaterThanOrEqual(3);
      const [ready] = [...page.held.values()];
      const size = JSON.stringify(ready?.document.content).length;
      // Linear: the patches carry each text once, plus a few names and numbers each; the whole stream
      // adds the snapshot and two whole records (the ready one holds the content twice: content and
      // generated): about 5 times the size here, where a whole document per change grows with its square.
      expect(patchBytes).toBeLessThan(size + 300 * (counts.get('patch') ?? 0));
      expect(stream.bytes()).toBeLessThan(8 * size);
    } finally {
      await stream.close();
    }
  });

  it('gives a client that reconnects mid-document a snapshot of the content so far, and patches from there', async () => {
    const id = await readyConsultation();
    fake.injectFaults({ chunkDelayMs: 25 });
    const first = openStream(await app.request(`/api/consultations/${id}/documents/events`, { cookie }));
    await first.read();
    await generate(id);
    let seen = 0;
    while (seen < 2) if ((await first.read()).event === 'patch') seen += 1;
    await first.close();

    const again = openStream(await app.request(`/api/consultations/${id}/documents/events`, { cookie }));
    const page = pageModel();
    try {
      const snapshot = await again.read();
      expect(snapshot.event).toBe('snapshot');
      const [document] = snapshot.data.documents;
      expect(document.status).toBe('generating');
      // The generator's step and content as it holds them, not the last tick's write.
      expect(snapshot.data.seqs[document.id]).toBeGreaterThanOrEqual(2);
      expect(document.content).not.toBeNull();
      page.apply(snapshot);
      for (;;) {
        const event = await again.read();
        if (event.event === 'document' && event.data.document.status === 'ready') {
          expect(page.held.get(document.id)?.document.content).toEqual(event.data.document.content);
          break;
        }
        page.apply(event);
      }
      expect(page.gaps).toEqual([]);
    } finally {
      await again.close();
    }
  });

  it('shows a document generating on another node as patches of what that node wrote at each tick', async () => {
    // Node B: the same database, no job worker of its own, so node A (the test app) generates.
    const b = createApp({
      config: app.config,
      database: app.database,
      log: createLogger('silent'),
      admission: { sampleMs: 0, eventLoopDelayMs: () => 0 },
    });
    const id = await readyConsultation();
    fake.injectFaults({ chunkDelayMs: 25 });
    const response = await b.app.request(`/api/consultations/${id}/documents/events`, {
      headers: { cookie, origin: TEST_ORIGIN },
    });
    const stream = openStream(response);
    const page = pageModel();
    const counts = new Map<string, number>();
    try {
      page.apply(await stream.read());
      await generate(id);
      for (;;) {
        const event = await stream.read();
        counts.set(event.event, (counts.get(event.event) ?? 0) + 1);
        if (event.event === 'document' && event.data.document.status === 'ready') {
          // What the patches built is A's last tick (the ready event then brings the validated whole).
          const built = page.held.get(event.data.document.id)?.document.content;
          expect(Object.keys(built ?? {}).length).toBeGreaterThan(0);
          for (const key of Object.keys(built)) expect(event.data.document.content).toHaveProperty(key);
          break;
        }
        page.apply(event);
      }
      expect(page.gaps).toEqual([]);
      // B sends the document whole once it is generating, then only what each of A's ticks added.
      expect(counts.get('patch')).toBeGreaterThanOrEqual(2);
      expect(counts.get('document')).toBeLessThanOrEqual(3);
    } finally {
      await stream.close();
      await b.stop();
    }
  });
});
