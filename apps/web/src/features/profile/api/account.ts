import { exportProfileDataContract } from '@vetvoz/domain';
import { apiRequest } from '../../../lib/api.ts';

/** A zip the browser downloads by itself (a link, not a call). */
export const PROFILE_EXPORT_URL = exportProfileDataContract.path;

export async function changePassword(options: {
  currentPassword: string;
  newPassword: string;
  revokeOtherSessions: boolean;
}): Promise<void> {
  await apiRequest('/api/auth/change-password', { method: 'POST', body: options });
}

/** LGPD: deletes the account and everything of the user's (photo, sessions) after the password check. */
export async function deleteAccount(password: string): Promise<void> {
  await apiRequest('/api/auth/delete-user', { method: 'POST', body: { password } });
}
