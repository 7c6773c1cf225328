import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_PATIENT_DRAFT, type PatientDraft, type PatientField } from './patient-draft.ts';
import { PatientFields } from './patient-fields.tsx';

function renderFields(draft: PatientDraft, errors: Partial<Record<PatientField, string>> = {}) {
  const onChange = vi.fn();
  const view = render(<PatientFields draft={draft} errors={errors} onChange={onChange} />);
  const rerender = (nextErrors: Partial<Record<PatientField, string>>) =>
    view.rerender(<PatientFields draft={draft} errors={nextErrors} onChange={onChange} />);
  return { rerender };
}

const more = () => screen.getByRole('button', { name: /Mais dados do animal/ });

describe('PatientFields', () => {
  it('shows name, species and tutor first, with the optional fields folded', () => {
    renderFields(EMPTY_PATIENT_DRAFT);
    expect(screen.getByLabelText('Nome do animal')).toBeDefined();
    expect(screen.getByLabelText('Espécie')).toBeDefined();
    expect(screen.getByLabelText('Nome do tutor (opcional)')).toBeDefined();
    expect(more().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { name: /^Raça/ })).toBeNull();
  });

  it('unfolds and folds with the keyboard', async () => {
    const user = userEvent.setup();
    renderFields(EMPTY_PATIENT_DRAFT);
    more().focus();
    await user.keyboard('{Enter}');
    expect(more().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('textbox', { name: /^Raça/ })).toBeDefined();
    await user.keyboard(' ');
    expect(more().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens by itself when one of its fields has a value (a restored draft)', () => {
    renderFields({ ...EMPTY_PATIENT_DRAFT, weight: '12,5' });
    expect(more().getAttribute('aria-expanded')).toBe('true');
  });

  it('opens by itself when one of its fields gets an error', () => {
    const { rerender } = renderFields({ ...EMPTY_PATIENT_DRAFT, weight: '' });
    expect(more().getAttribute('aria-expanded')).toBe('false');
    rerender({ weight: 'Peso inválido. Use números, como 12,5.' });
    expect(more().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Peso inválido. Use números, como 12,5.')).toBeDefined();
  });
});
