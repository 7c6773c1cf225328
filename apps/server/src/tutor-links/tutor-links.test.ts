import {
  newTutorLinkToken,
  openTutorPack,
  sealTutorPack,
  TUTOR_LINK_GONE_TITLE,
  type TutorPackContent,
} from '@vetvoz/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../../../../e2e/fixtures/fake-openai.ts';
import { capturedLogger } from '../../test/support/captured-log.ts';
import { body, confirmEmail, createTestApp, signUp, type TestApp, uniqueEmail } from '../../test/test-app.ts';
import { document, tutorLink } from '../db/schema/index.ts';
import { applyRetention } from '../retention/retention.ts';
import { readTutorPack } from './read-tutor-pack.ts';

let fake: FakeOpenAi;
let app: TestApp;
const logged = capturedLogger();

const TRANSCRIPT =
  'Thor, cão SRD de oito anos, chegou com vômito há dois dias e hiporexia. Mucosas normocoradas, TPC de ' +
  'dois segundos, temperatura de 39,2 graus. Vou prescrever maropitant 1 mg/kg por via subcutânea uma vez ' +
  'ao dia por 3 dias e omeprazol, e pedir um hemograma completo. Retorno em sete dias.';
/** What the vet types for the responsável: none of it may be readable on the server afterwards. */
const RESPONSAVEL = {
  responsavelNome: 'Marcolina Teixeira Quaresma',
  responsavelCpf: '529.982.247-25',
  responsavelEndereco: 'Travessa dos Girassóis Azuis, 417 — Itapecerica/SP',
};
const SECRETS = ['Marcolina', 'Quaresma', 'Girassóis', '52998224725', '529.982.247-25', 'tutora.quaresma'];

