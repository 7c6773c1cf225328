import {
  type ChangePassword,
  changePasswordContract,
  deleteAccountContract,
  exportProfileDataContract,
} from '@vetvoz/domain';
import { call } from '../../../lib/contract-client.ts';

/** A zip the browser downloads by itself (a link, not a call). */
export const PROFILE_EXPORT_URL = exportProfileDataContract.path;

export async function changePassword(options: ChangePassword): Promise<void> {
  await call(changePasswordContract, { body: options });
}

/** LGPD: deletes the account and everything of the user's (photo, sessions) after the password check. */
export async function deleteAccount(password: string): Promise<void> {
  await call(deleteAccountContract, { body: { password } });
}
