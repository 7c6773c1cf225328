import { DOCUMENTS_EMAIL_SENT_MESSAGE } from '@vetvoz/domain';
import { eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeOpenAi } from '../../../../e2e/fixtures/fake-openai.ts';
import { closeGeneratingApp, startGeneratingApp } from '../../test/support/generating-app.ts';
import { startSmtpCatcher } from '../../test/support/smtp-catcher.ts';
import { body, signUp, type TestApp, uniqueEmail } from '../../test/test-app.ts';
import { document, user as userTable } from '../db/schema/index.ts';

let fake: FakeOpenAi;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let app: TestApp;

const TRANSCRIPT =
  'Thor, cão SRD de oito anos, chegou com vômito há dois dias e hiporexia. Mucosas normocoradas, TPC de ' +
  'dois segundos, temperatura de 39,2 graus. Vou prescrever maropitant 1 mg/kg por via subcutânea uma vez ' +
  'ao dia por 3 dias e omeprazol, e pedir um hemograma completo. Retorno em sete dias.';

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  ({ app, fake } = await startGeneratingApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'VetVoz <nao-responda@vetvoz.com.br>',
  }));
});
afterAll(async () => {
  await closeGeneratingApp({ app, fake });
  await smtp.close();
});

const post = (url: string, payload: unknown, cookie: string) =>
  app.request(url, { method: 'POST', cookie, body: JSON.stringify(payload) });

