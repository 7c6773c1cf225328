import {
  authSuccessSchema,
  authUserResponseSchema,
  type ChangePassword,
  changePasswordContract,
  deleteAccountContract,
  exportProfileDataContract,
} from '@vetvoz/domain';
import { apiRequest } from '../../../lib/api.ts';

/** A zip the browser downloads by itself (a link, not a call). */
export const PROFILE_EXPORT_URL = exportProfileDataContract.path;

export async function changePassword(options: ChangePassword): Promise<void> {
  await apiRequest(changePasswordContract.path, {
    method: 'POST',
    body: options,
    schema: authUserResponseSchema,
  });
}

/** LGPD: deletes the account and everything of the user's (photo, sessions) after the password check. */
export async function deleteAccount(password: string): Promise<void> {
  await apiRequest(deleteAccountContract.path, {
    method: 'POST',
    body: { password },
    schema: authSuccessSchema,
  });
}
