import { z } from 'zod';
import { isValidCpf } from './cpf.ts';
import { MESSAGES } from './messages.ts';
import { PLANS } from './plans.ts';
import { singleLineText } from './text.ts';

/** Professional role at sign-up (the spec's `role`). Site admin is a separate flag. */
export const PROFESSIONAL_ROLES = ['veterinario', 'estudante'] as const;
export type ProfessionalRole = (typeof PROFESSIONAL_ROLES)[number];
/** The stored values stay as the spec names them; the labels say the profession as vets write it. */
export const PROFESSIONAL_ROLE_LABELS: Record<ProfessionalRole, string> = {
  veterinario: 'Médico(a)-veterinário(a)',
  estudante: 'Estudante',
};

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
/** zxcvbn score (0–4) a new password must reach: 3 is "safely unguessable" for online attacks. */
export const MIN_PASSWORD_SCORE = 3;

/** The pt-BR explanation of a refused password, from zxcvbn's pt-BR feedback. */
export function weakPasswordMessage(feedback: { warning?: string | null; suggestions?: string[] }): string {
  const hints = [feedback.warning, ...(feedback.suggestions ?? [])].filter((hint): hint is string =>
    Boolean(hint),
  );
  return ['Senha fraca.', ...(hints.length ? hints : ['Use uma frase com palavras pouco comuns.'])].join(' ');
}

const required = (message: string) => singleLineText({ error: message }).min(1, message);

export const emailSchema = z
  .string({ error: 'Informe seu e-mail.' })
  .trim()
  .min(1, 'Informe seu e-mail.')
  .max(254, 'E-mail longo demais.')
  .pipe(z.email('E-mail inválido.'))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: 'Informe uma senha.' })
  .min(1, 'Informe uma senha.')
  .min(MIN_PASSWORD_LENGTH, `A senha deve ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`)
  .max(MAX_PASSWORD_LENGTH, 'A senha é longa demais.');

export const cpfSchema = required('Informe seu CPF.')
  .max(20, MESSAGES.invalidCpf)
  .refine(isValidCpf, MESSAGES.invalidCpf)
  .transform((cpf) => cpf.replace(/\D/g, ''));

export const phoneSchema = required('Informe seu telefone.')
  .max(20, 'Telefone inválido. Use DDD + número.')
  .refine((phone) => /^\d{10,11}$/.test(phone.replace(/\D/g, '')), 'Telefone inválido. Use DDD + número.')
  .transform((phone) => phone.replace(/\D/g, ''));

/** CRMV as printed on documents: number and UF, e.g. "12345/SP". Students enter theirs when they have one. */
export const crmvSchema = required('Informe seu CRMV.').max(20, 'CRMV longo demais.');

/** Optional birth date (YYYY-MM-DD); when given, it must be a real past date. */
export const birthDateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data de nascimento inválida.')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date < new Date();
  }, 'Data de nascimento inválida.')
  .optional()
  .or(z.literal('').transform(() => undefined));

/** What the server accepts to create an account (no confirmation field: the form checks it). */
export const signUpSchema = z.object({
  firstName: required('Informe seu nome.').max(80, 'Nome longo demais.'),
  lastName: required('Informe seu sobrenome.').max(120, 'Sobrenome longo demais.'),
  email: emailSchema,
  password: passwordSchema,
  cpf: cpfSchema,
  phone: phoneSchema,
  crmv: crmvSchema,
  role: z.enum(PROFESSIONAL_ROLES, { error: 'Escolha Médico(a)-veterinário(a) ou Estudante.' }),
  birthDate: birthDateSchema,
  plan: z.enum(PLANS).optional(),
  allowContact: z.boolean().default(false),
  acceptTerms: z.literal(true, { error: MESSAGES.termsNotAccepted }),
  acceptPrivacy: z.literal(true, { error: MESSAGES.termsNotAccepted }),
});
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpPayload = z.output<typeof signUpSchema>;

/** The registration form: the server payload plus password confirmation. */
export const registrationFormSchema = signUpSchema
  .extend({ confirmPassword: z.string({ error: 'Confirme sua senha.' }).min(1, 'Confirme sua senha.') })
  .refine((form) => form.password === form.confirmPassword, {
    message: MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type RegistrationForm = z.input<typeof registrationFormSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Informe sua senha.' }).min(1, 'Informe sua senha.'),
});
