import { type SignUpInput, signUpContract } from '@vetvoz/domain';
import { call } from '../../../lib/contract-client.ts';

/** Creates the account and signs in (the server sets the session cookie). Throws ApiError (pt-BR). */
export async function signUp(payload: SignUpInput): Promise<void> {
  await call(signUpContract, { body: payload });
}
