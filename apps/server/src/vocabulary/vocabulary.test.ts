import { VOCABULARY_NAME_MESSAGE } from '@vetvoz/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeOpenAi, fakeAudio, startFakeOpenAi } from '../../../../e2e/fixtures/fake-openai.ts';
import { capturedLogger } from '../../test/support/captured-log.ts';
import { body, createTestApp, type TestApp } from '../../test/test-app.ts';
import { addMember, createUnitAs, newVet, send, type Vet } from '../business-units/test-support.ts';
import { VETERINARY_PROMPT_HINT } from './built-in-terms.ts';

let fake: FakeOpenAi;
let app: TestApp;
let vet: Vet;
const captured = capturedLogger();

const SAID =
  'O Thor está com prurido intenso há duas semanas e lesões no dorso. Vou passar simpárique hoje e ' +
  'repetir em trinta dias, e o banho com clorexidina duas vezes por semana.';

beforeAll(async () => {
  fake = await startFakeOpenAi();
  app = await createTestApp(
    { AI_STT_PROVIDER: 'openai-compatible', AI_STT_BASE_URL: fake.baseUrl, AI_STT_API_KEY: 'sk-teste' },
    {
      transcriptionRetryPolicy: { maxAttempts: 2, timeoutMs: 2500, backoffBaseMs: 5, backoffMaxMs: 20 },
      jobPollMs: 200,
      log: captured.log,
    },
  );
});
afterAll(async () => {
  await app.close();
  await fake.close();
});
beforeEach(async () => {
  fake.reset();
  vet = await newVet(app);
});

