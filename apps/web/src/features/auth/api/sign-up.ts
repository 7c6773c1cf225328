import { type SignUpInput, signUpContract, signUpResponseSchema } from '@vetvoz/domain';
import { apiRequest } from '../../../lib/api.ts';

/** Creates the account and signs in (the server sets the session cookie). Throws ApiError (pt-BR). */
export async function signUp(payload: SignUpInput): Promise<void> {
  await apiRequest(signUpContract.path, { method: 'POST', body: payload, schema: signUpResponseSchema });
}
