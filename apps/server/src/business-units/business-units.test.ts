import { BUSINESS_UNIT_ERRORS, unitDetailSchema, unitListSchema, unitSummarySchema } from '@vetvoz/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, confirmEmail, createTestApp, type TestApp, uniqueEmail } from '../../test/test-app.ts';
import { auditLog, businessUnitMember, job, subscription } from '../db/schema/index.ts';
import { createLogger } from '../logging/logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { type InAppInvitation, inviteMember } from './invite-member.ts';
import { addMember, createUnitAs, newVet, send, type Vet } from './test-support.ts';

/** Units end to end through the API: creation, invitations, roles and the owner's protections, leaving. */

let app: TestApp;
let owner: Vet;

beforeAll(async () => {
  app = await createTestApp();
  owner = await newVet(app);
});
afterAll(() => app.close());

describe('creating a unit', () => {
  it('makes the caller its active owner, on gratis with 10 a month, with a renewal queued at the period end', async () => {
    const response = await send(app, 'POST', '/api/business-units', owner.cookie, {
      name: '  Clínica Aurora  ',
    });
    expect(response.status).toBe(201);
    const unit = unitSummarySchema.parse(await body(response));
    expect(unit).toMatchObject({
      name: 'Clínica Aurora',
      ownerID: owner.id,
      currentQueries: 0,
      maxQueries: 10,
      plan: 'gratis',
      myRole: 'owner',
      myStatus: 'active',
      canManage: true,
      activeMembers: 1,
    });
    const { db } = app.database;
    const subscriptions = await db.select().from(subscription).where(eq(subscription.unitId, unit.id));
    expect(subscriptions).toEqual([
      expect.objectContaining({ plan: 'gratis', status: 'active', userId: owner.id }),
    ]);
    expect(unit.subscriptionID).toBe(subscriptions[0]?.id);
    const renewals = (await db.select().from(job).where(eq(job.type, 'business-unit-renewal'))).filter(
      (row) => row.payload.unitId === unit.id,
    );
    expect(renewals).toHaveLength(1);
    expect(renewals[0]?.runAt.toISOString()).toBe(unit.quota.periodEnd);
    const audit = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `business-unit:${unit.id}`));
    expect(audit.map((row) => row.action)).toEqual(['business-unit.create']);
  });

  it('refuses an empty name in pt-BR and lists the unit for its owner only', async () => {
    const empty = await send(app, 'POST', '/api/business-units', owner.cookie, { name: '   ' });
    expect(empty.status).toBe(400);
    expect((await body(empty)).message).toBe('Informe o nome da unidade.');
    const id = await createUnitAs(app, owner, 'Clínica Listada');
    const mine = unitListSchema.parse(
      await body(await send(app, 'GET', '/api/business-units', owner.cookie)),
    );
    expect(mine.units.map((unit) => unit.id)).toContain(id);
    expect(mine.canSeeDashboard).toBe(true);
    const stranger = await newVet(app);
    const theirs = unitListSchema.parse(
      await body(await send(app, 'GET', '/api/business-units', stranger.cookie)),
    );
    expect(theirs).toEqual({ units: [], canSeeDashboard: false });
    expect((await send(app, 'GET', `/api/business-units/${id}`, stranger.cookie)).status).toBe(404);
    expect((await send(app, 'GET', '/api/business-units/nao-e-um-id', owner.cookie)).status).toBe(404);
  });
});

