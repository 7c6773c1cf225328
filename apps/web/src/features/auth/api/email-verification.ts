import { authStatusSchema, contractUrl, verifyEmailContract } from '@vetvoz/domain';
import { apiRequest } from '../../../lib/api.ts';

/** Confirms the address with the token of the e-mailed link. Expired or broken token: ApiError (pt-BR). */
export async function confirmEmail(token: string, signal?: AbortSignal): Promise<void> {
  await apiRequest(contractUrl(verifyEmailContract, {}, { token }), { signal, schema: authStatusSchema });
}
