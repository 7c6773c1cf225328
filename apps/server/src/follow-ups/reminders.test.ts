import { addDaysToDay, dayInSaoPaulo, newTutorLinkToken } from '@vetvoz/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../../../../e2e/fixtures/fake-openai.ts';
import { capturedLogger } from '../../test/support/captured-log.ts';
import { body, createTestApp, signUp, type TestApp } from '../../test/test-app.ts';
import { document, followUp, followUpReminder } from '../db/schema/index.ts';
import { sendDueReminders } from './send-reminders.ts';
import { sendWhatsappReminder } from './whatsapp-cloud.ts';

let fake: FakeOpenAi;
let app: TestApp;
const logged = capturedLogger();
const today = dayInSaoPaulo(new Date());
const TUTOR_EMAIL = 'tutora.lembrete@example.com';

beforeAll(async () => {
  fake = await startFakeOpenAi();
  app = await createTestApp(
    {
      AI_TEXT_PROVIDER: 'openai-compatible',
      AI_TEXT_BASE_URL: fake.baseUrl,
      AI_TEXT_API_KEY: 'sk-teste',
      AI_TEXT_MODEL: 'modelo-de-teste',
      // Each case asks from its own address (X-Forwarded-For), so the limit is counted per case.
      TRUST_PROXY: 'true',
    },
    {
      generationPolicy: { maxRetries: 1, totalTimeoutMs: 10_000, idleTimeoutMs: 5000 },
      jobPollMs: 50,
      log: logged.log,
    },
  );
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

const post = (url: string, payload: unknown, cookie?: string) =>
  app.request(url, { method: 'POST', cookie, body: JSON.stringify(payload) });

/** A consultation with its follow-ups found and a tutor link sent (the pack's content does not matter here). */
async function sentConsultation() {
  const { cookie } = await signUp(app);
  const { id } = await body(
    await post('/api/consultations', { patient: { name: 'Pipoca', species: 'gato' } }, cookie),
  );
  await app.request(`/api/consultations/${id}/transcript`, {
    method: 'PATCH',
    cookie,
    body: JSON.stringify({
      transcript:
        'Pipoca com cistite, urina com sangue. Vou prescrever meloxicam por 3 dias. Repetir o exame de urina em 10 dias.',
    }),
  });
  await post(`/api/consultations/${id}/documents`, { types: ['orientacoes'] }, cookie);
  let documentId = '';
  let followUpId = '';
  for (let i = 0; i < 200 && !(documentId && followUpId); i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [doc] = await app.database.db.select().from(document).where(eq(document.consultationId, id));
    if (doc?.status === 'ready') documentId = doc.id;
    const [item] = await app.database.db.select().from(followUp).where(eq(followUp.consultationId, id));
    if (item) followUpId = item.id;
  }
  const token = newTutorLinkToken();
  const link = await post(
    `/api/consultations/${id}/tutor-links`,
    { token, documentIds: [documentId], iv: 'AAAAAAAAAAAAAAAA', ciphertext: 'c2VsYWRv' },
    cookie,
  );
  expect(link.status).toBe(201);
  return { cookie, consultationId: id as string, followUpId, token, linkId: (await body(link)).id as string };
}

const ask = (token: string, payload: Record<string, unknown>, ip = '10.1.1.1') =>
  app.request(`/api/tutor-packs/${token}/reminders`, {
    method: 'POST',
    body: JSON.stringify(payload),
    headers: { 'x-forwarded-for': ip },
  });

describe('reminders the tutor asks for', { timeout: 90_000 }, () => {
  it('needs explicit consent, keeps the contact until the reminder goes, then erases it', async () => {
    const sent = await sentConsultation();
    const base = { followUpId: sent.followUpId, channel: 'email', contact: TUTOR_EMAIL };
    const noConsent = await ask(sent.token, { ...base, consent: false });
    expect(noConsent.status).toBe(400);
    expect((await body(noConsent)).message).toMatch(/autorização/);
    const whatsapp = await ask(sent.token, {
      ...base,
      channel: 'whatsapp',
      contact: '11 98765-4321',
      consent: true,
    });
    expect(whatsapp.status).toBe(400);
    expect((await body(whatsapp)).message).toMatch(/WhatsApp indisponível/);

    const accepted = await ask(sent.token, { ...base, consent: true });
    expect(accepted.status).toBe(201);
    expect(accepted.headers.get('cache-control')).toBe('private, no-store');
    expect(await body(accepted)).toEqual({
      followUpId: sent.followUpId,
      channel: 'email',
      sendOn: addDaysToDay(today, 9),
    });
    const [stored] = await app.database.db
      .select()
      .from(followUpReminder)
      .where(eq(followUpReminder.followUpId, sent.followUpId));
    expect(stored).toMatchObject({ contact: TUTOR_EMAIL, status: 'pending' });

    // Not yet: the day before the follow-up it goes.
    const mailsBefore = app.sentMail.length;
    await sendDueReminders({ ...deps(), now: new Date() });
    expect(app.sentMail.length).toBe(mailsBefore);
    const dayBefore = new Date(`${addDaysToDay(today, 9)}T12:00:00Z`);
    expect((await sendDueReminders({ ...deps(), now: dayBefore })).sent).toBe(1);
    const mail = app.sentMail.at(-1);
    expect(mail?.to).toBe(TUTOR_EMAIL);
    expect(mail?.subject).toContain('Pipoca');
    expect(mail?.text).toContain('exame de Pipoca');
    // The animal, the kind and the date only: nothing of the consultation.
    for (const clinical of ['urina', 'cistite', 'meloxicam', 'sangue'])
      expect(mail?.text).not.toContain(clinical);
    const [after] = await app.database.db
      .select()
      .from(followUpReminder)
      .where(eq(followUpReminder.id, stored?.id ?? ''));
    expect(after).toMatchObject({ contact: null, status: 'sent' });
    expect(logged.text()).not.toContain(TUTOR_EMAIL);
    // Sent once.
    expect((await sendDueReminders({ ...deps(), now: dayBefore })).sent).toBe(0);
  });

  it('cancels and erases when the vet revokes the link, and refuses gone or tampered links', async () => {
    const sent = await sentConsultation();
    const payload = { followUpId: sent.followUpId, channel: 'email', contact: TUTOR_EMAIL, consent: true };
    expect((await ask(sent.token, payload, '10.1.2.1')).status).toBe(201);
    for (const token of [
      sent.token.slice(0, -1),
      `${sent.token.slice(0, -1)}${sent.token.endsWith('A') ? 'B' : 'A'}`,
    ]) {
      const answer = await ask(token, payload, '10.1.2.1');
      expect(answer.status).toBe(410);
    }
    const otherFollowUp = await ask(
      sent.token,
      { ...payload, followUpId: '00000000-0000-4000-8000-000000000000' },
      '10.1.2.1',
    );
    expect(otherFollowUp.status).toBe(404);
    expect((await post(`/api/tutor-links/${sent.linkId}/revoke`, {}, sent.cookie)).status).toBe(200);
    const rows = await app.database.db
      .select()
      .from(followUpReminder)
      .where(eq(followUpReminder.followUpId, sent.followUpId));
    expect(rows.map((row) => [row.status, row.contact])).toEqual([['cancelled', null]]);
    expect((await ask(sent.token, payload, '10.1.2.1')).status).toBe(410);
  });

  it('is limited per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const answer = await ask(
        newTutorLinkToken(),
        {
          followUpId: '00000000-0000-4000-8000-000000000000',
          channel: 'email',
          contact: TUTOR_EMAIL,
          consent: true,
        },
        '10.1.3.1',
      );
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 410)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("sends WhatsApp through the official Cloud API's template, with the animal, the kind and the date only", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('{}', { status: 200 });
    }) as unknown as typeof fetch;
    await sendWhatsappReminder({
      config: {
        apiUrl: 'https://graph.example/v21.0',
        token: 'tok',
        phoneNumberId: '123',
        template: 'lembrete_retorno',
      },
      contact: '(11) 98765-4321',
      parameters: ['Pipoca', 'Exame', '06/12/2026'],
      fetchImpl,
    });
    expect(calls[0]?.url).toBe('https://graph.example/v21.0/123/messages');
    const sentBody = JSON.parse(String(calls[0]?.init.body));
    expect(sentBody).toMatchObject({ messaging_product: 'whatsapp', to: '5511987654321', type: 'template' });
    expect(sentBody.template.components[0].parameters.map((p: { text: string }) => p.text)).toEqual([
      'Pipoca',
      'Exame',
      '06/12/2026',
    ]);
  });
});

const deps = () => ({ db: app.database.db, log: logged.log, mailer: app.parts.mailer, whatsapp: null });
