import { authUserResponseSchema, type SignInWithEmail, signInContract } from '@vetvoz/domain';
import { apiRequest } from '../../../lib/api.ts';

export type EmailCredentials = SignInWithEmail;

/** better-auth e-mail sign-in. Throws ApiError with the server's pt-BR message on failure. */
export async function signInWithEmail(credentials: EmailCredentials): Promise<void> {
  await apiRequest(signInContract.path, {
    method: 'POST',
    body: credentials,
    schema: authUserResponseSchema,
  });
}
