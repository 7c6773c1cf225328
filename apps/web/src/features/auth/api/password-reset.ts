import { apiRequest } from '../../../lib/api.ts';

/**
 * Asks for a reset e-mail. The server answers the same whether or not the address has an account
 * (nobody can probe which e-mails are registered), so success means only "sent if it exists".
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest('/api/auth/request-password-reset', { method: 'POST', body: { email } });
}

/** Sets a new password with the token from the e-mail link. Expired or used token: ApiError. */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await apiRequest('/api/auth/reset-password', { method: 'POST', body: { token, newPassword } });
}
