import { unitDashboardSchema, unitDetailSchema } from '@vetvoz/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLogger } from '../../test/support/captured-log.ts';
import { body, confirmEmail, createTestApp, signUp, type TestApp, uniqueEmail } from '../../test/test-app.ts';
import { user } from '../db/schema/index.ts';
import { invitationMail } from './invitation-mail.ts';
import { INVITATION_LIMITS } from './invite-member.ts';
import { addMember, createUnitAs, newVet, send, type Vet } from './test-support.ts';

/**
 * What an outside probe did with invitations: learn whether an address has an account, mail any address
 * a text of its choosing from VetVoz, and read or decline an invitation to an address it does not hold.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const invite = (unitId: string, by: Vet, email: string, role = 'member') =>
  send(app, 'POST', `/api/business-units/${unitId}/members`, by.cookie, { email, role });

/** The answer without what differs between any two invitations (id, address, time). */
const shapeOf = (answer: Record<string, unknown>) =>
  JSON.parse(
    JSON.stringify(answer, (key, value) =>
      key === 'id' || key === 'email' || key === 'invitedAt' ? '<varies>' : value,
    ),
  );

describe('inviting tells nothing about the address', () => {
  it('answers a known and an unknown address alike: no name, no user id, nothing of the account', async () => {
    const owner = await newVet(app);
    const unitId = await createUnitAs(app, owner, 'Clínica Sonda');
    const known = await newVet(app, { firstName: 'Zuleica' });
    const knownAnswer = await invite(unitId, owner, known.email);
    const unknownAnswer = await invite(unitId, owner, uniqueEmail('sem-conta'));
    expect(knownAnswer.status).toBe(201);
    expect(unknownAnswer.status).toBe(201);
    const [a, b] = [await body(knownAnswer), await body(unknownAnswer)];
    expect(shapeOf(a)).toEqual(shapeOf(b));
    expect(JSON.stringify(a)).not.toContain(known.id);
    expect(JSON.stringify(a)).not.toContain('Zuleica');

    // The unit's page and dashboard list both as invitations by address, nothing more.
    const detail = unitDetailSchema.parse(
      await body(await send(app, 'GET', `/api/business-units/${unitId}`, owner.cookie)),
    );
    expect(detail.members.map((member) => member.userID)).toEqual([owner.id]);
    expect(detail.invitations.map((item) => item.email)).toContain(known.email);
    expect(JSON.stringify(detail)).not.toContain(known.id);
    const dashboard = unitDashboardSchema.parse(
      await body(await send(app, 'GET', `/api/business-units/dashboard?unitId=${unitId}`, owner.cookie)),
    );
    expect(dashboard.pendingInvitations.map((item) => item.name)).toEqual(['', '']);

    // The known account accepts as before and only then appears as a member, with its name.
    expect(
      (await send(app, 'POST', `/api/business-units/${unitId}/invitations/accept`, known.cookie)).status,
    ).toBe(200);
    const after = unitDetailSchema.parse(
      await body(await send(app, 'GET', `/api/business-units/${unitId}`, owner.cookie)),
    );
    expect(after.members.find((member) => member.userID === known.id)?.status).toBe('active');
  });

  it('an inviter without a confirmed e-mail invites nobody, and nothing is mailed', async () => {
    const owner = await newVet(app);
    const unitId = await createUnitAs(app, owner, 'Clínica Confirmada');
    // However the account got there (a unit made before the rule, an address changed), it is unconfirmed now.
    await app.database.db.update(user).set({ emailVerified: false }).where(eq(user.id, owner.id));
    const target = uniqueEmail('alvo');
    const refused = await invite(unitId, owner, target);
    expect(refused.status).toBe(403);
    expect(await body(refused)).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Confirme seu e-mail para convidar pessoas para a unidade.',
    });
    expect(app.sentMail.some((mail) => mail.to === target)).toBe(false);
  });

  it('limits invitations per unit and per account, with a pt-BR 429 and Retry-After', async () => {
    const ownerA = await newVet(app);
    const ownerB = await newVet(app);
    const unitA = await createUnitAs(app, ownerA, 'Clínica A');
    const unitB = await createUnitAs(app, ownerB, 'Clínica B');
    const admin = await newVet(app);
    await addMember(app, unitA, ownerA, admin, 'admin');
    await addMember(app, unitB, ownerB, admin, 'admin');
    for (let i = 1; i < INVITATION_LIMITS.perUnit.limit; i += 1) {
      expect((await invite(unitA, admin, uniqueEmail(`a${i}`))).status, `invite ${i}`).toBe(201);
    }
    // The unit's own admin invite (ownerA → admin) counted in the unit's budget too.
    const unitFull = await invite(unitA, ownerA, uniqueEmail('a-mais'));
    expect(unitFull.status).toBe(429);
    expect(Number(unitFull.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await body(unitFull)).message).toBe('Muitas tentativas. Aguarde um pouco e tente novamente.');

    let sent = INVITATION_LIMITS.perUnit.limit - 1;
    while (sent < INVITATION_LIMITS.perAccount.limit) {
      expect((await invite(unitB, admin, uniqueEmail(`b${sent}`))).status).toBe(201);
      sent += 1;
    }
    const accountFull = await invite(unitB, admin, uniqueEmail('b-mais'));
    expect(accountFull.status).toBe(429);
    expect(accountFull.headers.get('retry-after')).not.toBeNull();
  });
});

