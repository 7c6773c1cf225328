import { type SignInWithEmail, signInContract } from '@vetvoz/domain';
import { call } from '../../../lib/contract-client.ts';

export type EmailCredentials = SignInWithEmail;

/** better-auth e-mail sign-in. Throws ApiError with the server's pt-BR message on failure. */
export async function signInWithEmail(credentials: EmailCredentials): Promise<void> {
  await call(signInContract, { body: credentials });
}
