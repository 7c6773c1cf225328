import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { summary, TRIAL } from '../../../test/billing-test-data.ts';
import { json, mockApi, VET } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { forgetPatientDraft } from '../draft/patient-draft-store.ts';

afterEach(() => forgetPatientDraft());

async function fillPatient() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Nome do animal'), 'Thor');
  await user.selectOptions(screen.getByLabelText('Espécie'), 'cao');
  await user.type(screen.getByLabelText('Nome do tutor (opcional)'), 'Ana Souza');
  return user;
}

describe('NewConsultation', () => {
  it('keeps every way in closed while billing says no consultation may start, and says why', async () => {
    mockApi({ me: VET, routes: { 'GET /api/subscription': () => json(summary(TRIAL, 10)) } });
    renderApp('/consultation');
    expect(
      await screen.findByRole('heading', { name: 'Suas consultas grátis acabaram' }, { timeout: 5_000 }),
    ).toBeDefined();
    expect((screen.getByRole('button', { name: /Iniciar gravação/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: /Digitar anotações/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('lets a vet with consultations left start', async () => {
    mockApi({ me: VET, routes: { 'GET /api/subscription': () => json(summary(TRIAL, 3)) } });
    renderApp('/consultation');
    // Billing has answered (the header's chip shows it) before the page is judged.
    expect(
      await screen.findByRole('link', { name: /^7 consultas grátis restantes/ }, { timeout: 5_000 }),
    ).toBeDefined();
    // jsdom cannot record: the typed notes stand for every way in.
    // The page's own chunk may still be loading on a busy machine.
    const notes = await screen.findByRole('button', { name: /Digitar anotações/ }, { timeout: 5_000 });
    await waitFor(() => expect((notes as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByRole('heading', { name: 'Suas consultas grátis acabaram' })).toBeNull();
  });

  it('gives back the patient typed so far after a visit to another page', async () => {
    mockApi({ me: VET });
    const { router } = renderApp('/consultation');
    await fillPatient();
    await act(() => router.navigate('/history'));
    await act(() => router.navigate('/consultation'));
    expect(((await screen.findByLabelText('Nome do animal')) as HTMLInputElement).value).toBe('Thor');
    expect((screen.getByLabelText('Espécie') as HTMLSelectElement).value).toBe('cao');
    expect((screen.getByLabelText('Nome do tutor (opcional)') as HTMLInputElement).value).toBe('Ana Souza');
  });

  it('"Limpar" starts the form over, and the empty form is what comes back', async () => {
    mockApi({ me: VET });
    const { router } = renderApp('/consultation');
    expect(screen.queryByRole('button', { name: 'Limpar' })).toBeNull();
    const user = await fillPatient();
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    expect((screen.getByLabelText('Nome do animal') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Nome do tutor (opcional)') as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(screen.getByLabelText('Nome do animal'));
    await act(() => router.navigate('/history'));
    await act(() => router.navigate('/consultation'));
    expect(((await screen.findByLabelText('Nome do animal')) as HTMLInputElement).value).toBe('');
  });
});