describe('what the invitation e-mail carries', () => {
  it('refuses a unit name with a link or an address, in pt-BR', async () => {
    const owner = await newVet(app);
    for (const name of [
      'Sua conta será bloqueada: regularize em https://evil.example/pix',
      'Pague em evil.example/pix',
      'Acesse www.golpe.com',
      'Fale com suporte@golpe.com',
    ]) {
      const response = await send(app, 'POST', '/api/business-units', owner.cookie, { name });
      expect(response.status, name).toBe(400);
      expect((await body(response)).message, name).toBe('O nome da unidade não pode ter links ou e-mails.');
    }
  });

  it('has a fixed subject, and names with links (older rows, a person’s name) reach it without them', () => {
    const mail = invitationMail({
      to: 'alguem@exemplo.com.br',
      unitName: 'Regularize em https://evil.example/pix já',
      inviterName: 'Suporte evil.example',
      role: 'member',
      link: 'http://localhost:3000/business-units?convite=x',
      hasAccount: true,
    });
    expect(mail.subject).toBe('Convite para uma unidade no VetVoz');
    expect(`${mail.text}\n${mail.html}`).not.toMatch(/evil\.example/);
    expect(mail.text).toContain('http://localhost:3000/business-units?convite=x');
  });
});

describe('only the confirmed holder of the address sees, accepts or declines', () => {
  it('an account that registered the address without confirming it sees nothing and cannot decline', async () => {
    const owner = await newVet(app);
    const unitId = await createUnitAs(app, owner, 'Clínica Privada');
    const email = uniqueEmail('convidado');
    expect((await invite(unitId, owner, email, 'admin')).status).toBe(201);
    const squatter = await newVet(app, { email, verified: false });
    const listed = await body(await send(app, 'GET', '/api/business-units/invitations', squatter.cookie));
    expect(listed).toEqual({ invitations: [], emailVerified: false });
    expect((await send(app, 'GET', `/api/business-units/${unitId}`, squatter.cookie)).status).toBe(404);
    const decline = await send(app, 'POST', `/api/business-units/${unitId}/leave`, squatter.cookie);
    expect(decline.status).toBe(403);
    expect((await body(decline)).code).toBe('EMAIL_NOT_VERIFIED');
    const accept = await send(
      app,
      'POST',
      `/api/business-units/${unitId}/invitations/accept`,
      squatter.cookie,
    );
    expect(accept.status).toBe(403);
    // The invitation is still there for whoever proves the address.
    await confirmEmail(app, email, squatter.cookie);
    const now = await body(await send(app, 'GET', '/api/business-units/invitations', squatter.cookie));
    expect(now.invitations).toEqual([expect.objectContaining({ unitId, role: 'admin' })]);
  });
});

describe('the log of invitations', () => {
  it('carries no address, person’s name or unit name, refused calls included', async () => {
    const captured = capturedLogger();
    const logged = await createTestApp({}, { log: captured.log });
    try {
      const { cookie, email } = await signUp(logged, { firstName: 'Gertrudes' });
      const unit = await logged.request('/api/business-units', {
        method: 'POST',
        cookie,
        body: JSON.stringify({ name: 'Clínica Registrada' }),
      });
      const unitId = (await body(unit)).id as string;
      const target = uniqueEmail('destinatario-logado');
      const post = (payload: unknown) =>
        logged.request(`/api/business-units/${unitId}/members`, {
          method: 'POST',
          cookie,
          body: JSON.stringify(payload),
        });
      expect((await post({ email: target, role: 'member' })).status).toBe(201);
      expect((await post({ email: target, role: 'member' })).status).toBe(409);
      expect((await post({ email: 'nao-e-email', role: 'member' })).status).toBe(400);
      await logged.request('/api/business-units', {
        method: 'POST',
        cookie,
        body: JSON.stringify({ name: 'Pague em https://golpe.example/pix' }),
      });
      const text = captured.text();
      expect(text.length).toBeGreaterThan(0);
      for (const secret of [target, email, 'Gertrudes', 'Clínica Registrada', 'golpe.example', 'nao-e-email'])
        expect(text, secret).not.toContain(secret);
    } finally {
      await logged.close();
    }
    // A second app of its own (its own log): opening its database takes a while on a busy machine.
  }, 90_000);
});
