import { MESSAGES, passwordSchema } from '@vetvoz/domain';

export interface NewPasswordErrors {
  newPassword?: string;
  confirmPassword?: string;
}

/**
 * The domain's password rule (same as the server) and the spec's mismatch message, for every place
 * a new password is chosen: reset page and profile.
 */
export function checkNewPassword(password: string, confirmation: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const rule = passwordSchema.safeParse(password);
  if (!rule.success) errors.newPassword = rule.error.issues[0]?.message;
  if (!confirmation) errors.confirmPassword = 'Confirme sua senha.';
  else if (confirmation !== password) errors.confirmPassword = MESSAGES.passwordsDiffer;
  return errors;
}
