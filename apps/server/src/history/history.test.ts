import { randomUUID } from 'node:crypto';
import { ERROR_MESSAGES, foldForSearch, HISTORY_EXCERPT_CHARS, type Species } from '@vetvoz/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { body, createTestApp, signUp, type TestApp } from '../../test/test-app.ts';
import { consultation, document } from '../db/schema/index.ts';

let app: TestApp;
let cookie: string;
let ownerId: string;

const NOTES =
  'Thor chegou com vômito há dois dias e hiporexia, mucosas normocoradas, TPC de dois segundos, ' +
  'vou prescrever maropitant e omeprazol e pedir um hemograma completo. Retorno em sete dias se não melhorar.';

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});
// A fresh vet per test: nobody else's consultations are in their history.
beforeEach(async () => {
  ({ cookie, ownerId } = await newVet());
});

async function newVet() {
  const { cookie } = await signUp(app);
  const me = await body(await app.request('/api/me', { cookie }));
  return { cookie, ownerId: me.user.id as string };
}

/** Through the API, as the consultation page does: a patient, then typed notes that make it ready. */
async function createWithNotes(patient: Record<string, unknown>, notes = NOTES, as = cookie) {
  const created = await app.request('/api/consultations', {
    method: 'POST',
    cookie: as,
    body: JSON.stringify({ patient: { species: 'cao', ...patient } }),
  });
  expect(created.status).toBe(201);
  const { id } = await body(created);
  const patched = await app.request(`/api/consultations/${id}/transcript`, {
    method: 'PATCH',
    cookie: as,
    body: JSON.stringify({ transcript: notes }),
  });
  expect(patched.status).toBe(200);
  return id as string;
}

/** Straight into the table: more consultations than the free quota, at chosen instants. */
async function seed(
  owner: string,
  rows: Array<{ name?: string; species?: Species; createdAt: Date; id?: string }>,
): Promise<string[]> {
  const inserted = await app.database.db
    .insert(consultation)
    .values(
      rows.map((row) => ({
        id: row.id ?? randomUUID(),
        ownerId: owner,
        patientName: row.name ?? 'Thor',
        patientNameFolded: foldForSearch(row.name ?? 'Thor'),
        species: row.species ?? 'cao',
        status: 'ready' as const,
        transcript: NOTES,
        transcriptTooShort: false,
        createdAt: row.createdAt,
      })),
    )
    .returning({ id: consultation.id });
  return inserted.map((row) => row.id);
}

async function list(query = '', as = cookie) {
  const response = await app.request(`/api/consultations${query ? `?${query}` : ''}`, { cookie: as });
  return { status: response.status, headers: response.headers, json: await body(response) };
}

async function names(query: string) {
  const { status, json } = await list(query);
  expect(status).toBe(200);
  return (json.items as Array<{ patient: { name: string } }>).map((item) => item.patient.name);
}

