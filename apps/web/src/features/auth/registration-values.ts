import {
  MESSAGES,
  type Plan,
  type ProfessionalRole,
  registrationFormSchema,
  type SignUpInput,
} from '@vetvoz/domain';
import { fieldErrors } from '../../lib/field-errors.ts';

/** Everything the registration form holds, as typed (masked CPF and phone included). */
export interface RegistrationValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  cpf: string;
  crmv: string;
  role: ProfessionalRole | '';
  birthDate: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
  acceptPrivacy: boolean;
  allowContact: boolean;
}

export type RegistrationField = keyof RegistrationValues;
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

export const EMPTY_REGISTRATION: RegistrationValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  cpf: '',
  crmv: '',
  role: '',
  birthDate: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
  acceptPrivacy: false,
  allowContact: false,
};

export type RegistrationCheck =
  | { ok: true; payload: SignUpInput }
  | { ok: false; errors: RegistrationErrors };

/**
 * Validates with the same zod schema as the server (packages/domain), so every message is the one
 * the spec and the API use. One message per field: the first the schema reports.
 */
export function checkRegistration(values: RegistrationValues, plan: Plan): RegistrationCheck {
  const result = registrationFormSchema.safeParse({ ...values, plan });
  if (result.success) {
    const { confirmPassword: _confirmation, ...payload } = result.data;
    return { ok: true, payload };
  }
  const errors: RegistrationErrors = fieldErrors(result.error.issues, values);
  // zod runs the schema's password-match refinement only once every field is valid; the user
  // should learn about a mismatch in the same round as the rest.
  if (!errors.confirmPassword && values.confirmPassword && values.password !== values.confirmPassword) {
    errors.confirmPassword = MESSAGES.passwordsDiffer;
  }
  return { ok: false, errors };
}
