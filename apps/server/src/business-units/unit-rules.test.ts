import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp, uniqueEmail } from '../../test/test-app.ts';
import { addMember, createUnitAs, newVet, send, startConsultation, type Vet } from './test-support.ts';

/**
 * The unit's rules as settled in docs/decisions/035: admins manage members, only the owner manages admins;
 * someone who leaves or is removed keeps reading what they wrote but changes nothing in the unit's
 * record, which its owner and active admins keep reading (the clinic's prontuário duty).
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const member = (unitId: string, userId: string) => `/api/business-units/${unitId}/members/${userId}`;

describe('who manages whom', () => {
  let owner: Vet;
  let adminA: Vet;
  let adminB: Vet;
  let plain: Vet;
  let unitId: string;
  beforeAll(async () => {
    [owner, adminA, adminB, plain] = await Promise.all([newVet(app), newVet(app), newVet(app), newVet(app)]);
    unitId = await createUnitAs(app, owner, 'Clínica Hierarquia');
    await addMember(app, unitId, owner, adminA, 'admin');
    await addMember(app, unitId, owner, adminB, 'admin');
    await addMember(app, unitId, owner, plain, 'member');
  });

  it('an admin cannot demote, remove or make admins; the owner can', async () => {
    for (const [what, response] of [
      ['demote', await send(app, 'PATCH', member(unitId, adminB.id), adminA.cookie, { role: 'member' })],
      ['remove', await send(app, 'DELETE', member(unitId, adminB.id), adminA.cookie)],
      ['promote', await send(app, 'PATCH', member(unitId, plain.id), adminA.cookie, { role: 'admin' })],
      [
        'invite an admin',
        await send(app, 'POST', `/api/business-units/${unitId}/members`, adminA.cookie, {
          email: uniqueEmail('novo-admin'),
          role: 'admin',
        }),
      ],
    ] as const) {
      expect(response.status, what).toBe(403);
      expect((await body(response)).message, what).toBe(
        'Só o proprietário da unidade pode gerenciar administradores.',
      );
    }
    const detail = await body(await send(app, 'GET', `/api/business-units/${unitId}`, owner.cookie));
    expect(detail.members.find((m: { userID: string }) => m.userID === adminB.id)?.role).toBe('admin');
    expect(
      (await send(app, 'PATCH', member(unitId, adminB.id), owner.cookie, { role: 'member' })).status,
    ).toBe(200);
    expect(
      (await send(app, 'PATCH', member(unitId, adminB.id), owner.cookie, { role: 'admin' })).status,
    ).toBe(200);
  });

  it('an admin manages members: invites, and removes one', async () => {
    const invited = await send(app, 'POST', `/api/business-units/${unitId}/members`, adminA.cookie, {
      email: uniqueEmail('membro'),
      role: 'member',
    });
    expect(invited.status).toBe(201);
    const extra = await newVet(app);
    await addMember(app, unitId, owner, extra, 'member');
    expect((await send(app, 'DELETE', member(unitId, extra.id), adminA.cookie)).status).toBe(204);
  });

  it('an admin cannot cancel the owner’s invitation of an admin', async () => {
    const invited = await send(app, 'POST', `/api/business-units/${unitId}/members`, owner.cookie, {
      email: uniqueEmail('admin-convidado'),
      role: 'admin',
    });
    const { invitation } = await body(invited);
    const cancel = await send(
      app,
      'DELETE',
      `/api/business-units/${unitId}/invitations/${invitation.id}`,
      adminA.cookie,
    );
    expect(cancel.status).toBe(403);
  });
});

describe('after leaving or being removed', () => {
  it('the former member reads their unit consultation but writes nothing; owner and admins keep reading', async () => {
    const [owner, admin, vet] = await Promise.all([newVet(app), newVet(app), newVet(app)]);
    const unitId = await createUnitAs(app, owner, 'Clínica Prontuário');
    await addMember(app, unitId, owner, admin, 'admin');
    await addMember(app, unitId, owner, vet, 'member');
    const created = await startConsultation(app, vet, unitId, 'Bolinha');
    expect(created.status).toBe(201);
    const id = (await body(created)).id as string;
    const notes =
      'Animal atendido com vômitos há dois dias, sem febre, hidratado, prescrito jejum e retorno.';
    expect(
      (await send(app, 'PATCH', `/api/consultations/${id}/transcript`, vet.cookie, { transcript: notes }))
        .status,
    ).toBe(200);

    expect((await send(app, 'DELETE', member(unitId, vet.id), admin.cookie)).status).toBe(204);

    const writes = {
      transcript: await send(app, 'PATCH', `/api/consultations/${id}/transcript`, vet.cookie, {
        transcript: `${notes} Editado depois.`,
      }),
      documents: await send(app, 'POST', `/api/consultations/${id}/documents`, vet.cookie, {
        types: ['receita'],
      }),
      finish: await send(app, 'POST', `/api/consultations/${id}/finish`, vet.cookie, { lastSegmentIndex: 0 }),
      delete: await send(app, 'DELETE', `/api/consultations/${id}`, vet.cookie),
    };
    for (const [what, response] of Object.entries(writes)) expect(response.status, what).toBe(404);

    // Read-only for the author; the unit's record stays readable by its owner and active admin.
    for (const reader of [vet, owner, admin]) {
      const read = await send(app, 'GET', `/api/consultations/${id}`, reader.cookie);
      expect(read.status).toBe(200);
      const view = await body(read);
      expect(view.transcript).toContain('vômitos');
      // The page must not offer what the server refuses: everyone here reads it read-only, and why.
      expect(view.readOnly).toBe(true);
      expect(view.readOnlyReason).toBe(reader === vet ? 'left-unit' : 'other-author');
    }
    // Their personal consultations are untouched: still theirs to write.
    const personal = await startConsultation(app, vet);
    expect(personal.status).toBe(201);
  });

  it('a removed admin stops reading the colleagues’ consultations', async () => {
    const [owner, admin, vet] = await Promise.all([newVet(app), newVet(app), newVet(app)]);
    const unitId = await createUnitAs(app, owner, 'Clínica Ex-Admin');
    await addMember(app, unitId, owner, admin, 'admin');
    await addMember(app, unitId, owner, vet, 'member');
    const id = (await body(await startConsultation(app, vet, unitId))).id as string;
    expect((await send(app, 'GET', `/api/consultations/${id}`, admin.cookie)).status).toBe(200);
    expect((await send(app, 'DELETE', member(unitId, admin.id), owner.cookie)).status).toBe(204);
    expect((await send(app, 'GET', `/api/consultations/${id}`, admin.cookie)).status).toBe(404);
  });
});
