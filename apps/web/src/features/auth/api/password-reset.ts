import {
  authStatusSchema,
  passwordResetRequestedSchema,
  requestPasswordResetContract,
  resetPasswordContract,
} from '@vetvoz/domain';
import { apiRequest } from '../../../lib/api.ts';

/**
 * Asks for a reset e-mail. The server answers the same whether or not the address has an account
 * (nobody can probe which e-mails are registered), so success means only "sent if it exists".
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest(requestPasswordResetContract.path, {
    method: 'POST',
    body: { email },
    schema: passwordResetRequestedSchema,
  });
}

/** Sets a new password with the token from the e-mail link. Expired or used token: ApiError. */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await apiRequest(resetPasswordContract.path, {
    method: 'POST',
    body: { token, newPassword },
    schema: authStatusSchema,
  });
}