beforeAll(async () => {
  fake = await startFakeOpenAi();
  app = await createTestApp(
    {
      AI_TEXT_PROVIDER: 'openai-compatible',
      AI_TEXT_BASE_URL: fake.baseUrl,
      AI_TEXT_API_KEY: 'sk-teste',
      AI_TEXT_MODEL: 'modelo-de-teste',
      TUTOR_LINK_DAYS: '7',
    },
    {
      generationPolicy: { maxRetries: 1, totalTimeoutMs: 10_000, idleTimeoutMs: 5000 },
      jobPollMs: 100,
      log: logged.log,
    },
  );
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

const post = (url: string, payload: unknown, cookie: string) =>
  app.request(url, { method: 'POST', cookie, body: JSON.stringify(payload) });

async function vetWithDocuments(types: string[]) {
  const email = uniqueEmail('camila');
  const { cookie } = await signUp(app, { email, firstName: 'Camila', lastName: 'Rodrigues' });
  const created = await post('/api/consultations', { patient: { name: 'Thor', species: 'cao' } }, cookie);
  const { id } = await body(created);
  await app.request(`/api/consultations/${id}/transcript`, {
    method: 'PATCH',
    cookie,
    body: JSON.stringify({ transcript: TRANSCRIPT }),
  });
  await post(`/api/consultations/${id}/documents`, { types }, cookie);
  let rows: (typeof document.$inferSelect)[] = [];
  for (let i = 0; i < 200; i++) {
    rows = await app.database.db.select().from(document).where(eq(document.consultationId, id));
    if (rows.length === types.length && rows.every((row) => row.status === 'ready')) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { email, cookie, consultationId: id as string, documents: rows };
}

/** What the vet's browser does: issue each document with the responsável's details, seal, upload. */
async function sendPack(vet: Awaited<ReturnType<typeof vetWithDocuments>>) {
  const issue = { issue: RESPONSAVEL, place: 'Itapecerica/SP' };
  const documents = [];
  for (const record of vet.documents) {
    const pdf = await post(`/api/documents/${record.id}/pdf`, issue, vet.cookie);
    const text = await body(await post(`/api/documents/${record.id}/text`, issue, vet.cookie));
    documents.push({
      type: record.type,
      label: record.type,
      text: text.text as string,
      fileName: text.fileName as string,
      pdf: Buffer.from(await pdf.arrayBuffer()).toString('base64'),
    });
  }
  const content: TutorPackContent = {
    v: 1,
    patientName: 'Thor',
    vetName: 'Camila Rodrigues',
    crmv: '12345/SP',
    clinic: null,
    documents,
  };
  const token = newTutorLinkToken();
  const sealed = await sealTutorPack(content, token);
  const created = await post(
    `/api/consultations/${vet.consultationId}/tutor-links`,
    { token, documentIds: vet.documents.map((row) => row.id), iv: sealed.iv, ciphertext: sealed.ciphertext },
    vet.cookie,
  );
  return { created, token, key: sealed.key, content };
}

/** Every row of every table, as text. */
async function databaseDump(): Promise<string> {
  const result = await app.database.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public'`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { table_name: string }[] }).rows) as {
    table_name: string;
  }[];
  const tables = rows.map((row) => row.table_name);
  const parts: string[] = [];
  for (const table of tables) {
    const all = await app.database.db.execute(sql.raw(`select * from "${table}"`));
    parts.push(JSON.stringify(all, (_key, value) => (typeof value === 'bigint' ? String(value) : value)));
  }
  return parts.join('\n');
}

describe('the tutor link', { timeout: 60_000 }, () => {
  it('stores only ciphertext: the page opens it with the key, and nothing of the responsável is readable', async () => {
    const vet = await vetWithDocuments(['receita', 'orientacoes']);
    await confirmEmail(app, vet.email, vet.cookie);
    const { created, token, key, content } = await sendPack(vet);
    expect(created.status).toBe(201);
    const link = await body(created);
    expect(link.url).toBe(`http://localhost:3000/t/${token}`);
    expect(link.documentTypes.sort()).toEqual(['orientacoes', 'receita']);
    const days = (Date.parse(link.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);

    // The e-mail carries the short message and the link (key included), and the server keeps neither.
    const mailed = await post(
      `/api/consultations/${vet.consultationId}/documents/email`,
      { to: 'tutora.quaresma@example.com', issue: RESPONSAVEL, tutorLink: `${link.url}#${key}` },
      vet.cookie,
    );
    expect(mailed.status).toBe(200);
    const mail = app.sentMail.at(-1);
    expect(mail?.text).toContain(`${link.url}#${key}`);
    expect(mail?.text.length).toBeLessThan(1000);

    const page = await app.request(`/t/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    const html = await page.text();
    expect(html).toContain('noindex');
    const pack = await app.request(`/api/tutor-packs/${token}`);
    expect(pack.status).toBe(200);
    expect(pack.headers.get('cache-control')).toBe('private, no-store');
    const opened = await openTutorPack(await body(pack), key, token);
    expect(opened).toEqual(content);
    expect(opened.documents[0]?.text).toContain('Marcolina Teixeira Quaresma');
    const pdf = Buffer.from(opened.documents[0]?.pdf ?? '', 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const dump = await databaseDump();
    const log = logged.text();
    for (const secret of [...SECRETS, key]) {
      expect(dump, secret).not.toContain(secret);
      expect(log, secret).not.toContain(secret);
    }
  });

  it('expires: the page and the pack answer 410, and the retention pass erases the ciphertext', async () => {
    const vet = await vetWithDocuments(['receita']);
    const { token } = await sendPack(vet);
    await expect(readTutorPack({ db: app.database.db, token })).resolves.toBeTruthy();
    const later = new Date(Date.now() + 8 * 86_400_000);
    await expect(readTutorPack({ db: app.database.db, token, now: later })).rejects.toMatchObject({
      code: 'LINK_GONE',
    });
    await app.database.db
      .update(tutorLink)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tutorLink.token, token));
    const page = await app.request(`/t/${token}`);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain(TUTOR_LINK_GONE_TITLE);
    const pack = await app.request(`/api/tutor-packs/${token}`);
    expect(pack.status).toBe(410);
    expect((await body(pack)).code).toBe('LINK_GONE');
    const listed = await body(
      await app.request(`/api/consultations/${vet.consultationId}/tutor-links`, { cookie: vet.cookie }),
    );
    expect(listed.links[0].status).toBe('expired');
    expect((await applyRetention({ db: app.database.db })).tutorPacks).toBeGreaterThanOrEqual(1);
    const [row] = await app.database.db.select().from(tutorLink).where(eq(tutorLink.token, token));
    expect(row?.ciphertext).toBeNull();
  });

  it('is revoked by its author only, and answers 410 from then on with the ciphertext erased', async () => {
    const vet = await vetWithDocuments(['receita']);
    const other = await signUp(app, { email: uniqueEmail('outra') });
    const { created, token } = await sendPack(vet);
    const link = await body(created);
    const stranger = await post(`/api/tutor-links/${link.id}/revoke`, {}, other.cookie);
    expect(stranger.status).toBe(404);
    expect((await app.request(`/t/${token}`)).status).toBe(200);
    const revoked = await post(`/api/tutor-links/${link.id}/revoke`, {}, vet.cookie);
    expect(revoked.status).toBe(200);
    expect((await body(revoked)).status).toBe('revoked');
    expect((await app.request(`/t/${token}`)).status).toBe(410);
    expect((await app.request(`/api/tutor-packs/${token}`)).status).toBe(410);
    const [row] = await app.database.db.select().from(tutorLink).where(eq(tutorLink.token, token));
    expect(row?.ciphertext).toBeNull();
  });

  it('answers tampered, truncated and deleted links with the gone page, never a 500', async () => {
    const vet = await vetWithDocuments(['receita']);
    const { token } = await sendPack(vet);
    for (const path of [
      `/t/${token.slice(0, -1)}`,
      `/t/${token}x`,
      `/t/${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      '/t/',
      '/t/%00%ff',
      `/t/${token}/mais`,
      `/api/tutor-packs/${'x'.repeat(80)}`,
      '/api/tutor-packs/%E0%A4%A',
    ]) {
      const answer = await app.request(path);
      expect([404, 410], path).toContain(answer.status);
    }
    const wrongToken = await post(
      `/api/consultations/${vet.consultationId}/tutor-links`,
      { token, documentIds: [vet.documents[0]?.id], iv: 'A'.repeat(16), ciphertext: 'AAAA' },
      vet.cookie,
    );
    expect(wrongToken.status).toBe(409);
    const deleted = await app.request(`/api/consultations/${vet.consultationId}`, {
      method: 'DELETE',
      cookie: vet.cookie,
    });
    expect(deleted.status).toBeLessThan(300);
    expect((await app.request(`/t/${token}`)).status).toBe(410);
  });

  it('is limited per client address on the public pages', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++) statuses.push((await app.request(`/t/${newTutorLinkToken()}`)).status);
    expect(statuses.slice(0, 100).every((status) => status === 410)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
