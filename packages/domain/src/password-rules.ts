import { MESSAGES } from './messages.ts';
import { passwordSchema } from './registration.ts';

export interface NewPasswordErrors {
  newPassword?: string;
  confirmPassword?: string;
}

/**
 * The password rule (the server's own) and the spec's mismatch message, for every form where a new
 * password is chosen: the reset page and the profile's password change.
 */
export function checkNewPassword(password: string, confirmation: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const rule = passwordSchema.safeParse(password);
  if (!rule.success) errors.newPassword = rule.error.issues[0]?.message;
  if (!confirmation) errors.confirmPassword = 'Confirme sua senha.';
  else if (confirmation !== password) errors.confirmPassword = MESSAGES.passwordsDiffer;
  return errors;
}
