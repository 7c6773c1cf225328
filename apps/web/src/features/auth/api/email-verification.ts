import { verifyEmailContract } from '@vetvoz/domain';
import { call } from '../../../lib/contract-client.ts';

/** Confirms the address with the token of the e-mailed link. Expired or broken token: ApiError (pt-BR). */
export async function confirmEmail(token: string, signal?: AbortSignal): Promise<void> {
  await call(verifyEmailContract, { query: { token }, signal });
}
