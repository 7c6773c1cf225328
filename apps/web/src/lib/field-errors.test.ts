import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors.ts';

describe('fieldErrors', () => {
  const issues = [
    { path: ['name'], message: 'Informe o nome.' },
    { path: ['name'], message: 'Nome longo demais.' },
    { path: ['weightKg'], message: 'Peso inválido.' },
    { path: ['hidden'], message: 'Não mostrado.' },
    { path: ['issue', 'responsavelCpf'], message: 'CPF inválido.' },
  ];

  it("keeps the first message of each of the form's fields", () => {
    expect(fieldErrors(issues, { name: '', weight: '' })).toEqual({ name: 'Informe o nome.' });
    expect(fieldErrors(issues, ['name', 'weightKg'] as const)).toEqual({
      name: 'Informe o nome.',
      weightKg: 'Peso inválido.',
    });
  });

  it('maps schema paths to form fields', () => {
    expect(
      fieldErrors(issues, ['weight', 'responsavelCpf'] as const, (path) =>
        path[0] === 'weightKg' ? 'weight' : path.at(-1),
      ),
    ).toEqual({ weight: 'Peso inválido.', responsavelCpf: 'CPF inválido.' });
  });
});
