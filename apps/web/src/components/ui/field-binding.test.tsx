import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fieldBinder } from './field-binding.ts';
import { TextField } from './text-field.tsx';

function Form({ error }: { error?: string }) {
  const [values, setValues] = useState({ name: 'Rex', age: 3 });
  const field = fieldBinder({
    values,
    errors: { name: error },
    set: (name, value) => setValues((current) => ({ ...current, [name]: value })),
  });
  return (
    <>
      <TextField label="Nome" {...field('name')} />
      <output>{values.name}</output>
    </>
  );
}

describe('fieldBinder', () => {
  it('gives the field its name and value and writes what is typed back to the form', () => {
    render(<Form />);
    const input = screen.getByLabelText('Nome') as HTMLInputElement;
    expect(input.name).toBe('name');
    expect(input.value).toBe('Rex');
    fireEvent.change(input, { target: { value: 'Thor' } });
    expect(screen.getByRole('status').textContent).toBe('Thor');
  });

  it("shows the form's error under the field, tied to it", () => {
    render(<Form error="Informe o nome." />);
    const input = screen.getByLabelText('Nome');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Informe o nome.');
  });
});
