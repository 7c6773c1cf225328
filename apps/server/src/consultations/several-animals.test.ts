import { SPLIT_NEEDS_ANIMALS_MESSAGE } from '@vetvoz/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../../../../e2e/fixtures/fake-openai.ts';
import { body, createTestApp, signUp, type TestApp } from '../../test/test-app.ts';

let fake: FakeOpenAi;
let app: TestApp;
let cookie: string;

// Maria is a census first name: as an animal of the visit it must stay; the tutor's name must not.
const TRANSCRIPT =
  'Bom dia, meu nome é Fernanda Quintela e trouxe os dois. O Rex está com otite, vai tomar cefalexina 300 mg ' +
  'de 12 em 12 horas por dez dias. Ele também coça muito a orelha. A Maria está com diarreia, vai tomar ' +
  'metronidazol 100 mg de 12 em 12 horas por cinco dias. Os dois voltam em duas semanas para revisão.';

beforeAll(async () => {
  fake = await startFakeOpenAi();
  app = await createTestApp(
    {
      AI_TEXT_PROVIDER: 'openai-compatible',
      AI_TEXT_BASE_URL: fake.baseUrl,
      AI_TEXT_API_KEY: 'sk-teste',
      AI_TEXT_MODEL: 'modelo-de-teste',
      ANONYMISER_MODEL_PASS: 'off',
    },
    { generationPolicy: { maxRetries: 1, totalTimeoutMs: 10_000, idleTimeoutMs: 5000 }, jobPollMs: 100 },
  );
});
afterAll(async () => {
  await app.close();
  await fake.close();
});
beforeEach(async () => {
  fake.reset();
  cookie = (await signUp(app)).cookie;
});

const send = (method: string, url: string, payload?: unknown) =>
  app.request(url, { method, cookie, ...(payload === undefined ? {} : { body: JSON.stringify(payload) }) });

async function visitWithTwo(): Promise<string> {
  const created = await send('POST', '/api/consultations', {
    patients: [
      { name: 'Rex', species: 'cao', weightKg: 20 },
      { name: 'Maria', species: 'cao', weightKg: 8 },
    ],
  });
  expect(created.status).toBe(201);
  const { id } = await body(created);
  const typed = await send('PATCH', `/api/consultations/${id}/transcript`, {
    transcript: TRANSCRIPT,
    tutorName: 'Fernanda Quintela',
  });
  expect(typed.status).toBe(200);
  return id;
}

