import { removeProfilePhotoContract, setProfilePhotoContract } from '@vetvoz/domain';
import { call } from '../../../lib/contract-client.ts';

/**
 * Sends the photo as multipart (the form is the body as it is). The server checks the content,
 * re-encodes it and strips its metadata; it answers with the new, cache-busting photo URL.
 */
export async function uploadProfilePhoto(photo: File): Promise<string> {
  const form = new FormData();
  form.append('photo', photo);
  const { photoURL } = await call(setProfilePhotoContract, { rawBody: form });
  return photoURL;
}

export async function removeProfilePhoto(): Promise<void> {
  // 204: no body to read.
  await call(removeProfilePhotoContract);
}
