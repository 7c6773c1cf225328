import { apiRequest } from '../../../lib/api.ts';

export interface EmailCredentials {
  email: string;
  password: string;
}

/** better-auth e-mail sign-in. Throws ApiError with the server's pt-BR message on failure. */
export async function signInWithEmail(credentials: EmailCredentials): Promise<void> {
  await apiRequest('/api/auth/sign-in/email', { method: 'POST', body: credentials });
}
