import { sendVerificationEmailContract } from '@vetvoz/domain';
import { call } from '../contract-client.ts';

/** Mails the signed-in user a new confirmation link; resolves with the server's pt-BR message. */
export async function resendConfirmationEmail(): Promise<string> {
  const answer = await call(sendVerificationEmailContract);
  return answer.message;
}
