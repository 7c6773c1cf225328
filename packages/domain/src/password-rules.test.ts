import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { checkNewPassword } from './password-rules.ts';

describe('checkNewPassword', () => {
  it('accepts a long enough password typed twice', () => {
    expect(checkNewPassword('senha-segura-123', 'senha-segura-123')).toEqual({});
  });

  it('gives the password rule and the missing or different confirmation in pt-BR', () => {
    expect(checkNewPassword('', '')).toEqual({
      newPassword: 'Informe uma senha.',
      confirmPassword: 'Confirme sua senha.',
    });
    expect(checkNewPassword('curta', 'curta')).toEqual({
      newPassword: 'A senha deve ter pelo menos 8 caracteres.',
    });
    expect(checkNewPassword('senha-segura-123', 'senha-segura-124')).toEqual({
      confirmPassword: MESSAGES.passwordsDiffer,
    });
  });
});