describe('invitations', () => {
  it('mails a pt-BR invitation with the link, keeps it pending, and only the invited person can accept', async () => {
    const unitId = await createUnitAs(app, owner, 'Clínica Convite');
    const invited = await newVet(app);
    const other = await newVet(app);
    const response = await send(app, 'POST', `/api/business-units/${unitId}/members`, owner.cookie, {
      email: invited.email.toUpperCase(),
      role: 'admin',
    });
    expect(response.status).toBe(201);
    const result = await body(response);
    expect(result).toMatchObject({
      invitation: { email: invited.email, role: 'admin' },
      emailSent: true,
    });
    const mail = app.sentMail.filter((message) => message.to === invited.email).at(-1);
    expect(mail?.subject).toBe('Convite para uma unidade no VetVoz');
    expect(mail?.text).toContain('"Clínica Convite"');
    // The link opens the invitation page with its secret and the address in the fragment.
    expect(mail?.text).toMatch(
      new RegExp(`${app.config.publicUrl}/convite#t=[\\w-]{43}&e=${encodeURIComponent(invited.email)}`),
    );
    expect(mail?.text).toContain('como administrador(a)');

    // Invited, not a member yet: the unit itself stays closed to them until they accept.
    expect((await send(app, 'GET', `/api/business-units/${unitId}`, invited.cookie)).status).toBe(404);
    const listed = await body(await send(app, 'GET', '/api/business-units/invitations', invited.cookie));
    expect(listed).toMatchObject({
      emailVerified: true,
      invitations: [{ unitId, role: 'admin', unitName: 'Clínica Convite' }],
    });

    expect(
      (await send(app, 'POST', `/api/business-units/${unitId}/invitations/accept`, other.cookie)).status,
    ).toBe(404);
    const accepted = await send(
      app,
      'POST',
      `/api/business-units/${unitId}/invitations/accept`,
      invited.cookie,
    );
    expect(accepted.status).toBe(200);
    expect(await body(accepted)).toMatchObject({
      myRole: 'admin',
      myStatus: 'active',
      canManage: true,
      activeMembers: 2,
    });
    // Accepting twice (a second tab) answers the unit again.
    expect(
      (await send(app, 'POST', `/api/business-units/${unitId}/invitations/accept`, invited.cookie)).status,
    ).toBe(200);
    const detail = unitDetailSchema.parse(
      await body(await send(app, 'GET', `/api/business-units/${unitId}`, invited.cookie)),
    );
    expect(detail.members.map((member) => [member.role, member.status])).toEqual([
      ['owner', 'active'],
      ['admin', 'active'],
    ]);
    expect(
      (await body(await send(app, 'GET', '/api/business-units/invitations', invited.cookie))).invitations,
    ).toEqual([]);
  });

  it('invites an address without an account: that person signs up, confirms the e-mail, then accepts', async () => {
    const unitId = await createUnitAs(app, owner, 'Clínica Nova');
    const email = uniqueEmail('convidada');
    const invited = await send(app, 'POST', `/api/business-units/${unitId}/members`, owner.cookie, {
      email,
      role: 'member',
    });
    expect(invited.status).toBe(201);
    const { invitation } = await body(invited);
    expect(invitation).toMatchObject({ email, role: 'member' });
    expect(app.sentMail.filter((message) => message.to === email).at(-1)?.text).toContain(
      'Crie uma com este mesmo e-mail',
    );
    const listed = unitDetailSchema.parse(
      await body(await send(app, 'GET', `/api/business-units/${unitId}`, owner.cookie)),
    );
    expect(listed.invitations.map((item) => item.email)).toEqual([email]);

    const newcomer = await newVet(app, { email, verified: false });
    const early = await send(
      app,
      'POST',
      `/api/business-units/${unitId}/invitations/accept`,
      newcomer.cookie,
    );
    expect(early.status).toBe(403);
    expect((await body(early)).code).toBe('EMAIL_NOT_VERIFIED');
    await confirmEmail(app, email, newcomer.cookie);
    const accepted = await send(
      app,
      'POST',
      `/api/business-units/${unitId}/invitations/accept`,
      newcomer.cookie,
    );
    expect(accepted.status).toBe(200);
    expect(await body(accepted)).toMatchObject({ myRole: 'member', myStatus: 'active', canManage: false });
    const after = unitDetailSchema.parse(
      await body(await send(app, 'GET', `/api/business-units/${unitId}`, owner.cookie)),
    );
    expect(after.invitations).toEqual([]);
    expect(after.members.find((member) => member.email === email)?.status).toBe('active');
  });

  it('answers a second invitation of the same person with the spec message in details', async () => {
    const unitId = await createUnitAs(app, owner);
    const vet = await newVet(app);
    const first = await send(app, 'POST', `/api/business-units/${unitId}/members`, owner.cookie, {
      email: vet.email,
      role: 'member',
    });
    expect(first.status).toBe(201);
    const again = await send(app, 'POST', `/api/business-units/${unitId}/members`, owner.cookie, {
      email: vet.email,
      role: 'admin',
    });
    expect(again.status).toBe(409);
    expect(await body(again)).toMatchObject({
      code: 'CONFLICT',
      details: BUSINESS_UNIT_ERRORS.addMemberFailed,
    });
    const self = await send(app, 'POST', `/api/business-units/${unitId}/members`, owner.cookie, {
      email: owner.email,
      role: 'admin',
    });
    expect(self.status).toBe(409);
  });
});

