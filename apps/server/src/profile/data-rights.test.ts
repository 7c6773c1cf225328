import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { foldForSearch, SAMPLE_CONTENT } from '@vetvoz/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, signUp, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';
import {
  auditLog,
  consultation,
  document,
  job,
  session,
  transcriptSegment,
  usage,
  user,
  verification,
} from '../db/schema/index.ts';

let app: TestApp;
let dir: string;
beforeAll(async () => {
  // Fail, never skip: without poppler the PDF checks would prove nothing.
  execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
  dir = mkdtempSync(path.join(tmpdir(), 'vetvoz-export-'));
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

async function signUpWithId(overrides: Record<string, unknown> = {}) {
  const account = await signUp(app, { verified: false, ...overrides });
  const [row] = await app.database.db.select().from(user).where(eq(user.email, account.email));
  if (!row) throw new Error('user not found');
  return { ...account, id: row.id, cpf: row.cpf as string };
}

/**
 * A finished consultation of `ownerId` with two transcript segments, a ready receita (its drug carries the
 * marker, so the PDF can be checked), a failed anamnese, a counted usage row and a finished job.
 */
async function seedClinical(ownerId: string, marker: string) {
  const { db } = app.database;
  const consultationId = randomUUID();
  const transcript = `Animal com vômito há dois dias. ${marker} prescrevo ${marker}cilina.`;
  await db.insert(consultation).values({
    id: consultationId,
    ownerId,
    patientName: `Thor ${marker}`,
    patientNameFolded: foldForSearch(`Thor ${marker}`),
    species: 'cao',
    breed: 'Labrador Retriever',
    status: 'ready',
    transcript,
    transcriptTooShort: false,
    createdAt: new Date('2026-03-10T14:00:00Z'),
  });
  await db.insert(transcriptSegment).values([
    { consultationId, index: 0, status: 'done', text: 'Animal com vômito há dois dias.' },
    { consultationId, index: 1, status: 'done', text: `${marker} prescrevo ${marker}cilina.` },
  ]);
  const receita = structuredClone(SAMPLE_CONTENT.receita);
  const firstItem = receita.itens[0];
  if (!firstItem) throw new Error('sample receita without items');
  firstItem.farmaco = `${marker}cilina`;
  const [ready] = await db
    .insert(document)
    .values({ consultationId, type: 'receita', status: 'ready', content: receita, generatedContent: receita })
    .returning();
  await db
    .insert(document)
    .values({ consultationId, type: 'anamnese', status: 'failed', errorCode: 'TIMEOUT' });
  await db.insert(usage).values({ userId: ownerId, consultationId });
  await db.insert(job).values({
    type: 'document.generate',
    payload: { documentId: ready?.id, run: 1 },
    status: 'failed',
    lastError: 'falhou',
  });
  return { consultationId, documentId: ready?.id as string };
}

async function download(cookie: string) {
  const response = await app.request('/api/profile/export', { cookie });
  return { response, files: response.ok ? unzipSync(new Uint8Array(await response.arrayBuffer())) : {} };
}

const json = (files: Record<string, Uint8Array>, name: string) => {
  const file = files[name];
  if (!file) throw new Error(`${name} missing from the export: ${Object.keys(files).join(', ')}`);
  return JSON.parse(strFromU8(file));
};

describe('LGPD export', () => {
  it('zips everything of the caller — profile, sessions, consultations, transcripts, documents with PDFs, usage — and nothing of another vet', async () => {
    const vetA = await signUpWithId({ plan: 'anual' });
    const vetB = await signUpWithId();
    const seeded = await seedClinical(vetA.id, 'MARCAA');
    await seedClinical(vetB.id, 'MARCBB');
    await app.database.db.insert(auditLog).values({ actorId: vetA.id, action: 'perfil.teste', target: 'x' });

    const { response, files } = await download(vetA.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="vetvoz-meus-dados-\d{4}-\d{2}-\d{2}\.zip"$/,
    );

    const names = Object.keys(files).sort();
    expect(names).toContain('README.txt');
    const readme = strFromU8(files['README.txt'] as Uint8Array);
    expect(readme).toContain('perfil.json');
    expect(readme).toContain('responsável');
    expect(readme).toContain('não guarda');

    expect(json(files, 'perfil.json')).toMatchObject({
      email: vetA.email,
      cpf: vetA.cpf,
      planIntent: 'anual',
    });
    const sessions = json(files, 'sessoes.json');
    expect(sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(sessions)).not.toMatch(/token/i);
    const sessionRows = await app.database.db.select().from(session).where(eq(session.userId, vetA.id));
    for (const row of sessionRows)
      expect(strFromU8(files['sessoes.json'] as Uint8Array)).not.toContain(row.token);
    expect(json(files, 'acoes-registradas.json')).toEqual([
      expect.objectContaining({ action: 'perfil.teste', target: 'x' }),
    ]);
    expect(json(files, 'uso.json')).toEqual([
      expect.objectContaining({ consultationId: seeded.consultationId, countedAt: expect.any(String) }),
    ]);

    const folder = names.find((name) => name.endsWith('/consulta.json'))?.replace(/consulta\.json$/, '');
    expect(folder).toMatch(/^consultas\/2026-03-10-thor-marcaa-[0-9a-f]{8}\/$/);
    const exported = json(files, `${folder}consulta.json`);
    expect(exported).toMatchObject({
      id: seeded.consultationId,
      patient: { name: 'Thor MARCAA', species: 'cao', breed: 'Labrador Retriever' },
      transcript: expect.stringContaining('MARCAAcilina'),
      segments: [
        { index: 0, text: 'Animal com vômito há dois dias.' },
        { index: 1, text: 'MARCAA prescrevo MARCAAcilina.' },
      ],
    });
    expect(json(files, `${folder}receita.json`)).toMatchObject({
      id: seeded.documentId,
      type: 'receita',
      status: 'ready',
      content: { itens: expect.arrayContaining([expect.objectContaining({ farmaco: 'MARCAAcilina' })]) },
      generatedContent: {
        itens: expect.arrayContaining([expect.objectContaining({ farmaco: 'MARCAAcilina' })]),
      },
      createdAt: expect.any(String),
    });
    expect(json(files, `${folder}anamnese.json`)).toMatchObject({ status: 'failed', content: null });
    // Only ready documents have a PDF.
    expect(names.filter((name) => name.endsWith('.pdf'))).toEqual([`${folder}receita.pdf`]);
    const pdf = files[`${folder}receita.pdf`] as Uint8Array;
    expect(strFromU8(pdf.subarray(0, 5))).toBe('%PDF-');
    const pdfFile = path.join(dir, 'receita.pdf');
    writeFileSync(pdfFile, pdf);
    const text = execFileSync('pdftotext', ['-raw', pdfFile, '-'], { encoding: 'utf8' });
    expect(text).toContain('Thor MARCAA');
    expect(text).toContain('MARCAAcilina');
    expect(text).toContain('Helena Prado');

    // Nothing of vet B, in any file.
    for (const name of names) {
      if (name.endsWith('.pdf')) continue;
      const content = strFromU8(files[name] as Uint8Array);
      expect(content).not.toContain('MARCBB');
      expect(content).not.toContain(vetB.email);
      expect(content).not.toContain(vetB.id);
    }
  });

  it('still exports when the vet’s CRMV is incomplete, saying why the PDFs are missing', async () => {
    const vet = await signUpWithId();
    await app.database.db.update(user).set({ crmv: null }).where(eq(user.id, vet.id));
    await seedClinical(vet.id, 'MARCCC');
    const { response, files } = await download(vet.cookie);
    expect(response.status).toBe(200);
    expect(Object.keys(files).filter((name) => name.endsWith('.pdf'))).toEqual([]);
    expect(Object.keys(files).some((name) => name.endsWith('/receita.json'))).toBe(true);
    expect(strFromU8(files['README.txt'] as Uint8Array)).toContain('CRMV');
  });

  it('is refused to visitors and limited per user, in Portuguese', async () => {
    expect((await app.request('/api/profile/export')).status).toBe(401);
    const vet = await signUpWithId();
    const other = await signUpWithId();
    let last: Response | undefined;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      last = (await download(vet.cookie)).response;
      if (last.status !== 200) break;
    }
    expect(last?.status).toBe(429);
    expect(await body(last as Response)).toEqual({
      code: 'RATE_LIMITED',
      message: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
    });
    // Another vet's limit is their own.
    expect((await download(other.cookie)).response.status).toBe(200);
  });
});

/** Every row of every table of the public schema whose text contains `needle`. */
async function rowsMentioning(needle: string): Promise<string[]> {
  const tables = await app.database.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const names = (Array.isArray(tables) ? tables : (tables as { rows: { table_name: string }[] }).rows).map(
    (row) => row.table_name,
  );
  const found: string[] = [];
  for (const name of names) {
    const result = await app.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(name)} as t where t::text ilike ${`%${needle}%`}`,
    );
    const rows = Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows;
    if (Number(rows[0]?.n) > 0) found.push(name);
  }
  return found;
}

describe('account deletion', () => {
  it('erases the clinical text, the account and what points to it; keeps usage and audit rows anonymous', async () => {
    const vet = await signUpWithId();
    const other = await signUpWithId();
    const seeded = await seedClinical(vet.id, 'MARCDD');
    await seedClinical(other.id, 'MARCEE');
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a9d8f' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('photo', new File([new Uint8Array(photo)], 'eu.png', { type: 'image/png' }));
    await app.request('/api/profile/photo', { method: 'PUT', cookie: vet.cookie, body: form });
    const photoFile = path.join(app.config.dataDir, 'uploads', 'profile_images', vet.id);
    expect(existsSync(photoFile)).toBe(true);
    // A password reset asked and not used, and an admin action about this account.
    await app.database.db.insert(verification).values({
      id: randomUUID(),
      identifier: `reset-password:${randomUUID()}`,
      value: vet.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const auditRows = await app.database.db
      .insert(auditLog)
      .values([
        { actorId: vet.id, action: 'perfil.teste', target: seeded.consultationId },
        { actorId: other.id, action: 'admin.usuario', target: vet.id, details: { email: vet.email } },
      ])
      .returning({ id: auditLog.id });

    // The export the dialog offers, taken first (its rate-limit counter names the account).
    expect((await download(vet.cookie)).response.status).toBe(200);

    const deleted = await app.request('/api/auth/delete-user', {
      method: 'POST',
      cookie: vet.cookie,
      body: JSON.stringify({ password: TEST_PASSWORD }),
    });
    expect(deleted.status).toBe(200);

    for (const needle of ['MARCDD', vet.id, vet.email, vet.cpf, seeded.consultationId, seeded.documentId]) {
      expect({ needle, tables: await rowsMentioning(needle) }).toEqual({ needle, tables: [] });
    }
    expect(existsSync(photoFile)).toBe(false);
    // Quota and billing integrity: the counted consultation stays counted, by nobody.
    const anonymous = await app.database.db.select().from(usage).where(sql`${usage.userId} is null`);
    expect(anonymous).toHaveLength(1);
    expect(anonymous[0]?.consultationId).toBeNull();
    // Audit rows stay, without the deleted vet.
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(
        inArray(
          auditLog.id,
          auditRows.map((row) => row.id),
        ),
      )
      .orderBy(auditLog.id);
    expect(audit).toMatchObject([
      { actorId: null, action: 'perfil.teste', target: 'conta-excluida' },
      { actorId: other.id, action: 'admin.usuario', target: 'conta-excluida', details: null },
    ]);
    // The other vet keeps everything.
    expect(await rowsMentioning('MARCEE')).toEqual(expect.arrayContaining(['consultation', 'document']));
    expect((await body(await app.request('/api/profile', { cookie: other.cookie }))).email).toBe(other.email);
  });
});