describe('GET /api/consultations (history)', () => {
  it('asks anonymous callers to sign in', async () => {
    const { status, json } = await list('', '');
    expect(status).toBe(401);
    expect(json).toEqual({ code: 'UNAUTHENTICATED', message: ERROR_MESSAGES.UNAUTHENTICATED });
  });

  it('lists the caller’s consultations newest first, with the animal and an excerpt of the redacted transcript', async () => {
    const first = await createWithNotes({
      name: 'Thor',
      breed: 'SRD',
      sex: 'macho',
      age: '8 anos',
      weightKg: 12.5,
      neutered: true,
    });
    const second = await createWithNotes(
      { name: 'Mimi', species: 'gato' },
      `Tutora ligou do 11 98765-4321 dizendo que a Mimi não come há um dia. ${NOTES}`,
    );
    const { status, headers, json } = await list();
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(json.nextCursor).toBeNull();
    expect(json.items.map((item: { id: string }) => item.id)).toEqual([second, first]);
    expect(json.items[1]).toEqual({
      id: first,
      patient: {
        name: 'Thor',
        species: 'cao',
        breed: 'SRD',
        sex: 'macho',
        age: '8 anos',
        weightKg: 12.5,
        neutered: true,
      },
      status: 'ready',
      transcriptTooShort: false,
      durationSeconds: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      excerpt: expect.stringMatching(/^Thor chegou com vômito há dois dias.*…$/),
      documentCount: 0,
    });
    expect(json.items[1].excerpt.length).toBeLessThanOrEqual(HISTORY_EXCERPT_CHARS + 1);
    expect(json.items[1]).not.toHaveProperty('transcript');
    // The excerpt comes from the stored, redacted text: the phone number never left the request.
    expect(json.items[0].excerpt).toContain('Tutora ligou do [TELEFONE]');
    expect(JSON.stringify(json)).not.toContain('98765');
  });

  it('shows a consultation still being recorded, with an empty excerpt', async () => {
    const response = await app.request('/api/consultations', {
      method: 'POST',
      cookie,
      body: JSON.stringify({ patient: { name: 'Bidu', species: 'cao' } }),
    });
    const { id } = await body(response);
    const { json } = await list();
    expect(json.items).toEqual([
      expect.objectContaining({ id, status: 'recording', excerpt: '', transcriptTooShort: true }),
    ]);
  });

  it('pages with a cursor through every consultation exactly once, ties on the same instant included', async () => {
    const base = Date.parse('2025-06-01T12:00:00.000Z');
    const rows = Array.from({ length: 47 }, (_, i) => ({
      name: `Animal ${i}`,
      // Groups of three share an instant: only the id tells them apart.
      createdAt: new Date(base + Math.floor(i / 3) * 60_000),
    }));
    const ids = await seed(ownerId, rows);
    const expected = rows
      .map((row, i) => ({ id: ids[i] as string, at: row.createdAt.getTime() }))
      .sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1))
      .map((row) => row.id);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const {
        status,
        json,
      }: { status: number; json: { items: { id: string }[]; nextCursor: string | null } } = await list(
        `limit=10${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(status).toBe(200);
      expect(json.items.length).toBeLessThanOrEqual(10);
      seen.push(...json.items.map((item) => item.id));
      cursor = json.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);
    expect(pages).toBe(5);
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(47);
  });

  it('gives 20 by default, at most 50, and no next page when the last page is exactly full', async () => {
    const base = Date.parse('2025-06-01T12:00:00.000Z');
    await seed(
      ownerId,
      Array.from({ length: 50 }, (_, i) => ({ createdAt: new Date(base + i * 1000) })),
    );
    const firstPage = await list();
    expect(firstPage.json.items).toHaveLength(20);
    expect(firstPage.json.nextCursor).toEqual(expect.any(String));
    const all = await list('limit=50');
    expect(all.json.items).toHaveLength(50);
    expect(all.json.nextCursor).toBeNull();
  });

  it('keeps going after the consultation a cursor points at was deleted', async () => {
    const base = Date.parse('2025-06-01T12:00:00.000Z');
    await seed(
      ownerId,
      Array.from({ length: 6 }, (_, i) => ({ name: `A${i}`, createdAt: new Date(base + i * 1000) })),
    );
    const first = await list('limit=3');
    expect(first.json.items.map((item: { patient: { name: string } }) => item.patient.name)).toEqual([
      'A5',
      'A4',
      'A3',
    ]);
    const deleted = await app.request(`/api/consultations/${first.json.items[2].id}`, {
      method: 'DELETE',
      cookie,
    });
    expect(deleted.status).toBe(204);
    expect(await names(`limit=3&cursor=${encodeURIComponent(first.json.nextCursor)}`)).toEqual([
      'A2',
      'A1',
      'A0',
    ]);
  });

  it('finds animals by name ignoring case and accents, part of the name included', async () => {
    const base = Date.parse('2025-06-01T12:00:00.000Z');
    await seed(ownerId, [
      { name: 'Pão de Mel', createdAt: new Date(base) },
      { name: 'PAÇOCA', createdAt: new Date(base + 1000) },
      { name: 'Ágata', createdAt: new Date(base + 2000) },
      { name: 'Thor', createdAt: new Date(base + 3000) },
      { name: 'Zoë 100%', createdAt: new Date(base + 4000) },
      // Typed on a keyboard that sends the accent as a separate combining mark.
      { name: 'Jose\u0301 (Zé)', createdAt: new Date(base + 5000) },
      { name: 'Dvořák', createdAt: new Date(base + 6000) },
    ]);
    expect(await names('q=pao')).toEqual(['Pão de Mel']);
    expect(await names(`q=${encodeURIComponent('PÃO DE')}`)).toEqual(['Pão de Mel']);
    expect(await names(`q=${encodeURIComponent('paç')}`)).toEqual(['PAÇOCA']);
    expect(await names('q=pa')).toEqual(['PAÇOCA', 'Pão de Mel']);
    expect(await names('q=AGATA')).toEqual(['Ágata']);
    expect(await names(`q=${encodeURIComponent('ágata')}`)).toEqual(['Ágata']);
    expect(await names(`q=${encodeURIComponent('  thor  ')}`)).toEqual(['Thor']);
    expect(await names('q=zoe')).toEqual(['Zoë 100%']);
    expect(await names('q=jose')).toEqual(['Jose\u0301 (Zé)']);
    expect(await names(`q=${encodeURIComponent('JOSÉ (ZE')}`)).toEqual(['Jose\u0301 (Zé)']);
    expect(await names('q=dvorak')).toEqual(['Dvořák']);
    // Pattern characters are plain characters in a search.
    expect(await names(`q=${encodeURIComponent('%')}`)).toEqual(['Zoë 100%']);
    expect(await names(`q=${encodeURIComponent('(')}`)).toEqual(['Jose\u0301 (Zé)']);
    expect(await names(`q=${encodeURIComponent('.*')}`)).toEqual([]);
    expect(await names(`q=${encodeURIComponent('[a')}`)).toEqual([]);
    expect(await names('q=_')).toEqual([]);
    expect(await names('q=rex')).toEqual([]);
    expect(await names('q=')).toHaveLength(7);
  });

  it('filters by species, and refuses one that does not exist', async () => {
    const base = Date.parse('2025-06-01T12:00:00.000Z');
    await seed(ownerId, [
      { name: 'Thor', species: 'cao', createdAt: new Date(base) },
      { name: 'Mimi', species: 'gato', createdAt: new Date(base + 1000) },
      { name: 'Estrela', species: 'equino', createdAt: new Date(base + 2000) },
      { name: 'Félix', species: 'gato', createdAt: new Date(base + 3000) },
    ]);
    expect(await names('species=gato')).toEqual(['Félix', 'Mimi']);
    expect(await names('species=gato&q=mimi')).toEqual(['Mimi']);
    expect(await names('species=equino')).toEqual(['Estrela']);
    expect(await names('species=')).toHaveLength(4);
    const { status, json } = await list('species=dragao');
    expect(status).toBe(400);
    expect(json).toEqual({ code: 'VALIDATION', message: 'Espécie inválida.', field: 'species' });
  });

  it('takes date ranges as whole days in São Paulo time, both ends included', async () => {
    await seed(ownerId, [
      // 9 March, 23:59:59.999 in São Paulo (UTC−3).
      { name: 'Véspera', createdAt: new Date('2025-03-10T02:59:59.999Z') },
      // 10 March, 00:00 in São Paulo.
      { name: 'Meia-noite', createdAt: new Date('2025-03-10T03:00:00.000Z') },
      // 10 March, 23:59:59.999 in São Paulo — already the 11th in UTC.
      { name: 'Fim do dia', createdAt: new Date('2025-03-11T02:59:59.999Z') },
      // 11 March, 00:00 in São Paulo.
      { name: 'Dia seguinte', createdAt: new Date('2025-03-11T03:00:00.000Z') },
    ]);
    expect(await names('from=2025-03-10&to=2025-03-10')).toEqual(['Fim do dia', 'Meia-noite']);
    expect(await names('from=2025-03-11')).toEqual(['Dia seguinte']);
    expect(await names('to=2025-03-09')).toEqual(['Véspera']);
    expect(await names('from=2025-03-09&to=2025-03-11')).toHaveLength(4);
    expect(await names('from=2025-03-12')).toEqual([]);
  });

  it('answers invalid filters with 400 and a message in Portuguese', async () => {
    const cases: Array<[string, string]> = [
      ['limit=51', 'Mostre no máximo 50 consultas por página.'],
      ['limit=0', 'Quantidade por página inválida.'],
      ['limit=dez', 'Quantidade por página inválida.'],
      ['from=2025-02-30', 'Data inicial inválida. Use o formato aaaa-mm-dd.'],
      ['to=10/03/2025', 'Data final inválida. Use o formato aaaa-mm-dd.'],
      ['from=2025-03-11&to=2025-03-10', 'A data inicial deve ser igual ou anterior à data final.'],
      [`q=${'a'.repeat(81)}`, 'A busca pode ter no máximo 80 caracteres.'],
      ['cursor=nao-e-um-cursor', 'Página inválida. Recarregue o histórico.'],
      [
        `cursor=${Buffer.from(JSON.stringify(['2025-01-01', 'x'])).toString('base64url')}`,
        'Página inválida. Recarregue o histórico.',
      ],
    ];
    for (const [query, message] of cases) {
      const { status, json } = await list(query);
      expect({ query, status, json: { code: json.code, message: json.message } }).toEqual({
        query,
        status: 400,
        json: { code: 'VALIDATION', message },
      });
    }
  });

  it('never shows another vet’s consultations, whatever the filters or cursor', async () => {
    const other = await newVet();
    const base = Date.parse('2025-06-01T12:00:00.000Z');
    await seed(other.ownerId, [
      { name: 'Rex', createdAt: new Date(base) },
      { name: 'Rex', createdAt: new Date(base + 1000) },
      { name: 'Rex', createdAt: new Date(base + 2000) },
    ]);
    await seed(ownerId, [{ name: 'Thor', createdAt: new Date(base + 500) }]);

    expect(await names('')).toEqual(['Thor']);
    expect(await names('q=rex')).toEqual([]);
    expect(await names('species=cao&from=2025-06-01&to=2025-06-01')).toEqual(['Thor']);
    // A cursor taken from the other vet's list only moves within the caller's own consultations.
    const theirs = await list('limit=1', other.cookie);
    expect(theirs.json.items.map((item: { patient: { name: string } }) => item.patient.name)).toEqual([
      'Rex',
    ]);
    expect(await names(`cursor=${encodeURIComponent(theirs.json.nextCursor)}`)).toEqual(['Thor']);
  });

  it('counts the documents ready to open, not those still generating or failed', async () => {
    const base = Date.parse('2025-06-01T12:00:00.000Z');
    const [withDocuments, without] = (await seed(ownerId, [
      { name: 'Thor', createdAt: new Date(base + 1000) },
      { name: 'Mimi', createdAt: new Date(base) },
    ])) as [string, string];
    await app.database.db.insert(document).values([
      { consultationId: withDocuments, type: 'anamnese', status: 'ready' },
      { consultationId: withDocuments, type: 'receita', status: 'ready' },
      { consultationId: withDocuments, type: 'diagnostico', status: 'generating' },
      { consultationId: withDocuments, type: 'orientacoes', status: 'failed' },
    ]);
    const { json } = await list();
    expect(
      json.items.map((item: { id: string; documentCount: number }) => [item.id, item.documentCount]),
    ).toEqual([
      [withDocuments, 2],
      [without, 0],
    ]);
  });

  it('leaves the consultation routes under the same path working', async () => {
    const id = await createWithNotes({ name: 'Thor' });
    const view = await app.request(`/api/consultations/${id}`, { cookie });
    expect(view.status).toBe(200);
    expect((await body(view)).transcript).toContain('maropitant');
    const { json } = await list();
    expect(json.items.map((item: { id: string }) => item.id)).toEqual([id]);
  });
});
