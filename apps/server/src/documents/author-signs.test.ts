import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ONLY_THE_AUTHOR_ISSUES_MESSAGE, SAMPLE_CONTENT } from '@vetvoz/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, signUp, type TestApp } from '../../test/test-app.ts';
import { addMember, createUnitAs, send, type Vet } from '../business-units/test-support.ts';
import { document } from '../db/schema/index.ts';

/**
 * A document is signed by the vet who recorded the consultation. A clinic owner who opens a member's unit
 * consultation reads it; they never become its signatory (their name and CRMV on the receita), and they
 * neither edit, generate nor send it. They may keep a copy for the prontuário, signed by the author.
 */

let app: TestApp;
let owner: Vet;
let author: Vet;
let dir: string;
let consultationId: string;
let receitaId: string;

async function vet(firstName: string, lastName: string, crmv: string): Promise<Vet> {
  const { cookie, email } = await signUp(app, { firstName, lastName, crmv });
  const me = await body(await app.request('/api/me', { cookie }));
  return { cookie, email, id: me.user.id };
}

function textOf(pdf: ArrayBuffer): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, Buffer.from(pdf));
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

const ISSUE = {
  issue: { responsavelNome: 'Joana Tutora', responsavelEndereco: 'Rua A, 1' },
  place: 'Santos/SP',
};

beforeAll(async () => {
  execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
  dir = mkdtempSync(join(tmpdir(), 'vetvoz-author-'));
  app = await createTestApp();
  owner = await vet('Otávio', 'Dono', '11111/RJ');
  author = await vet('Beatriz', 'Autora', '22222/MG');
  const unitId = await createUnitAs(app, owner, 'Clínica do Otávio');
  await addMember(app, unitId, owner, author, 'member');
  const created = await send(app, 'POST', '/api/consultations', author.cookie, {
    patient: { name: 'Pipoca', species: 'cao' },
    businessUnitId: unitId,
  });
  consultationId = (await body(created)).id;
  const typed = await send(app, 'PATCH', `/api/consultations/${consultationId}/transcript`, author.cookie, {
    transcript: 'Pipoca, cadela de três anos, com otite. Prescrevo meloxicam e limpeza do ouvido.',
  });
  expect(typed.status).toBe(200);
  const [row] = await app.database.db
    .insert(document)
    .values({
      consultationId,
      type: 'receita',
      status: 'ready',
      content: SAMPLE_CONTENT.receita,
      generatedContent: SAMPLE_CONTENT.receita,
    })
    .returning();
  receitaId = row?.id ?? '';
}, 60_000);
afterAll(async () => {
  await app?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the author signs', () => {
  it('prints the author’s name and CRMV when the author issues', async () => {
    const response = await send(app, 'POST', `/api/documents/${receitaId}/pdf`, author.cookie, ISSUE);
    expect(response.status).toBe(200);
    const text = textOf(await response.arrayBuffer());
    expect(text).toContain('Beatriz Autora');
    expect(text).toContain('CRMV-MG nº 22222');
    expect(text).toContain('Joana Tutora');
    expect(text).not.toContain('Otávio');
  });

  it('never makes the clinic owner the signatory of a member’s receita: their copy carries the author', async () => {
    const response = await send(app, 'POST', `/api/documents/${receitaId}/pdf`, owner.cookie, ISSUE);
    expect(response.status).toBe(200);
    const text = textOf(await response.arrayBuffer());
    expect(text).toContain('Beatriz Autora');
    expect(text).toContain('CRMV-MG nº 22222');
    expect(text).not.toContain('CRMV-RJ');
    // A copy for the prontuário, not a new issue to a responsável: nothing typed by the reader is printed.
    expect(text).not.toContain('Joana Tutora');
    expect(text).not.toContain('Santos/SP');
    expect(text).toMatch(/Cópia para o prontuário/);
    expect(text).toContain('Otávio Dono');
  });

  it('refuses the owner sending, copying for sending, editing, restoring and generating', async () => {
    const refusals = [
      await send(app, 'POST', `/api/documents/${receitaId}/text`, owner.cookie, ISSUE),
      await send(app, 'POST', `/api/documents/${receitaId}/email`, owner.cookie, {
        ...ISSUE,
        to: 'tutora@example.com',
      }),
      await send(app, 'POST', `/api/consultations/${consultationId}/documents/email`, owner.cookie, {
        ...ISSUE,
        to: 'tutora@example.com',
      }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(403);
      expect((await body(refused)).message).toBe(ONLY_THE_AUTHOR_ISSUES_MESSAGE);
    }
    const writes = [
      await send(app, 'PATCH', `/api/documents/${receitaId}`, owner.cookie, {
        content: SAMPLE_CONTENT.receita,
      }),
      await send(app, 'POST', `/api/documents/${receitaId}/restore`, owner.cookie),
      await send(app, 'POST', `/api/documents/${receitaId}/retry`, owner.cookie),
      await send(app, 'POST', `/api/consultations/${consultationId}/documents`, owner.cookie, {
        types: ['receita'],
      }),
    ];
    for (const refused of writes) expect(refused.status).toBe(404);
  });

  it('tells the reader whose consultation it is and that it is read-only; the author may write', async () => {
    const asOwner = await body(await send(app, 'GET', `/api/consultations/${consultationId}`, owner.cookie));
    expect(asOwner).toMatchObject({ readOnly: true, authorName: 'Beatriz Autora' });
    const asAuthor = await body(
      await send(app, 'GET', `/api/consultations/${consultationId}`, author.cookie),
    );
    expect(asAuthor).toMatchObject({ readOnly: false, authorName: 'Beatriz Autora' });
  });
});
