import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TypedNotes } from './typed-notes.tsx';

describe('TypedNotes', () => {
  it('shows no warning before anything is typed', () => {
    render(<TypedNotes onSubmit={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryByTestId('transcricao-curta')).toBeNull();
    expect(screen.queryByText('Digite ou cole as anotações da consulta.')).toBeNull();
  });

  it('warns about a too-short text once the vet leaves the box', async () => {
    const user = userEvent.setup();
    render(<TypedNotes onSubmit={vi.fn()} onCancel={vi.fn()} />);
    await user.type(screen.getByLabelText('Anotações da consulta'), 'Vômito há dois dias.');
    expect(screen.queryByTestId('transcricao-curta')).toBeNull();
    await user.tab();
    expect(screen.getByTestId('transcricao-curta')).toBeDefined();
  });

  it('submits with one click even when the text is too short (no warning shifting the button first)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    render(<TypedNotes onSubmit={onSubmit} onCancel={vi.fn()} />);
    await user.type(screen.getByLabelText('Anotações da consulta'), 'Vômito há dois dias.');
    const submit = screen.getByRole('button', { name: 'Usar estas anotações' });
    submit.focus();
    expect(screen.queryByTestId('transcricao-curta')).toBeNull();
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith('Vômito há dois dias.');
  });

  it('does not warn when the box is left empty, but says what is missing on submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<TypedNotes onSubmit={onSubmit} onCancel={vi.fn()} />);
    await user.tab();
    expect(screen.queryByTestId('transcricao-curta')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Usar estas anotações' }));
    expect(screen.getByText('Digite ou cole as anotações da consulta.')).toBeDefined();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
