import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/mock-api.ts';
import { CONSULTATION, documentRecord, FakeEventSource, renderSection } from '../test/documents-fixtures.tsx';

const TWO_ANIMALS = {
  ...CONSULTATION,
  patients: [CONSULTATION.patient, { name: 'Mel', species: 'gato' as const }],
};
const REASON = 'Medicamento dito na consulta para Thor, não para Mel: «Vou receitar meloxicam»';

describe('documents of a visit with several animals', { timeout: 20_000 }, () => {
  it('shows one animal at a time, each sheet with its animal, and the cross-animal warning beside the field', async () => {
    FakeEventSource.install();
    const thor = documentRecord('receita', {
      patientIndex: 0,
      content: { itens: [{ farmaco: 'Meloxicam', dose: '10 mg' }] },
    });
    const mel = documentRecord('receita', {
      id: 'd-receita-mel',
      patientIndex: 1,
      content: { itens: [{ farmaco: 'Meloxicam', dose: '10 mg' }] },
      groundingFlags: [{ path: 'itens.0.farmaco', value: 'Meloxicam', kind: 'animal', reason: REASON }],
    });
    mockApi({ routes: { 'GET /api/consultations/c-1/documents': () => json({ documents: [thor, mel] }) } });
    const user = userEvent.setup({ delay: null });
    renderSection(TWO_ANIMALS);

    const chooser = await screen.findByTestId('documentos-por-animal');
    expect(within(chooser).getByRole('button', { name: 'Thor' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('article', { name: 'Receita' }).textContent).toContain('Thor');
    await user.click(within(chooser).getByRole('button', { name: 'Mel' }));
    const receita = screen.getByRole('article', { name: 'Receita' });
    expect(receita.textContent).toContain('Mel');
    expect(receita.textContent).not.toContain('Labrador');
    await user.click(within(receita).getByRole('button', { name: /para conferir/ }));
    expect((await within(receita).findAllByText(new RegExp(REASON.slice(0, 40)))).length).toBeGreaterThan(0);
  });
});
