import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeOpenAi } from '../../../../e2e/fixtures/fake-openai.ts';
import { closeGeneratingApp, startGeneratingApp } from '../../test/support/generating-app.ts';
import { body, signUp, type TestApp } from '../../test/test-app.ts';
import { notification, subscription } from '../db/schema/index.ts';
import { createLogger } from '../logging/logger.ts';
import { countConsultation } from '../usage/usage.ts';
import { noticeTrialProgress } from './trial-notices.ts';

/**
 * The trial's notices follow the real pipeline: a document generated from a consultation counts it, and
 * the count that reaches 8 of 10 (and then 10 of 10) tells the vet, once per trial.
 */

let fake: FakeOpenAi;
let app: TestApp;

const TRANSCRIPT =
  'Thor, cão SRD de oito anos, chegou com vômito há dois dias e hiporexia. Mucosas normocoradas, TPC de ' +
  'dois segundos, temperatura de 39,2 graus. Vou prescrever maropitant 1 mg/kg por via subcutânea uma vez ' +
  'ao dia por 3 dias. Retorno em sete dias.';

beforeAll(async () => {
  ({ app, fake } = await startGeneratingApp());
});
afterAll(() => closeGeneratingApp({ app, fake }));

async function vet() {
  const { cookie } = await signUp(app);
  const userId = (await body(await app.request('/api/me', { cookie }))).user.id as string;
  return { cookie, userId };
}

async function readyConsultation(cookie: string): Promise<string> {
  const created = await app.request('/api/consultations', {
    method: 'POST',
    cookie,
    body: JSON.stringify({ patient: { name: 'Thor', species: 'cao' } }),
  });
  expect(created.status).toBe(201);
  const { id } = await body(created);
  const typed = await app.request(`/api/consultations/${id}/transcript`, {
    method: 'PATCH',
    cookie,
    body: JSON.stringify({ transcript: TRANSCRIPT }),
  });
  expect(typed.status).toBe(200);
  return id;
}

/** Counts `n` consultations without a model call (the earlier ones of the trial). */
async function countedDirectly(who: { cookie: string; userId: string }, n: number) {
  for (let i = 0; i < n; i++) {
    const consultationId = await readyConsultation(who.cookie);
    await countConsultation(app.database.db, { consultationId });
  }
}

/** Generates a document from a new consultation through the API and waits until it is counted. */
async function generated(cookie: string) {
  const id = await readyConsultation(cookie);
  const started = await app.request(`/api/consultations/${id}/documents`, {
    method: 'POST',
    cookie,
    body: JSON.stringify({ types: ['anamnese'] }),
  });
  expect(started.status).toBe(202);
  for (let i = 0; i < 400; i++) {
    const docs = (await body(await app.request(`/api/consultations/${id}/documents`, { cookie }))).documents;
    if (docs.every((d: { status: string }) => d.status === 'ready')) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('document never ready');
}

/** The notice follows the document's `ready` by a moment (the count, then the notice): wait for it. */
async function noticesOnceThere(userId: string, count: number) {
  for (let i = 0; i < 300; i++) {
    const rows = await noticesOf(userId);
    if (rows.length >= count) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`expected ${count} trial notices`);
}

async function noticesOf(userId: string) {
  return app.database.db
    .select()
    .from(notification)
    .where(and(eq(notification.recipientId, userId), like(notification.kind, 'trial%')));
}

describe('trial notices', () => {
  it('tells at 8 of 10 and at 10 of 10, once each, as counted by the document pipeline', async () => {
    const who = await vet();
    await countedDirectly(who, 7);
    await noticeTrialProgress({ ...deps(), log: silent }, who.userId);
    expect(await noticesOf(who.userId)).toHaveLength(0);

    await generated(who.cookie); // the 8th
    const eighty = await noticesOnceThere(who.userId, 1);
    expect(eighty.map((n) => [n.kind, n.message])).toEqual([
      ['trial_80', 'Você já usou 8 das 10 consultas do teste gratuito. Restam 2 consultas.'],
    ]);
    const list = (await body(await app.request('/api/notifications', { cookie: who.cookie }))).notifications;
    expect(list[0]).toMatchObject({ kind: 'trial_80', title: 'Seu teste gratuito está quase no fim' });

    await generated(who.cookie); // the 9th: nothing new (the count below stays 2)
    await generated(who.cookie); // the 10th
    const all = await noticesOnceThere(who.userId, 2);
    expect(all.map((n) => n.kind).sort()).toEqual(['trial_80', 'trial_exhausted']);
    expect(all.find((n) => n.kind === 'trial_exhausted')?.title).toBe('Seu teste gratuito terminou');

    // A retried job or a second pass writes nothing more.
    await noticeTrialProgress({ ...deps(), log: silent }, who.userId);
    expect(await noticesOf(who.userId)).toHaveLength(2);
  });

  it('sends only the last notice when a trial jumps past 8 straight to its end', async () => {
    const who = await vet();
    await countedDirectly(who, 10);
    await noticeTrialProgress({ ...deps(), log: silent }, who.userId);
    expect((await noticesOf(who.userId)).map((n) => n.kind)).toEqual(['trial_exhausted']);
  });

  it('tells nobody on a paid plan or with a refused trial', async () => {
    const paid = await vet();
    await countedDirectly(paid, 8);
    await app.database.db.insert(subscription).values({
      userId: paid.userId,
      plan: 'mensal',
      status: 'active',
      checkoutSessionId: `cs_${paid.userId}`,
      stripeSubscriptionId: `sub_${paid.userId}`,
    });
    await noticeTrialProgress({ ...deps(), log: silent }, paid.userId);
    expect(await noticesOf(paid.userId)).toHaveLength(0);

    const refused = await vet();
    await countedDirectly(refused, 8);
    await app.database.db
      .update(subscription)
      .set({ status: 'canceled' })
      .where(eq(subscription.userId, refused.userId));
    await noticeTrialProgress({ ...deps(), log: silent }, refused.userId);
    expect(await noticesOf(refused.userId)).toHaveLength(0);
  });

  it('lets the other vet’s trial alone', async () => {
    const a = await vet();
    const b = await vet();
    await countedDirectly(a, 8);
    await noticeTrialProgress({ ...deps(), log: silent }, a.userId);
    expect(await noticesOf(a.userId)).toHaveLength(1);
    expect(await noticesOf(b.userId)).toHaveLength(0);
    const seenByB = (await body(await app.request('/api/notifications', { cookie: b.cookie }))).notifications;
    expect(seenByB.filter((n: { kind: string }) => n.kind !== 'admin')).toEqual([]);
  });
});

const silent = createLogger('silent');
const deps = () => ({ db: app.database.db, events: app.parts.events });
