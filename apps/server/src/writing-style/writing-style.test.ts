import { writingStyleSection } from '@vetvoz/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeOpenAi } from '../../../../e2e/fixtures/fake-openai.ts';
import { closeGeneratingApp, startGeneratingApp } from '../../test/support/generating-app.ts';
import { body, type TestApp } from '../../test/test-app.ts';
import { newVet, send, type Vet } from '../business-units/test-support.ts';
import { document } from '../db/schema/index.ts';
import { findStyleSuggestions } from './find-style-suggestions.ts';

let fake: FakeOpenAi;
let app: TestApp;
let vet: Vet;

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
  vet = await newVet(app);
});

const style = async () => body(await send(app, 'GET', '/api/profile/writing-style', vet.cookie));

/** A receita of the vet as the model wrote it and as they left it, straight into the tables. */
async function editedReceita(generated: string, edited: string) {
  const created = await send(app, 'POST', '/api/consultations', vet.cookie, {
    patient: { name: 'Thor', species: 'cao' },
  });
  const { id } = await body(created);
  const content = (frequencia: string) => ({ itens: [{ farmaco: 'meloxicam', frequencia }] });
  await app.database.db.insert(document).values({
    consultationId: id,
    type: 'receita',
    status: 'ready',
    generatedContent: content(generated),
    content: content(edited),
    editedAt: new Date(),
  });
}

describe('the vet’s writing style', () => {
  it('goes into the generation prompt after the admin’s, for the detail level of each type', async () => {
    const saved = await send(app, 'PUT', '/api/profile/writing-style', vet.cookie, {
      instructions: '  Posologia sempre em horários.\nSem abreviações.  ',
      detail: { receita: 'resumido', anamnese: 'detalhado' },
    });
    expect(saved.status).toBe(200);
    expect(await body(saved)).toEqual({
      instructions: 'Posologia sempre em horários.\nSem abreviações.',
      detail: { receita: 'resumido', anamnese: 'detalhado' },
      suggestions: [],
    });

    const created = await send(app, 'POST', '/api/consultations', vet.cookie, {
      patient: { name: 'Thor', species: 'cao' },
    });
    const { id } = await body(created);
    expect(
      (
        await send(app, 'PATCH', `/api/consultations/${id}/transcript`, vet.cookie, {
          transcript: TRANSCRIPT,
        })
      ).status,
    ).toBe(200);
    expect(
      (await send(app, 'POST', `/api/consultations/${id}/documents`, vet.cookie, { types: ['receita'] }))
        .status,
    ).toBe(202);
    for (let i = 0; i < 200 && !fake.requests.some((r) => r.path === '/v1/chat/completions'); i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const system = String(
      fake.requests.find((r) => r.path === '/v1/chat/completions')?.body?.messages?.[0]?.content ?? '',
    );
    const preferences = system.indexOf('## Preferências do(a) veterinário(a)');
    expect(preferences).toBeGreaterThan(100);
    expect(system.indexOf('## Formato da resposta')).toBeGreaterThan(preferences);
    expect(system).toContain('- Nível de detalhe: resumido');
    expect(system).toContain('- Como escrevo:\n  Posologia sempre em horários.\n  Sem abreviações.');
    // The profile's preview is built by the same function.
    expect(system).toContain(
      writingStyleSection(
        { instructions: 'Posologia sempre em horários.\nSem abreviações.', detail: { receita: 'resumido' } },
        'receita',
      ),
    );
  });

  it('refuses instructions past the limit in Portuguese', async () => {
    const refused = await send(app, 'PUT', '/api/profile/writing-style', vet.cookie, {
      instructions: 'a'.repeat(501),
      detail: {},
    });
    expect(refused.status).toBe(400);
    expect((await body(refused)).message).toBe('Escreva até 500 caracteres.');
  });

  it('offers an edit made in three documents as an instruction, never applies it alone, and asks once', async () => {
    await editedReceita('BID', 'a cada 12 horas');
    await editedReceita('SID', 'uma vez ao dia');
    expect((await style()).suggestions).toEqual([]);
    await editedReceita('TID', 'a cada 8 horas');
    const offered = await style();
    expect(offered.instructions).toBe('');
    expect(offered.suggestions).toEqual([
      expect.objectContaining({
        id: 'receita:itens[].frequencia:sem-abreviacoes',
        documentType: 'receita',
        documents: 3,
        reason: 'Você trocou abreviações por extenso no campo Frequência em 3 documentos (Receita).',
      }),
    ]);
    const accepted = await send(app, 'POST', '/api/profile/writing-style/suggestions', vet.cookie, {
      id: 'receita:itens[].frequencia:sem-abreviacoes',
      answer: 'accept',
    });
    expect(accepted.status).toBe(200);
    const after = await body(accepted);
    expect(after.instructions).toBe(offered.suggestions[0].instruction);
    expect(after.suggestions).toEqual([]);
    const again = await send(app, 'POST', '/api/profile/writing-style/suggestions', vet.cookie, {
      id: 'receita:itens[].frequencia:sem-abreviacoes',
      answer: 'accept',
    });
    expect(again.status).toBe(404);
  });
});

describe('findStyleSuggestions', () => {
  const doc = (id: string, generated: string, edited: string) => ({
    id,
    type: 'receita' as const,
    generated: { orientacoesGerais: generated },
    edited: { orientacoesGerais: edited },
  });

  it('counts each kind of edit once per document and field', () => {
    const long =
      'Manter o animal em repouso, oferecer água fresca à vontade e observar o apetite nos próximos dias.';
    const documents = [
      doc('1', long, 'Repouso.'),
      doc('2', long, 'Repouso e água.'),
      doc('3', long, 'Repouso'),
    ];
    expect(findStyleSuggestions({ documents, answered: [], instructions: '' })).toEqual([
      expect.objectContaining({ id: 'receita:orientacoesGerais:mais-curto', documents: 3 }),
    ]);
    expect(
      findStyleSuggestions({
        documents,
        answered: ['receita:orientacoesGerais:mais-curto'],
        instructions: '',
      }),
    ).toEqual([]);
    const times = [1, 2, 3].map((n) => doc(String(n), 'a cada 12 horas', 'a cada 12 horas, às 8h e às 20h'));
    expect(
      findStyleSuggestions({ documents: times, answered: [], instructions: '' }).map((s) => s.id),
    ).toEqual(['receita:orientacoesGerais:horarios']);
  });
});