/** A consultation transcribed from `said` (one segment), finished and ready; answers its id. */
async function transcribed(said: string, as: Vet = vet, businessUnitId?: string): Promise<string> {
  const created = await send(app, 'POST', '/api/consultations', as.cookie, {
    patient: { name: 'Thor', species: 'cao' },
    ...(businessUnitId ? { businessUnitId } : {}),
  });
  expect(created.status).toBe(201);
  const { id } = await body(created);
  const uploaded = await app.request(`/api/consultations/${id}/segments/0`, {
    method: 'POST',
    cookie: as.cookie,
    body: fakeAudio(said),
    headers: { 'content-type': 'audio/webm;codecs=opus' },
  });
  expect(uploaded.status).toBe(200);
  expect(
    (await send(app, 'POST', `/api/consultations/${id}/finish`, as.cookie, { lastSegmentIndex: 0 })).status,
  ).toBe(200);
  for (let i = 0; i < 100; i++) {
    if ((await get(id, as)).status === 'ready') return id;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('never ready');
}

const get = async (id: string, as: Vet = vet) =>
  body(await send(app, 'GET', `/api/consultations/${id}`, as.cookie));
const edit = (id: string, transcript: string, as: Vet = vet) =>
  send(app, 'PATCH', `/api/consultations/${id}/transcript`, as.cookie, { transcript });
const vocabulary = async (as: Vet = vet) => body(await send(app, 'GET', '/api/vocabulary', as.cookie));

describe('the vocabulary learnt from corrections', () => {
  it('learns a corrected brand, hints it to the vendor first, and corrects it when misheard again', async () => {
    const first = await transcribed(SAID);
    // Saved while typing: the half-typed word taught first is forgotten by the next save.
    expect((await edit(first, SAID.replace('simpárique', 'Simpa'))).status).toBe(200);
    expect((await edit(first, SAID.replace('simpárique', 'Simparic'))).status).toBe(200);
    const learnt = await vocabulary();
    expect(learnt.terms).toEqual([
      expect.objectContaining({ term: 'Simparic', heard: 'simpárique', source: 'learnt', uses: 1 }),
    ]);

    fake.reset();
    const second = await transcribed(SAID);
    const prompt = fake.requests[0]?.fields.prompt ?? '';
    expect(prompt.startsWith('Consulta veterinária. Simparic, ')).toBe(true);
    expect(prompt.length).toBeLessThanOrEqual(900);
    // The vendor still wrote the wrong form: corrected, and shown as a correction.
    const view = await get(second);
    expect(view.transcript).toContain('Vou passar Simparic hoje');
    expect(view.vocabularyCorrections).toEqual([{ heard: 'simpárique', term: 'Simparic' }]);
  });

  it('forgets a pair the vet undoes instead of learning the reverse', async () => {
    const first = await transcribed(SAID);
    await edit(first, SAID.replace('simpárique', 'Simparic'));
    const second = await transcribed(SAID);
    const corrected = (await get(second)).transcript as string;
    expect(corrected).toContain('Simparic');
    expect((await edit(second, corrected.replace('Simparic', 'simpárique'))).status).toBe(200);
    expect((await vocabulary()).terms).toEqual([]);
  });

  it('sends the built-in hint while the vet has no terms, and never learns a name', async () => {
    const id = await transcribed(SAID);
    expect(fake.requests[0]?.fields.prompt).toBe(VETERINARY_PROMPT_HINT);
    await edit(id, `${SAID} A tutora pediu para falar com a Joaquina amanhã.`);
    await edit(id, `${SAID.replace('Thor', 'Thor')} Falei com a Valdirene Bezerra sobre o Apoquel.`);
    expect((await vocabulary()).terms.map((t: { term: string }) => t.term)).toEqual(['Apoquel']);
    const refused = await send(app, 'POST', '/api/vocabulary/terms', vet.cookie, { term: 'Joaquina' });
    expect(refused.status).toBe(400);
    expect(await body(refused)).toMatchObject({ code: 'VALIDATION', message: VOCABULARY_NAME_MESSAGE });
  });
});

describe('managing the vocabulary', () => {
  it('lets a vet add and remove their terms, deduplicated, and nobody else remove them', async () => {
    const added = await send(app, 'POST', '/api/vocabulary/terms', vet.cookie, { term: 'Cytopoint' });
    expect(added.status).toBe(201);
    const { id } = await body(added);
    const again = await send(app, 'POST', '/api/vocabulary/terms', vet.cookie, { term: 'cytopoint' });
    expect((await body(again)).id).toBe(id);
    const stranger = await newVet(app);
    expect((await send(app, 'DELETE', `/api/vocabulary/terms/${id}`, stranger.cookie)).status).toBe(404);
    expect((await vocabulary(stranger)).terms).toEqual([]);
    expect((await send(app, 'DELETE', `/api/vocabulary/terms/${id}`, vet.cookie)).status).toBe(204);
    expect((await vocabulary()).terms).toEqual([]);
  });

  it("keeps a unit's list for its owner and admins, read by members and hinted in its consultations", async () => {
    const owner = vet;
    const unitId = await createUnitAs(app, owner);
    const member = await newVet(app);
    await addMember(app, unitId, owner, member, 'member');
    const added = await send(app, 'POST', '/api/vocabulary/terms', owner.cookie, {
      term: 'Leish-Tec',
      heard: 'leish teco',
      unitId,
    });
    expect(added.status).toBe(201);
    const refused = await send(app, 'POST', '/api/vocabulary/terms', member.cookie, {
      term: 'Vonau',
      unitId,
    });
    expect(refused.status).toBe(403);
    expect(
      (await send(app, 'DELETE', `/api/vocabulary/terms/${(await body(added)).id}`, member.cookie)).status,
    ).toBe(403);
    const seen = await vocabulary(member);
    expect(seen.units).toEqual([
      expect.objectContaining({
        unitId,
        canManage: false,
        terms: [expect.objectContaining({ term: 'Leish-Tec' })],
      }),
    ]);

    fake.reset();
    const id = await transcribed(`${SAID} Aplicar a leish teco na próxima semana.`, member, unitId);
    expect(fake.requests[0]?.fields.prompt).toMatch(/^Consulta veterinária\. Leish-Tec, /);
    expect((await get(id, member)).transcript).toContain('Aplicar a Leish-Tec');
  });
});

// Last: after a refusal this app's transcriber leaves the prompt out for an hour.
describe('a provider that refuses the prompt', () => {
  it('sends the segment again without the prompt when the provider refuses it, and says so once', async () => {
    fake.injectFaults({ status: 400 });
    const id = await transcribed(SAID);
    expect(fake.requests.map((r) => [r.status, 'prompt' in r.fields])).toEqual([
      [400, true],
      [200, false],
    ]);
    expect((await get(id)).segments[0].status).toBe('done');
    // For a while, no prompt at all; the warning is not repeated.
    await transcribed(SAID);
    expect('prompt' in (fake.requests.at(-1)?.fields ?? {})).toBe(false);
    expect(captured.text().match(/refused the vocabulary prompt/g)).toHaveLength(1);
  });
});
