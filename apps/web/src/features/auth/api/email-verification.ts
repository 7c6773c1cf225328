import { z } from 'zod';
import { apiRequest } from '../../../lib/api.ts';

/** Confirms the address with the token of the e-mailed link. Expired or broken token: ApiError (pt-BR). */
export async function confirmEmail(token: string, signal?: AbortSignal): Promise<void> {
  await apiRequest(`/api/auth/verify-email?token=${encodeURIComponent(token)}`, { signal });
}

const resendAnswerSchema = z.object({ message: z.string() });

/** Mails the signed-in user a new confirmation link; resolves with the server's pt-BR message. */
export async function resendConfirmationEmail(): Promise<string> {
  const answer = await apiRequest('/api/accounts/verification-email', {
    method: 'POST',
    schema: resendAnswerSchema,
  });
  return answer.message;
}
