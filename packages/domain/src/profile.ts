import { z } from 'zod';
import { PLANS } from './plans.ts';
import { crmvSchema, PROFESSIONAL_ROLES, phoneSchema } from './registration.ts';

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
  plan: z.enum(PLANS),
  allowContact: z.boolean(),
  photoURL: z.string().nullable(),
  createdAt: z.string(),
  isAdmin: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** What a user may change about themselves; e-mail, CPF and plan change through their own flows. */
export const profileUpdateSchema = z
  .object({
    firstName: z.string().trim().min(1, 'Informe seu nome.').max(80),
    lastName: z.string().trim().min(1, 'Informe seu sobrenome.').max(120),
    phone: phoneSchema,
    crmv: crmvSchema,
    allowContact: z.boolean(),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Nada para alterar.');
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
