import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { registrationFormSchema, signUpSchema } from './registration.ts';

const valid = {
  firstName: ' Helena ',
  lastName: 'Prado',
  email: 'Helena.Prado@Clinica.com.br',
  password: 'senha-segura-123',
  confirmPassword: 'senha-segura-123',
  cpf: '529.982.247-25',
  phone: '(11) 98765-4321',
  crmv: '12345/SP',
  role: 'veterinario',
  acceptTerms: true,
  acceptPrivacy: true,
};

const firstMessage = (input: unknown) => {
  const result = registrationFormSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('registration', () => {
  it('normalises a valid form', () => {
    const parsed = signUpSchema.parse(valid);
    expect(parsed).toMatchObject({
      firstName: 'Helena',
      email: 'helena.prado@clinica.com.br',
      cpf: '52998224725',
      phone: '11987654321',
      allowContact: false,
    });
    expect(parsed.birthDate).toBeUndefined();
  });

  it('uses the exact messages of the spec', () => {
    expect(firstMessage({ ...valid, cpf: '111.111.111-11' })).toBe(MESSAGES.invalidCpf);
    expect(firstMessage({ ...valid, confirmPassword: 'outra-senha-123' })).toBe(MESSAGES.passwordsDiffer);
    expect(firstMessage({ ...valid, acceptTerms: false })).toBe(MESSAGES.termsNotAccepted);
    expect(firstMessage({ ...valid, acceptPrivacy: undefined })).toBe(MESSAGES.termsNotAccepted);
  });

  it('requires every mandatory field, in Portuguese', () => {
    expect(firstMessage({ ...valid, firstName: '  ' })).toBe('Informe seu nome.');
    expect(firstMessage({ ...valid, crmv: undefined })).toBe('Informe seu CRMV.');
    expect(firstMessage({ ...valid, role: 'dono' })).toBe('Escolha Médico(a)-veterinário(a) ou Estudante.');
    expect(firstMessage({ ...valid, password: 'curta', confirmPassword: 'curta' })).toBe(
      'A senha deve ter pelo menos 8 caracteres.',
    );
    expect(firstMessage({ ...valid, email: 'nao-e-email' })).toBe('E-mail inválido.');
    expect(firstMessage({ ...valid, phone: '1234' })).toBe('Telefone inválido. Use DDD + número.');
  });

  it('accepts an optional birth date only when it is a real past date', () => {
    expect(signUpSchema.parse({ ...valid, birthDate: '1990-02-28' }).birthDate).toBe('1990-02-28');
    expect(signUpSchema.parse({ ...valid, birthDate: '' }).birthDate).toBeUndefined();
    expect(firstMessage({ ...valid, birthDate: '1990-02-30' })).toBe('Data de nascimento inválida.');
    expect(firstMessage({ ...valid, birthDate: '2999-01-01' })).toBe('Data de nascimento inválida.');
  });
});
