import { addDaysToDay, dayInSaoPaulo } from '@vetvoz/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeOpenAi } from '../../../../e2e/fixtures/fake-openai.ts';
import { closeGeneratingApp, startGeneratingApp } from '../../test/support/generating-app.ts';
import { body, signUp, type TestApp } from '../../test/test-app.ts';
import { groundedModelFollowUps } from '../consultations/follow-ups-model.ts';
import { followUp } from '../db/schema/index.ts';

let fake: FakeOpenAi;
let app: TestApp;
const today = dayInSaoPaulo(new Date());

beforeAll(async () => {
  ({ app, fake } = await startGeneratingApp(
    // The anonymiser's model pass would take the scripted answers meant for the follow-ups.
    { ANONYMISER_MODEL_PASS: 'off' },
    { jobPollMs: 50 },
  ));
});
afterAll(() => closeGeneratingApp({ app, fake }));

const send = (url: string, method: string, payload: unknown, cookie: string) =>
  app.request(url, { method, cookie, body: JSON.stringify(payload) });

async function consultationWith(transcript: string, cookie: string, name = 'Thor') {
  const created = await send('/api/consultations', 'POST', { patient: { name, species: 'cao' } }, cookie);
  const { id } = await body(created);
  await writeTranscript(id, transcript, cookie);
  return id as string;
}

/** Edits the transcript and waits for the follow-ups' job to have run after it. */
async function writeTranscript(id: string, transcript: string, cookie: string) {
  const before = JSON.stringify(await rowsOf(id));
  const edited = await send(`/api/consultations/${id}/transcript`, 'PATCH', { transcript }, cookie);
  expect(edited.status).toBe(200);
  for (let i = 0; i < 100; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (JSON.stringify(await rowsOf(id)) !== before) return;
  }
}

const rowsOf = (id: string) => app.database.db.select().from(followUp).where(eq(followUp.consultationId, id));

async function listed(id: string, cookie: string) {
  const answer = await app.request(`/api/consultations/${id}/follow-ups`, { cookie });
  expect(answer.status).toBe(200);
  return (await body(answer)).followUps as { id: string; kind: string; dueDate: string; source: string }[];
}

