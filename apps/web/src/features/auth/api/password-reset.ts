import { requestPasswordResetContract, resetPasswordContract } from '@vetvoz/domain';
import { call } from '../../../lib/contract-client.ts';

/**
 * Asks for a reset e-mail. The server answers the same whether or not the address has an account
 * (nobody can probe which e-mails are registered), so success means only "sent if it exists".
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await call(requestPasswordResetContract, { body: { email } });
}

/** Sets a new password with the token from the e-mail link. Expired or used token: ApiError. */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await call(resetPasswordContract, { body: { token, newPassword } });
}