async function settledDocuments(id: string, count: number) {
  for (let i = 0; i < 200; i++) {
    const docs = (await body(await send('GET', `/api/consultations/${id}/documents`))).documents as Array<
      Record<string, unknown>
    >;
    if (docs.length === count && docs.every((d) => d.status !== 'generating')) return docs;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('documents never settled');
}

describe('a visit with several animals', () => {
  it('keeps every animal (the main one first), their names in the transcript, and redacts the tutor', async () => {
    const id = await visitWithTwo();
    const view = await body(await send('GET', `/api/consultations/${id}`));
    expect(view.patient.name).toBe('Rex');
    expect(view.patients.map((p: { name: string }) => p.name)).toEqual(['Rex', 'Maria']);
    expect(view.transcript).toContain('A Maria está com diarreia');
    expect(view.transcript).not.toContain('Fernanda');
    expect(view.transcript).not.toContain('Quintela');
    expect(view.animalSplit).toBeNull();
  });

  it('drafts per animal once the vet confirms the split, each from its share, and names the animal', async () => {
    const id = await visitWithTwo();
    // The model (the stand-in vendor) is asked about the sentences no name decides.
    fake.injectFaults({
      content: JSON.stringify({ trechos: [{ n: 2, animais: [0] }] }),
    });
    const proposed = await body(await send('POST', `/api/consultations/${id}/animal-split`));
    const split = proposed.animalSplit;
    expect(split).toMatchObject({ source: 'rules+model', confirmedAt: null });
    const asked = fake.requests.find((r) => r.fields.schema === 'divisao_por_animal');
    expect(JSON.stringify(asked?.body)).not.toContain('Fernanda');
    const passages = split.passages as { text: string; animals: number[] }[];
    expect(passages.find((p) => p.text.includes('Rex está com otite'))?.animals).toEqual([0]);
    expect(passages.find((p) => p.text.includes('Maria está com diarreia'))?.animals).toEqual([1]);
    expect(passages.find((p) => p.text.includes('Os dois voltam'))?.animals).toEqual([0, 1]);

    const confirmed = await send('PUT', `/api/consultations/${id}/animal-split`, {
      passages: passages.map((p) => p.animals),
    });
    expect(confirmed.status).toBe(200);
    expect((await body(confirmed)).animalSplit.confirmedAt).toEqual(expect.any(String));

    fake.reset();
    expect((await send('POST', `/api/consultations/${id}/documents`, { types: ['receita'] })).status).toBe(
      202,
    );
    const docs = await settledDocuments(id, 2);
    expect(docs.map((d) => [d.type, d.patientIndex, d.status])).toEqual([
      ['receita', 0, 'ready'],
      ['receita', 1, 'ready'],
    ]);
    // Maria's receita was drafted from her passages and the visit's, never Rex's.
    const prompts = fake.requests
      .filter((r) => r.fields.schema === 'receita')
      .map((r) => JSON.stringify(r.body));
    const forRex = prompts.find((p) => p.includes('- Nome: Rex'));
    const forMaria = prompts.find((p) => p.includes('- Nome: Maria'));
    expect(forRex).toContain('cefalexina');
    expect(forRex).not.toContain('metronidazol');
    expect(forMaria).toContain('metronidazol');
    expect(forMaria).not.toContain('cefalexina');
    // What was said of both goes to both.
    expect(forMaria).toContain('Os dois voltam');

    // Each issued document names its animal, and so does its file.
    const second = docs[1] as { id: string };
    const issued = await send('POST', `/api/documents/${second.id}/text`, {
      issue: { responsavelNome: 'Responsável Teste', responsavelEndereco: 'Rua Um, 1' },
      place: 'Campinas/SP',
    });
    expect(issued.status).toBe(200);
    const text = await body(issued);
    expect(text.text).toContain('Maria');
    expect(text.fileName).toMatch(/^receita-maria-/);
  });

  it("warns beside the field when a drug or dose said about one animal is in another's document", async () => {
    const id = await visitWithTwo();
    const passages = (await body(await send('POST', `/api/consultations/${id}/animal-split`))).animalSplit
      .passages as { animals: number[] }[];
    await send('PUT', `/api/consultations/${id}/animal-split`, { passages: passages.map((p) => p.animals) });
    await send('POST', `/api/consultations/${id}/documents`, { types: ['receita'] });
    const docs = await settledDocuments(id, 2);
    const maria = docs.find((d) => d.patientIndex === 1) as { id: string };
    const edited = await send('PATCH', `/api/documents/${maria.id}`, {
      content: {
        itens: [
          { farmaco: 'Cefalexina', dose: '300 mg', frequencia: 'a cada 12 horas', duracao: '10 dias' },
          { farmaco: 'Metronidazol', dose: '100 mg', frequencia: 'a cada 12 horas', duracao: '5 dias' },
        ],
      },
    });
    expect(edited.status).toBe(200);
    const flags = (await body(edited)).groundingFlags as { path: string; kind: string; reason?: string }[];
    const otherAnimal = flags.filter((f) => f.kind === 'animal');
    expect(otherAnimal.map((f) => f.path)).toEqual(['itens.0.farmaco', 'itens.0.dose']);
    expect(otherAnimal[0]?.reason).toMatch(/^Medicamento dito na consulta para Rex, não para Maria: «/);
  });

  it('leaves the single-animal flow untouched while no split is confirmed, or when the model fails', async () => {
    const id = await visitWithTwo();
    fake.injectFaults({ status: 500 }, { status: 500 }, { status: 500 });
    const proposed = await send('POST', `/api/consultations/${id}/animal-split`);
    expect(proposed.status).toBe(200);
    expect((await body(proposed)).animalSplit.source).toBe('rules');
    fake.reset();
    await send('POST', `/api/consultations/${id}/documents`, { types: ['orientacoes'] });
    const docs = await settledDocuments(id, 1);
    expect(docs[0]).toMatchObject({ patientIndex: 0, status: 'ready' });
    const prompt = JSON.stringify(fake.requests.find((r) => r.fields.schema === 'orientacoes')?.body);
    expect(prompt).toContain('cefalexina');
    expect(prompt).toContain('metronidazol');
  });

  it('refuses a split without another animal, a stale confirmation, and forgets the split when the animals change', async () => {
    const created = await send('POST', '/api/consultations', { patient: { name: 'Thor', species: 'cao' } });
    const { id: single } = await body(created);
    const refused = await send('POST', `/api/consultations/${single}/animal-split`);
    expect(refused.status).toBe(400);
    expect((await body(refused)).message).toBe(SPLIT_NEEDS_ANIMALS_MESSAGE);

    const id = await visitWithTwo();
    await send('POST', `/api/consultations/${id}/animal-split`);
    const stale = await send('PUT', `/api/consultations/${id}/animal-split`, { passages: [[0]] });
    expect(stale.status).toBe(409);
    const changed = await send('PUT', `/api/consultations/${id}/other-patients`, {
      patients: [{ name: 'Luna', species: 'gato' }],
    });
    expect(changed.status).toBe(200);
    const view = await body(changed);
    expect(view.patients.map((p: { name: string }) => p.name)).toEqual(['Rex', 'Luna']);
    expect(view.animalSplit).toBeNull();
    const tooMany = await send('PUT', `/api/consultations/${id}/other-patients`, {
      patients: Array.from({ length: 6 }, (_, i) => ({ name: `Animal ${i}`, species: 'cao' })),
    });
    expect(tooMany.status).toBe(400);
    expect((await body(tooMany)).message).toBe('Uma consulta aceita no máximo 6 animais.');
  });

  it('refuses a creation with neither patient nor patients, in pt-BR', async () => {
    const response = await send('POST', '/api/consultations', {});
    expect(response.status).toBe(400);
    expect((await body(response)).message).toBe(
      'Informe o animal (patient) ou a lista de animais (patients).',
    );
  });
});
