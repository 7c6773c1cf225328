import { FREE_CONSULTATIONS, FREE_TRIAL_RULE_MESSAGES } from '@vetvoz/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, randomCpf, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { addMember, createUnitAs, newVet, send, startConsultation, type Vet } from './test-support.ts';

/**
 * One free trial per person (docs/decisions/032-consultation-counting-and-trial-rule.md). The probe: any
 * account, even unverified and with its trial used, created 3 units and got 30 free consultations.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const createUnit = (vet: Vet, name: string) => send(app, 'POST', '/api/business-units', vet.cookie, { name });

/** Starts consultations until one is refused; answers how many started. */
async function startUntilRefused(vet: Vet, unitId: string | undefined, max: number) {
  let started = 0;
  for (let i = 0; i < max; i++) {
    const response = await startConsultation(app, vet, unitId);
    if (response.status !== 201) return { started, refusal: response };
    started += 1;
  }
  return { started, refusal: undefined };
}

describe('one free trial per person', () => {
  it('the probe: three self-made units no longer give 30 free consultations', async () => {
    const vet = await newVet(app);
    const units: string[] = [];
    for (const name of ['Clínica Um', 'Clínica Dois', 'Clínica Três']) {
      const response = await createUnit(vet, name);
      if (response.status === 201) units.push((await body(response)).id);
    }
    expect(units).toHaveLength(1);
    let free = 0;
    for (const unitId of units) free += (await startUntilRefused(vet, unitId, 11)).started;
    free += (await startUntilRefused(vet, undefined, 11)).started;
    expect(free).toBe(FREE_CONSULTATIONS);
  });

  it('refuses a unit to an account whose e-mail is not confirmed, in Portuguese', async () => {
    const vet = await newVet(app, { verified: false });
    const response = await createUnit(vet, 'Clínica Sem Confirmação');
    expect(response.status).toBe(403);
    expect(await body(response)).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: FREE_TRIAL_RULE_MESSAGES.unitNeedsVerifiedEmail,
    });
  });

  it('refuses a second gratis unit to the same owner, in Portuguese', async () => {
    const vet = await newVet(app);
    await createUnitAs(app, vet, 'Clínica Primeira');
    const second = await createUnit(vet, 'Clínica Segunda');
    expect(second.status).toBe(409);
    expect((await body(second)).message).toBe(FREE_TRIAL_RULE_MESSAGES.secondGratisUnit);
  });

  it('a gratis unit and its owner’s personal trial share one budget, whoever of the unit starts them', async () => {
    const owner = await newVet(app);
    const colleague = await newVet(app);
    const unitId = await createUnitAs(app, owner, 'Clínica Compartilhada');
    await addMember(app, unitId, owner, colleague, 'member');
    for (let i = 0; i < 4; i++) expect((await startConsultation(app, owner)).status).toBe(201);
    const { started, refusal } = await startUntilRefused(colleague, unitId, 11);
    expect(started).toBe(FREE_CONSULTATIONS - 4);
    expect(refusal?.status).toBe(402);
    expect((await body(refusal as Response)).message).toBe(FREE_TRIAL_RULE_MESSAGES.unitFreeBudgetUsed);
    // The owner's trial shows them, and nothing is left of it.
    const summary = await body(await app.request('/api/subscription', { cookie: owner.cookie }));
    expect(summary.quota).toMatchObject({ used: FREE_CONSULTATIONS, remaining: 0, allowed: false });
    // The colleague's own trial is untouched.
    expect((await startConsultation(app, colleague)).status).toBe(201);
  });

  it('an owner whose CPF’s trial went to another account gets no free unit consultations', async () => {
    const cpf = randomCpf();
    const first = await newVet(app, { cpf });
    const deleted = await send(app, 'POST', '/api/auth/delete-user', first.cookie, {
      password: TEST_PASSWORD,
    });
    expect(deleted.status).toBe(200);
    const second = await newVet(app, { cpf });
    const unitId = await createUnitAs(app, second, 'Clínica do Segundo Cadastro');
    const response = await startConsultation(app, second, unitId);
    expect(response.status).toBe(402);
    expect((await body(response)).message).toBe(FREE_TRIAL_RULE_MESSAGES.unitFreeBudgetUsed);
    const unit = await body(await app.request(`/api/business-units/${unitId}`, { cookie: second.cookie }));
    expect(unit.quota.remaining).toBe(0);
  });
});