/** A vet with a consultation whose documents of `types` are all ready. */
async function vetWithDocuments(types: string[], account: Record<string, unknown> = {}) {
  const email = uniqueEmail('camila');
  const { cookie } = await signUp(app, { email, firstName: 'Camila', lastName: 'Rodrigues', ...account });
  const created = await post('/api/consultations', { patient: { name: 'Thor', species: 'cao' } }, cookie);
  const { id } = await body(created);
  await app.request(`/api/consultations/${id}/transcript`, {
    method: 'PATCH',
    cookie,
    body: JSON.stringify({ transcript: TRANSCRIPT }),
  });
  await post(`/api/consultations/${id}/documents`, { types }, cookie);
  for (let i = 0; i < 200; i++) {
    const rows = await app.database.db.select().from(document).where(eq(document.consultationId, id));
    if (rows.length === types.length && rows.every((row) => row.status === 'ready')) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { email, cookie, consultationId: id as string };
}

/** The message the catcher received for `to` (verification e-mails go through it too). */
async function mailTo(to: string): Promise<ParsedMail> {
  for (let i = 0; i < 100; i++) {
    const found = smtp.messages.find((mail) => mail.to && 'text' in mail.to && mail.to.text === to);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to}`);
}

const fromOf = (mail: ParsedMail) => mail.from?.value[0];

describe('all documents in one e-mail', { timeout: 60_000 }, () => {
  it('sends one message with every ready PDF, from the vet via VetVoz, answers going to the vet', async () => {
    const vet = await vetWithDocuments(['receita', 'orientacoes', 'atestado-saude']);
    const sent = await post(
      `/api/consultations/${vet.consultationId}/documents/email`,
      {
        to: 'maria.tutora@example.com',
        issue: {
          responsavelNome: 'Maria José da Conceição',
          responsavelCpf: '529.982.247-25',
          responsavelEndereco: 'Rua das Flores, 10 — Campinas/SP',
        },
        place: 'Campinas/SP',
        message: 'Qualquer dúvida, estou à disposição.',
      },
      vet.cookie,
    );
    expect(sent.status).toBe(200);
    const answer = await body(sent);
    expect(answer.message).toBe(DOCUMENTS_EMAIL_SENT_MESSAGE);
    expect(answer.sent.map((item: { type: string }) => item.type).sort()).toEqual([
      'atestado-saude',
      'orientacoes',
      'receita',
    ]);
    expect(answer.leftOut).toEqual([]);

    const mail = await mailTo('maria.tutora@example.com');
    expect(
      smtp.messages.filter((m) => m.to && 'text' in m.to && m.to.text === 'maria.tutora@example.com'),
    ).toHaveLength(1);
    expect(mail.attachments.map((a) => a.contentType)).toEqual(Array(3).fill('application/pdf'));
    expect(mail.attachments.map((a) => a.filename).sort()).toEqual([
      expect.stringMatching(/^atestado-de-saude-thor-/),
      expect.stringMatching(/^orientacoes-ao-tutor-thor-/),
      expect.stringMatching(/^receita-thor-/),
    ]);
    for (const file of mail.attachments) expect(file.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(fromOf(mail)).toEqual({
      name: 'Camila Rodrigues via VetVoz',
      address: 'nao-responda@vetvoz.com.br',
    });
    expect(mail.replyTo?.value[0]?.address).toBe(vet.email);
    expect(mail.text).toContain('Olá, Maria!');
    expect(mail.text).toContain('• Receita');
    expect(mail.text).toContain('Qualquer dúvida, estou à disposição.');

    // Nothing of the tutor was kept: not the address, the name or the CPF.
    const dump = JSON.stringify(await app.database.db.execute(sql`select * from document, rate_limit`));
    for (const secret of ['maria.tutora', 'Conceição', '52998224725']) expect(dump).not.toContain(secret);
  });

  it('sends only the types asked for: the copy of the prontuário (anamnese, diagnóstico) to the tutor', async () => {
    const vet = await vetWithDocuments(['receita', 'anamnese', 'diagnostico']);
    const sent = await post(
      `/api/consultations/${vet.consultationId}/documents/email`,
      { to: 'copia.prontuario@example.com', types: ['anamnese', 'diagnostico'] },
      vet.cookie,
    );
    expect(sent.status).toBe(200);
    const answer = await body(sent);
    expect(answer.sent.map((item: { type: string }) => item.type).sort()).toEqual([
      'anamnese',
      'diagnostico',
    ]);
    const mail = await mailTo('copia.prontuario@example.com');
    expect(mail.attachments.map((a) => a.filename).sort()).toEqual([
      expect.stringMatching(/^anamnese-thor-/),
      expect.stringMatching(/^diagnostico-thor-/),
    ]);
    const refused = await post(
      `/api/consultations/${vet.consultationId}/documents/email`,
      { to: 'copia.prontuario@example.com', types: [] },
      vet.cookie,
    );
    expect(refused.status).toBe(400);
    expect((await body(refused)).message).toBe('Escolha ao menos um documento.');
  });

  it('leaves out documents that are not ready and names them; with none ready it refuses', async () => {
    const vet = await vetWithDocuments(['receita', 'anamnese']);
    await app.database.db
      .update(document)
      .set({ status: 'failed' })
      .where(sql`${document.consultationId} = ${vet.consultationId} and ${document.type} = 'anamnese'`);
    const sent = await post(
      `/api/consultations/${vet.consultationId}/documents/email`,
      { to: 'tutor.parcial@example.com' },
      vet.cookie,
    );
    expect(sent.status).toBe(200);
    const answer = await body(sent);
    expect(answer.sent.map((item: { type: string }) => item.type)).toEqual(['receita']);
    expect(answer.leftOut.map((item: { type: string }) => item.type)).toEqual(['anamnese']);
    expect((await mailTo('tutor.parcial@example.com')).attachments).toHaveLength(1);

    await app.database.db
      .update(document)
      .set({ status: 'generating' })
      .where(eq(document.consultationId, vet.consultationId));
    const refused = await post(
      `/api/consultations/${vet.consultationId}/documents/email`,
      { to: 'tutor.parcial@example.com' },
      vet.cookie,
    );
    expect(refused.status).toBe(409);
    expect((await body(refused)).code).toBe('DOCUMENT_NOT_READY');
  });

  it("answers another vet with the same 404 as a missing consultation, and needs the sender's confirmed e-mail", async () => {
    const vet = await vetWithDocuments(['orientacoes']);
    const other = await signUp(app);
    const theirs = await post(
      `/api/consultations/${vet.consultationId}/documents/email`,
      { to: 'x@example.com' },
      other.cookie,
    );
    const missing = await post(
      '/api/consultations/00000000-0000-4000-8000-000000000000/documents/email',
      { to: 'x@example.com' },
      other.cookie,
    );
    expect(theirs.status).toBe(404);
    expect(await body(theirs)).toEqual(await body(missing));

    const unverified = await signUp(app, { verified: false });
    const refused = await post(
      `/api/consultations/${vet.consultationId}/documents/email`,
      { to: 'x@example.com' },
      unverified.cookie,
    );
    expect(refused.status).toBe(403);
    expect((await body(refused)).code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('refuses CR/LF in the address and keeps a name with line breaks on one header line', async () => {
    const vet = await vetWithDocuments(['orientacoes']);
    const injected = await post(
      `/api/consultations/${vet.consultationId}/documents/email`,
      { to: 'tutor@example.com\r\nBcc: alvo@example.com' },
      vet.cookie,
    );
    expect(injected.status).toBe(400);

    // A name stored before any check could hold line breaks: they never reach a header.
    const [row] = await app.database.db.select().from(userTable).where(eq(userTable.email, vet.email));
    await app.database.db
      .update(userTable)
      .set({ firstName: 'Camila\r\nBcc: alvo@example.com', lastName: '"Rodrigues"' })
      .where(eq(userTable.id, row?.id ?? ''));
    const sent = await post(
      `/api/consultations/${vet.consultationId}/documents/email`,
      { to: 'tutor.crlf@example.com' },
      vet.cookie,
    );
    expect(sent.status).toBe(200);
    const mail = await mailTo('tutor.crlf@example.com');
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.bcc).toBeUndefined();
    expect(fromOf(mail)).toEqual({
      name: 'Camila Bcc: alvo@example.com Rodrigues via VetVoz',
      address: 'nao-responda@vetvoz.com.br',
    });
  });
});

describe('one document by e-mail', { timeout: 60_000 }, () => {
  it('also comes from the vet via VetVoz with Reply-To the vet', async () => {
    const vet = await vetWithDocuments(['orientacoes']);
    const [doc] = await app.database.db
      .select()
      .from(document)
      .where(eq(document.consultationId, vet.consultationId));
    const sent = await post(`/api/documents/${doc?.id}/email`, { to: 'tutor.unico@example.com' }, vet.cookie);
    expect(sent.status).toBe(200);
    const mail = await mailTo('tutor.unico@example.com');
    expect(fromOf(mail)?.name).toBe('Camila Rodrigues via VetVoz');
    expect(mail.replyTo?.value[0]?.address).toBe(vet.email);
    expect(mail.attachments).toHaveLength(1);
  });
});