describe('follow-ups of a consultation', { timeout: 60_000 }, () => {
  it('are found when the transcript is settled, with dates from the consultation day and their words', async () => {
    const { cookie } = await signUp(app);
    const id = await consultationWith(
      'Thor com otite há 15 dias. Limpeza diária por 7 dias. Retorno em uma semana. Repetir a citologia em 15 dias.',
      cookie,
    );
    const followUps = await listed(id, cookie);
    expect(followUps.map((item) => [item.kind, item.dueDate, item.source])).toEqual([
      ['retorno', addDaysToDay(today, 7), 'regras'],
      ['exame', addDaysToDay(today, 15), 'regras'],
    ]);
    expect(followUps[1]).toMatchObject({
      description: 'Repetir a citologia',
      evidence: 'Repetir a citologia em 15 dias',
    });
  });

  it("keeps the vet's corrections and additions when the transcript is edited, and recomputes the rest", async () => {
    const { cookie } = await signUp(app);
    const id = await consultationWith('Retorno em uma semana. Repetir o hemograma em 15 dias.', cookie);
    const [retorno, exame] = await listed(id, cookie);
    const corrected = await send(
      `/api/follow-ups/${exame?.id}`,
      'PATCH',
      { kind: 'exame', description: 'Hemograma e bioquímico', dueDate: addDaysToDay(today, 20) },
      cookie,
    );
    expect(corrected.status).toBe(200);
    expect((await body(corrected)).source).toBe('veterinario');
    const added = await send(
      `/api/consultations/${id}/follow-ups`,
      'POST',
      { kind: 'vacina', description: 'V10, segunda dose', dueDate: addDaysToDay(today, 21) },
      cookie,
    );
    expect(added.status).toBe(201);
    await writeTranscript(id, 'Retorno em dez dias. Repetir o hemograma em 15 dias.', cookie);
    const after = await listed(id, cookie);
    expect(after.map((item) => [item.kind, item.dueDate, item.source])).toEqual([
      ['retorno', addDaysToDay(today, 10), 'regras'],
      ['exame', addDaysToDay(today, 15), 'regras'],
      ['exame', addDaysToDay(today, 20), 'veterinario'],
      ['vacina', addDaysToDay(today, 21), 'veterinario'],
    ]);
    expect(after.some((item) => item.id === retorno?.id)).toBe(false);
    const removed = await app.request(`/api/follow-ups/${after[3]?.id}`, { method: 'DELETE', cookie });
    expect(removed.status).toBe(204);
    expect(await listed(id, cookie)).toHaveLength(3);
  });

  it('refuses bad input in pt-BR, and another vet gets 404', async () => {
    const { cookie } = await signUp(app);
    const other = await signUp(app);
    const id = await consultationWith('Retorno em uma semana.', cookie);
    const bad = await send(
      `/api/consultations/${id}/follow-ups`,
      'POST',
      { kind: 'retorno', description: 'x', dueDate: '2026-02-30' },
      cookie,
    );
    expect(bad.status).toBe(400);
    expect((await body(bad)).message).toMatch(/Data inválida/);
    const [item] = await listed(id, cookie);
    const stranger = await send(
      `/api/follow-ups/${item?.id}`,
      'PATCH',
      { kind: 'retorno', description: 'Retorno', dueDate: today },
      other.cookie,
    );
    expect(stranger.status).toBe(404);
    expect((await app.request(`/api/consultations/${id}/follow-ups`, { cookie: other.cookie })).status).toBe(
      404,
    );
  });

  it('lists "Retornos da semana": the next seven days of the consultations the vet may see', async () => {
    const { cookie } = await signUp(app);
    const other = await signUp(app);
    await consultationWith('Retorno em três dias.', cookie, 'Mel');
    await consultationWith('Retorno em 20 dias.', cookie, 'Bidu');
    await consultationWith('Retorno amanhã.', other.cookie, 'Rex');
    const answer = await app.request('/api/follow-ups/week', { cookie });
    expect(answer.status).toBe(200);
    const week = await body(answer);
    expect(week.from).toBe(today);
    expect(week.to).toBe(addDaysToDay(today, 7));
    expect(
      week.followUps.map((item: { patientName: string; dueDate: string }) => [
        item.patientName,
        item.dueDate,
      ]),
    ).toEqual([['Mel', addDaysToDay(today, 3)]]);
  });

  it('asks the model only for a return without a date, and keeps only what the transcript grounds', async () => {
    const { cookie } = await signUp(app);
    fake.injectFaults({
      content: JSON.stringify({
        acompanhamentos: [
          {
            tipo: 'retorno',
            descricao: 'Retorno ao fim do antibiótico',
            prazoDias: 10,
            trecho: 'Retorno quando terminar o antibiótico',
          },
          {
            tipo: 'exame',
            descricao: 'Repetir o hemograma',
            prazoDias: 30,
            trecho: 'Repetir o hemograma em 30 dias',
          },
          {
            tipo: 'vacina',
            descricao: 'Próxima dose',
            prazoDias: 21,
            trecho: 'Retorno quando terminar o antibiótico',
          },
        ],
      }),
    });
    const id = await consultationWith(
      'Amoxicilina por 10 dias, de 12 em 12 horas. Retorno quando terminar o antibiótico.',
      cookie,
    );
    const followUps = await listed(id, cookie);
    expect(followUps.map((item) => [item.kind, item.dueDate, item.source])).toEqual([
      ['retorno', addDaysToDay(today, 10), 'modelo'],
    ]);
  });
});

describe('the grounding of the model answer', () => {
  const transcript = 'Meloxicam por 5 dias. Retorno depois do tratamento.';
  it('drops a quote not in the transcript, an invented number, a drug not said, and a missing date', () => {
    const kept = groundedModelFollowUps(
      {
        acompanhamentos: [
          {
            tipo: 'retorno',
            descricao: 'Retorno após o tratamento',
            prazoDias: 5,
            trecho: 'Retorno depois do tratamento',
          },
          { tipo: 'retorno', descricao: 'Retorno', prazoDias: 7, trecho: 'Retorno depois do tratamento' },
          { tipo: 'medicacao', descricao: 'Repetir dipirona', prazoDias: 5, trecho: 'Meloxicam por 5 dias' },
          { tipo: 'retorno', descricao: 'Retorno', prazoDias: 5, trecho: 'retorno na sexta' },
          { tipo: 'retorno', descricao: 'Retorno', prazoDias: null, trecho: 'Retorno depois do tratamento' },
        ],
      },
      transcript,
      '2026-11-26',
    );
    expect(kept).toEqual([
      {
        kind: 'retorno',
        description: 'Retorno após o tratamento',
        dueDate: '2026-12-01',
        evidence: 'Retorno depois do tratamento',
      },
    ]);
  });
});
