import { z } from 'zod';
import { apiRequest } from '../api.ts';

const resendAnswerSchema = z.object({ message: z.string() });

/** Mails the signed-in user a new confirmation link; resolves with the server's pt-BR message. */
export async function resendConfirmationEmail(): Promise<string> {
  const answer = await apiRequest('/api/accounts/verification-email', {
    method: 'POST',
    schema: resendAnswerSchema,
  });
  return answer.message;
}
