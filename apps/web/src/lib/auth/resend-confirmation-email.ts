import { messageResponseSchema, sendVerificationEmailContract } from '@vetvoz/domain';
import { apiRequest } from '../api.ts';

/** Mails the signed-in user a new confirmation link; resolves with the server's pt-BR message. */
export async function resendConfirmationEmail(): Promise<string> {
  const answer = await apiRequest(sendVerificationEmailContract.path, {
    method: 'POST',
    schema: messageResponseSchema,
  });
  return answer.message;
}
