import { z } from 'zod';
import { isValidCnpj, normalizeCnpj } from './cnpj.ts';
import { documentEstablishmentSchema } from './documents/issuer.ts';
import { PAID_PLANS, PLANS } from './plans.ts';
import { crmvSchema, PROFESSIONAL_ROLES, phoneSchema } from './registration.ts';
import { singleLineText } from './text.ts';

/** The spec's user profile as the API returns it (GET /api/profile). */
export const profileSchema = z.object({
  uid: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  crmv: z.string(),
  /** Digits only. */
  cpf: z.string(),
  birthDate: z.string().nullable(),
  role: z.enum(PROFESSIONAL_ROLES).nullable(),
  /** The plan in force: the free trial until billing confirms a payment. */
  plan: z.enum(PLANS),
  /** A paid plan picked at sign-up and not paid yet: only an intent, shown as "aguardando pagamento". */
  planIntent: z.enum(PAID_PLANS).nullable(),
  /** Consultations of the plan in force: used, included and still available. */
  consultations: z.object({ used: z.number().int(), limit: z.number().int(), remaining: z.number().int() }),
  allowContact: z.boolean(),
  photoURL: z.string().nullable(),
  createdAt: z.string(),
  isAdmin: z.boolean(),
  /** The vet's clinic or unit, printed in the header of the documents they issue; null when not given. */
  establishment: documentEstablishmentSchema.nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Empty optional fields are dropped, so the documents leave them out instead of printing blanks. */
const optionalText = (max: number, message: string) =>
  singleLineText()
    .max(max, message)
    .transform((value) => value || undefined)
    .optional();

/**
 * The establishment as the vet saves it in the profile: the documents' schema (name required; CNPJ, CRMV
 * registration, address and phone optional) with the CNPJ's check digits verified and CNPJ and phone kept
 * without punctuation, as the documents format them.
 */
export const profileEstablishmentSchema = documentEstablishmentSchema.extend({
  // The documents' name rule, with the same message when the field is missing altogether.
  name: z
    .string({ error: 'Informe o nome do estabelecimento.' })
    .pipe(documentEstablishmentSchema.shape.name),
  cnpj: singleLineText()
    .max(20, 'CNPJ inválido.')
    .refine((value) => !value || isValidCnpj(value), 'CNPJ inválido.')
    .transform((value) => (value ? normalizeCnpj(value) : undefined))
    .optional(),
  crmvRegistration: optionalText(40, 'Registro no CRMV longo demais.'),
  address: optionalText(300, 'Endereço longo demais.'),
  phone: singleLineText()
    .max(20, 'Telefone do estabelecimento inválido. Use DDD + número.')
    .refine(
      (value) => !value || /^\d{10,11}$/.test(value.replace(/\D/g, '')),
      'Telefone do estabelecimento inválido. Use DDD + número.',
    )
    .transform((value) => value.replace(/\D/g, '') || undefined)
    .optional(),
});
export type ProfileEstablishmentInput = z.input<typeof profileEstablishmentSchema>;

/** What a user may change about themselves; e-mail, CPF and plan change through their own flows. */
export const profileUpdateSchema = z
  .object({
    firstName: singleLineText().min(1, 'Informe seu nome.').max(80, 'Nome longo demais.'),
    lastName: singleLineText().min(1, 'Informe seu sobrenome.').max(120, 'Sobrenome longo demais.'),
    phone: phoneSchema,
    crmv: crmvSchema,
    allowContact: z.boolean(),
    /** An establishment replaces the saved one; null removes it. */
    establishment: profileEstablishmentSchema.nullable(),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Nada para alterar.');
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