describe('roles, removal and leaving', () => {
  it('lets the owner and active admins manage members, never the owner, and members nothing', async () => {
    const unitId = await createUnitAs(app, owner);
    const admin = await newVet(app);
    const member = await newVet(app);
    await addMember(app, unitId, owner, admin, 'admin');
    await addMember(app, unitId, admin, member, 'member');

    const demoteOwner = await send(
      app,
      'PATCH',
      `/api/business-units/${unitId}/members/${owner.id}`,
      admin.cookie,
      { role: 'member' },
    );
    expect(demoteOwner.status).toBe(403);
    expect((await body(demoteOwner)).details).toBe(BUSINESS_UNIT_ERRORS.updateMemberFailed);
    const removeOwner = await send(
      app,
      'DELETE',
      `/api/business-units/${unitId}/members/${owner.id}`,
      admin.cookie,
    );
    expect(removeOwner.status).toBe(403);
    expect((await body(removeOwner)).details).toBe(BUSINESS_UNIT_ERRORS.removeMemberFailed);
    expect((await send(app, 'POST', `/api/business-units/${unitId}/leave`, owner.cookie)).status).toBe(403);
    const ownerAsOwner = await send(
      app,
      'PATCH',
      `/api/business-units/${unitId}/members/${owner.id}`,
      owner.cookie,
      { role: 'admin' },
    );
    expect(ownerAsOwner.status).toBe(403);

    const byMember = await send(app, 'POST', `/api/business-units/${unitId}/members`, member.cookie, {
      email: uniqueEmail(),
      role: 'member',
    });
    expect(byMember.status).toBe(403);
    expect((await body(byMember)).details).toBe(BUSINESS_UNIT_ERRORS.addMemberFailed);
    expect(
      (
        await send(app, 'PATCH', `/api/business-units/${unitId}/members/${admin.id}`, member.cookie, {
          role: 'member',
        })
      ).status,
    ).toBe(403);

    // Making admins is the owner's (docs/decisions/035).
    const promoted = await send(
      app,
      'PATCH',
      `/api/business-units/${unitId}/members/${member.id}`,
      owner.cookie,
      { role: 'admin' },
    );
    expect(promoted.status).toBe(200);
    expect(
      unitDetailSchema.parse(await body(promoted)).members.find((m) => m.userID === member.id)?.role,
    ).toBe('admin');
    const missing = await send(app, 'PATCH', `/api/business-units/${unitId}/members/ninguem`, owner.cookie, {
      role: 'admin',
    });
    expect(missing.status).toBe(404);

    expect(
      (await send(app, 'DELETE', `/api/business-units/${unitId}/members/${admin.id}`, owner.cookie)).status,
    ).toBe(204);
    expect((await send(app, 'GET', `/api/business-units/${unitId}`, admin.cookie)).status).toBe(404);
    const actions = (
      await app.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `business-unit:${unitId}`))
    ).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining(['business-unit.member-role', 'business-unit.member-remove']),
    );
  });

  it('lets a member leave (or decline), after which the unit is gone from their list', async () => {
    const unitId = await createUnitAs(app, owner);
    const member = await newVet(app);
    await addMember(app, unitId, owner, member, 'member');
    expect((await send(app, 'POST', `/api/business-units/${unitId}/leave`, member.cookie)).status).toBe(204);
    const list = unitListSchema.parse(
      await body(await send(app, 'GET', '/api/business-units', member.cookie)),
    );
    expect(list.units).toEqual([]);
    const rows = await app.database.db
      .select()
      .from(businessUnitMember)
      .where(and(eq(businessUnitMember.unitId, unitId), eq(businessUnitMember.userId, member.id)));
    expect(rows).toEqual([]);
    expect((await send(app, 'POST', `/api/business-units/${unitId}/leave`, member.cookie)).status).toBe(404);

    const declining = await newVet(app);
    await send(app, 'POST', `/api/business-units/${unitId}/members`, owner.cookie, {
      email: declining.email,
      role: 'admin',
    });
    expect((await send(app, 'POST', `/api/business-units/${unitId}/leave`, declining.cookie)).status).toBe(
      204,
    );
    expect(
      (await body(await send(app, 'GET', '/api/business-units/invitations', declining.cookie))).invitations,
    ).toEqual([]);
  });
});

describe('invitation side effects', () => {
  it('puts the invitation in the bell of an invited account', async () => {
    const unitId = await createUnitAs(app, owner, 'Clínica Sino');
    const invited = await newVet(app);
    const response = await send(app, 'POST', `/api/business-units/${unitId}/members`, owner.cookie, {
      email: invited.email,
      role: 'admin',
    });
    expect(response.status).toBe(201);
    const { notifications } = await body(await send(app, 'GET', '/api/notifications', invited.cookie));
    expect(notifications).toEqual(
      expect.arrayContaining([expect.objectContaining({ title: 'Convite para a unidade Clínica Sino' })]),
    );
    const bystander = await body(await send(app, 'GET', '/api/notifications', owner.cookie));
    expect(bystander.notifications.map((item: { title: string }) => item.title)).not.toContain(
      'Convite para a unidade Clínica Sino',
    );
  });

  it('tells an invited account in the app too, and keeps the invitation when the e-mail fails', async () => {
    const unitId = await createUnitAs(app, owner, 'Clínica Avisos');
    const invited = await newVet(app);
    const notices: InAppInvitation[] = [];
    const failingMailer: Mailer = {
      kind: 'outbox',
      send: async () => {
        throw new Error('SMTP fora do ar');
      },
    };
    const result = await inviteMember(
      {
        db: app.database.db,
        mailer: failingMailer,
        log: createLogger('silent'),
        publicUrl: app.config.publicUrl,
        notifyInvited: async (notice) => {
          notices.push(notice);
        },
      },
      {
        actor: { id: owner.id, name: 'Dra. Ana', emailVerified: true },
        unitId,
        email: invited.email,
        role: 'member',
      },
    );
    expect(result).toMatchObject({ emailSent: false, invitation: { email: invited.email, role: 'member' } });
    expect(notices).toEqual([
      { userId: invited.id, unitId, unitName: 'Clínica Avisos', inviterName: 'Dra. Ana', role: 'member' },
    ]);
    const listed = await body(await send(app, 'GET', '/api/business-units/invitations', invited.cookie));
    expect(listed.invitations.map((item: { unitId: string }) => item.unitId)).toContain(unitId);
  });
});
