import { MESSAGES } from '@vetvoz/domain';
import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api.ts';
import { describeSignUpFailure } from './registration-outcome.ts';

describe('describeSignUpFailure', () => {
  it('shows a taken e-mail as the spec text alone, on the e-mail field', () => {
    expect(describeSignUpFailure(new ApiError(409, 'EMAIL_TAKEN', MESSAGES.duplicateEmail, 'email'))).toEqual(
      {
        text: MESSAGES.duplicateEmail,
        field: 'email',
      },
    );
  });

  it('puts a refusal on the field the server names, whatever its text says', () => {
    expect(describeSignUpFailure(new ApiError(409, 'CPF_TAKEN', 'Documento já cadastrado.', 'cpf'))).toEqual({
      text: 'Erro ao criar conta: Documento já cadastrado.',
      field: 'cpf',
    });
  });

  it('reads the code, not the text: a conflict that names no field marks none', () => {
    expect(
      describeSignUpFailure(new ApiError(409, 'CONFLICT', 'Este CPF já está cadastrado em outra conta.')),
    ).toEqual({ text: 'Erro ao criar conta: Este CPF já está cadastrado em outra conta.', field: undefined });
  });

  it('explains a network failure', () => {
    expect(describeSignUpFailure(new Error('offline'))).toEqual({
      text: `Erro ao criar conta: ${NETWORK_ERROR_MESSAGE}`,
      field: undefined,
    });
  });
});
