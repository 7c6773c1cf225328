import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeOpenAi } from '../../../../e2e/fixtures/fake-openai.ts';
import { closeGeneratingApp, startGeneratingApp } from '../../test/support/generating-app.ts';
import { body, signUp, type TestApp, uniqueEmail } from '../../test/test-app.ts';
import { document, documentIssue } from '../db/schema/index.ts';

let fake: FakeOpenAi;
let app: TestApp;

const TRANSCRIPT =
  'Thor, cão SRD de oito anos, chegou com vômito há dois dias e hiporexia. Mucosas normocoradas, TPC de ' +
  'dois segundos, temperatura de 39,2 graus. Vou prescrever maropitant 1 mg/kg por via subcutânea uma vez ' +
  'ao dia por 3 dias e omeprazol, e pedir um hemograma completo. Retorno em sete dias.';
const ISSUE = {
  issue: { responsavelNome: 'Marcolina Teixeira Quaresma', responsavelEndereco: 'Rua das Acácias, 12' },
};

beforeAll(async () => {
  ({ app, fake } = await startGeneratingApp());
});
afterAll(() => closeGeneratingApp({ app, fake }));

const post = (url: string, payload: unknown, cookie: string) =>
  app.request(url, { method: 'POST', cookie, body: JSON.stringify(payload) });

async function vetWithReceita() {
  const { cookie } = await signUp(app, {
    email: uniqueEmail('camila'),
    firstName: 'Camila',
    lastName: 'Rodrigues',
  });
  const { id } = await body(
    await post('/api/consultations', { patient: { name: 'Thor', species: 'cao' } }, cookie),
  );
  await app.request(`/api/consultations/${id}/transcript`, {
    method: 'PATCH',
    cookie,
    body: JSON.stringify({ transcript: TRANSCRIPT }),
  });
  await post(`/api/consultations/${id}/documents`, { types: ['receita'] }, cookie);
  for (let i = 0; i < 200; i++) {
    const [row] = await app.database.db.select().from(document).where(eq(document.consultationId, id));
    if (row?.status === 'ready') return { cookie, receita: row };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('receita never ready');
}

async function issuedCodes(documentId: string) {
  const rows = await app.database.db
    .select()
    .from(documentIssue)
    .where(eq(documentIssue.documentId, documentId))
    .orderBy(documentIssue.issuedAt);
  return rows.map((row) => row.code);
}

describe('verifiable documents', { timeout: 60_000 }, () => {
  it('confirms an issue, then shows it superseded once the document is edited and issued again', async () => {
    const { cookie, receita } = await vetWithReceita();
    const pdf = await post(`/api/documents/${receita.id}/pdf`, ISSUE, cookie);
    expect(pdf.status).toBe(200);
    const [first] = await issuedCodes(receita.id);
    expect(first).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/);

    const checked = await app.request(`/api/verifications/${first}`);
    expect(checked.status).toBe(200);
    const answer = await body(checked);
    expect(answer).toMatchObject({
      code: first,
      status: 'current',
      documentType: 'receita',
      documentLabel: 'Receita',
      vetName: 'Camila Rodrigues',
      supersededAt: null,
    });
    expect(answer.crmv).toMatch(/CRMV/);
    expect(answer.fingerprint).toMatch(/^[0-9a-f]{4}( [0-9a-f]{4}){3}$/);
    // Never the tutor's data, here or in the table.
    expect(JSON.stringify(answer)).not.toContain('Marcolina');
    expect(JSON.stringify(await app.database.db.select().from(documentIssue))).not.toContain('Marcolina');

    // Edited after the issue: this version no longer stands.
    const content = structuredClone(receita.content) as { itens: { instrucoes?: string }[] };
    (content.itens[0] as { instrucoes?: string }).instrucoes = 'Dar junto com a comida, por dez dias.';
    const edited = await app.request(`/api/documents/${receita.id}`, {
      method: 'PATCH',
      cookie,
      body: JSON.stringify({ content }),
    });
    expect(edited.status).toBe(200);
    expect((await body(await app.request(`/api/verifications/${first}`))).status).toBe('edited');

    // Issued again: the first is superseded (with the date), the second is current.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await post(`/api/documents/${receita.id}/pdf`, ISSUE, cookie)).status).toBe(200);
    const [, second] = await issuedCodes(receita.id);
    const old = await body(await app.request(`/api/verifications/${first}`));
    expect(old.status).toBe('superseded');
    expect(Date.parse(old.supersededAt)).toBeGreaterThan(Date.parse(old.issuedAt));
    const now = await body(await app.request(`/api/verifications/${(second as string).toLowerCase()}`));
    expect(now.status).toBe('current');
    expect(now.fingerprint).not.toBe(old.fingerprint);

    const page = await app.request(`/v/${first}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Versão substituída');
    expect(html).toContain('Camila Rodrigues');
    expect(html).not.toContain('Marcolina');
  });

  it('answers unknown and malformed codes with a pt-BR 404, page and API alike', async () => {
    for (const code of ['AAAAAAAAAA', 'abc', '%00', 'x'.repeat(500)]) {
      const api = await app.request(`/api/verifications/${code}`);
      expect(api.status).toBe(404);
      expect((await body(api)).message).toMatch(/Código não encontrado/);
      const page = await app.request(`/v/${code}`);
      expect(page.status).toBe(404);
      expect(await page.text()).toContain('Documento não encontrado');
    }
  });
});
