import { createHash } from 'node:crypto';
import { INVITATION_LINK_GONE_MESSAGE, readInvitationFragment } from '@vetvoz/domain';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { body, confirmEmail, createTestApp, signUp, type TestApp, uniqueEmail } from '../../test/test-app.ts';
import { businessUnitInvitation, rateLimit } from '../db/schema/index.ts';
import { INVITATION_LINK_LIMITS } from './invitation-links.ts';
import { createUnitAs, newVet, send, type Vet } from './test-support.ts';

/**
 * The invitation e-mail's link, walked as its holder and as an attacker would: guess a secret, use a link
 * again after it was answered, open someone else's link from another account.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());
// Every request here comes from the same (test) address: each case starts with the address's budget full.
beforeEach(async () => {
  await app.database.db.delete(rateLimit).where(like(rateLimit.key, 'invitation-link%'));
});

const preview = (token: string, cookie?: string) =>
  send(app, 'POST', '/api/invitation-links/preview', cookie, { token });
const accept = (token: string, cookie?: string) =>
  send(app, 'POST', '/api/invitation-links/accept', cookie, { token });

/** Invites `email` to a new unit of a new owner named Otávio; answers the link's secret and address. */
async function invited(email: string, unitName = 'Clínica Bem-Te-Vi') {
  const owner = await newVet(app, { firstName: 'Otávio' });
  const unitId = await createUnitAs(app, owner, unitName);
  const answer = await send(app, 'POST', `/api/business-units/${unitId}/members`, owner.cookie, {
    email,
    role: 'member',
  });
  expect(answer.status).toBe(201);
  const mail = app.sentMail.filter((message) => message.to === email).at(-1);
  const link = mail?.text.match(/https?:\/\/\S+\/convite#\S+/)?.[0];
  if (!link) throw new Error(`no invitation link mailed to ${email}`);
  const fragment = readInvitationFragment(new URL(link).hash);
  if (!fragment) throw new Error(`malformed invitation link ${link}`);
  return { owner, unitId, link, ...fragment };
}

describe('the holder of the link', () => {
  it('sees who invited them to which unit, signed out, and nothing else; the secret is stored hashed', async () => {
    const email = uniqueEmail('convidada');
    const { link, token, email: inLink, unitId } = await invited(email);
    expect(link.startsWith(`${app.config.publicUrl}/convite#`)).toBe(true);
    expect(inLink).toBe(email);
    const answer = await preview(token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await body(answer)).toEqual({ inviterName: 'Otávio Prado', unitName: 'Clínica Bem-Te-Vi' });

    const [row] = await app.database.db
      .select()
      .from(businessUnitInvitation)
      .where(eq(businessUnitInvitation.unitId, unitId));
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const days = ((row?.tokenExpiresAt?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
  });

  it('accepts through the link once signed in with the invited address, confirmed', async () => {
    const email = uniqueEmail('aceita');
    const { token, unitId } = await invited(email);
    const { cookie } = await signUp(app, { email, verified: false });
    const unconfirmed = await accept(token, cookie);
    expect(unconfirmed.status).toBe(403);
    expect(await body(unconfirmed)).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    await confirmEmail(app, email, cookie);
    const accepted = await accept(token, cookie);
    expect(accepted.status).toBe(200);
    expect(await body(accepted)).toMatchObject({ id: unitId, myStatus: 'active' });
  });
});

describe('an attacker', () => {
  it('guessing a secret gets the same 404 as a dead link; a malformed one a pt-BR 400', async () => {
    await invited(uniqueEmail('alvo'));
    const guess = await preview('A'.repeat(43));
    expect(guess.status).toBe(404);
    expect(await body(guess)).toMatchObject({ code: 'NOT_FOUND', message: INVITATION_LINK_GONE_MESSAGE });
    const malformed = await preview('unit-id-or-anything');
    expect(malformed.status).toBe(400);
    expect((await body(malformed)).message).toMatch(/Link de convite inválido/);
  });

  it('guessing many secrets from one address is cut off with a 429 and Retry-After', async () => {
    for (let i = 0; i < INVITATION_LINK_LIMITS.previewPerAddress.limit; i += 1) {
      expect((await preview(`${i}`.padStart(43, 'x'))).status).toBe(404);
    }
    const limited = await preview('y'.repeat(43));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('cannot reuse a link after it was accepted, declined or cancelled', async () => {
    const acceptedBy = uniqueEmail('usou');
    const first = await invited(acceptedBy);
    const holder = await newVet(app, { email: acceptedBy });
    expect((await accept(first.token, holder.cookie)).status).toBe(200);
    expect((await preview(first.token)).status).toBe(404);
    expect((await accept(first.token, holder.cookie)).status).toBe(404);

    const declinedBy = uniqueEmail('recusou');
    const second = await invited(declinedBy);
    const decliner = await newVet(app, { email: declinedBy });
    const declined = await send(app, 'POST', `/api/business-units/${second.unitId}/leave`, decliner.cookie);
    expect(declined.status).toBe(204);
    expect((await preview(second.token)).status).toBe(404);
    expect((await accept(second.token, decliner.cookie)).status).toBe(404);

    const cancelledFor = uniqueEmail('cancelado');
    const third = await invited(cancelledFor);
    const [row] = await app.database.db
      .select({ id: businessUnitInvitation.id })
      .from(businessUnitInvitation)
      .where(eq(businessUnitInvitation.email, cancelledFor));
    const cancelled = await send(
      app,
      'DELETE',
      `/api/business-units/${third.unitId}/invitations/${row?.id}`,
      third.owner.cookie,
    );
    expect(cancelled.status).toBe(204);
    expect((await preview(third.token)).status).toBe(404);
  });

  it('cannot use an expired link, though the invitation still waits in the app', async () => {
    const email = uniqueEmail('expirou');
    const { token, unitId } = await invited(email);
    await app.database.db
      .update(businessUnitInvitation)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(businessUnitInvitation.email, email));
    expect((await preview(token)).status).toBe(404);
    const holder = await newVet(app, { email });
    expect((await accept(token, holder.cookie)).status).toBe(404);
    const list = await body(await send(app, 'GET', '/api/business-units/invitations', holder.cookie));
    expect(list.invitations.map((item: { unitId: string }) => item.unitId)).toEqual([unitId]);
  });

  it('another account opening the link learns the names only and cannot accept it', async () => {
    const email = uniqueEmail('dona');
    const { token, unitId, owner } = await invited(email);
    const other: Vet = await newVet(app);
    const previewed = await preview(token, other.cookie);
    expect(Object.keys(await body(previewed)).sort()).toEqual(['inviterName', 'unitName']);
    const refused = await accept(token, other.cookie);
    expect(refused.status).toBe(404);
    const refusal = await body(refused);
    expect(refusal).toMatchObject({ message: INVITATION_LINK_GONE_MESSAGE });
    expect(JSON.stringify(refusal)).not.toContain(email);
    // Nothing changed: the invited holder still accepts, and the other account is no member.
    const detail = await body(await send(app, 'GET', `/api/business-units/${unitId}`, owner.cookie));
    expect(detail.members.map((member: { userID: string }) => member.userID)).toEqual([owner.id]);
    const holder = await newVet(app, { email });
    expect((await accept(token, holder.cookie)).status).toBe(200);
  });

  it('signed out, accepting is 401', async () => {
    const { token } = await invited(uniqueEmail('anonimo'));
    expect((await accept(token)).status).toBe(401);
  });
});
