import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeOpenAi } from '../../../../e2e/fixtures/fake-openai.ts';
import { closeGeneratingApp, startGeneratingApp } from '../../test/support/generating-app.ts';
import { body, signUp, type TestApp } from '../../test/test-app.ts';

let fake: FakeOpenAi;
let app: TestApp;
let cookie: string;

// The fake model fills the receita's fields with the transcript's sentences in turn: identification (3),
// then the first line's farmaco, concentração, forma, dose, administrar, via, frequência, duração…
const OVERDOSE_TRANSCRIPT = [
  'Pelagem caramelo.',
  'Sem marcas.',
  'Sem microchip.',
  'Meloxicam.',
  'Comprimido de 15 mg.',
  'Comprimido.',
  '1 comprimido.',
  '1 comprimido.',
  'Oral.',
  'A cada 24 horas.',
  'Por cinco dias, dar depois da refeição e voltar para reavaliação da dor na semana que vem.',
].join(' ');

beforeAll(async () => {
  ({ app, fake } = await startGeneratingApp());
});
afterAll(() => closeGeneratingApp({ app, fake }));
beforeEach(async () => {
  fake.reset();
  cookie = (await signUp(app)).cookie;
});

const post = (url: string, payload: unknown) =>
  app.request(url, { method: 'POST', cookie, body: JSON.stringify(payload) });

type Doc = {
  id: string;
  type: string;
  status: string;
  content: Record<string, unknown>;
  groundingFlags: Flag[];
};
type Flag = { path: string; value: string; kind: string; reason?: string; level?: string; byVet?: boolean };

async function generated(patient: Record<string, unknown>, types: string[]): Promise<Doc[]> {
  const created = await post('/api/consultations', { patient });
  const { id } = await body(created);
  const typed = await app.request(`/api/consultations/${id}/transcript`, {
    method: 'PATCH',
    cookie,
    body: JSON.stringify({ transcript: OVERDOSE_TRANSCRIPT }),
  });
  expect(typed.status).toBe(200);
  expect((await post(`/api/consultations/${id}/documents`, { types })).status).toBe(202);
  for (let i = 0; i < 200; i++) {
    const docs = (await body(await app.request(`/api/consultations/${id}/documents`, { cookie })))
      .documents as Doc[];
    if (docs.length === types.length && docs.every((d) => d.status === 'ready')) return docs;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('documents never settled');
}

const doseFlags = (doc: Doc | undefined) =>
  (doc?.groundingFlags ?? []).filter((flag) => flag.kind === 'dose');

async function edit(doc: Doc, itens: unknown[]): Promise<Doc> {
  const saved = await app.request(`/api/documents/${doc.id}`, {
    method: 'PATCH',
    cookie,
    body: JSON.stringify({ content: { ...doc.content, itens } }),
  });
  expect(saved.status).toBe(200);
  return (await body(saved)) as Doc;
}

describe('dose flags on receitas', () => {
  it('flag a generated dose outside the usual range, with the working and the source; other documents get none', async () => {
    const docs = await generated({ name: 'Thor', species: 'cao', weightKg: 12.5 }, [
      'receita',
      'orientacoes',
    ]);
    const receita = docs.find((doc) => doc.type === 'receita');
    expect(receita?.content.itens).toEqual([
      expect.objectContaining({ farmaco: 'Meloxicam.', dose: '1 comprimido.' }),
    ]);
    expect(doseFlags(receita)).toEqual([
      expect.objectContaining({
        path: 'itens.0.dose',
        value: '1 comprimido.',
        reason: expect.stringContaining('= 15 mg para 12,5 kg = 1,2 mg/kg; usual para cães 0,1–0,2 mg/kg'),
      }),
    ]);
    expect(doseFlags(receita)[0]?.level).toBeUndefined();
    expect(doseFlags(docs.find((doc) => doc.type === 'orientacoes'))).toEqual([]);
  });

  it("check the vet's edited values too: a usual dose clears the flag, a wrong species or interval raises one", async () => {
    const [receita] = await generated({ name: 'Mia', species: 'gato', weightKg: 4 }, ['receita']);
    if (!receita) throw new Error('no receita');
    const usual = await edit(receita, [
      {
        farmaco: 'Meloxicam',
        concentracao: '0,5 mg/mL',
        dose: '0,4 mL',
        via: 'oral',
        frequencia: 'a cada 24 horas',
      },
    ]);
    expect(doseFlags(usual)).toEqual([]);

    const wrong = await edit(receita, [
      { farmaco: 'Paracetamol', concentracao: '500 mg', dose: '1/4 de comprimido', via: 'oral' },
      { farmaco: 'Meloxicam', dose: '0,05 mg/kg', via: 'oral', frequencia: 'a cada 8 horas' },
    ]);
    const flags = doseFlags(wrong);
    expect(flags).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: 'itens.0.farmaco',
          reason: expect.stringContaining('Contraindicado em gatos'),
        }),
        expect.objectContaining({
          path: 'itens.1.frequencia',
          reason: expect.stringContaining('Intervalo fora do usual'),
        }),
      ]),
    );
    // Typed by the vet, and still a warning: the dose check applies to every value whoever wrote it.
    expect(flags.every((flag) => flag.byVet === true && flag.level === undefined)).toBe(true);
  });

  it('without a weight, note that mg/kg cannot be computed and ask for it', async () => {
    const [receita] = await generated({ name: 'Rex', species: 'cao' }, ['receita']);
    expect(doseFlags(receita)).toEqual([
      expect.objectContaining({
        path: 'itens.0.dose',
        level: 'info',
        reason: expect.stringContaining('informe o peso'),
      }),
    ]);
  });
});
