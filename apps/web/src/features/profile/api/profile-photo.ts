import {
  ERROR_MESSAGES,
  isApiErrorBody,
  profilePhotoResponseSchema,
  removeProfilePhotoContract,
  setProfilePhotoContract,
} from '@vetvoz/domain';
import { ApiError, apiRequest, NETWORK_ERROR_MESSAGE } from '../../../lib/api.ts';

/**
 * Sends the photo as multipart (apiRequest speaks JSON only). The server checks the content,
 * re-encodes it and strips its metadata; it answers with the new, cache-busting photo URL.
 */
export async function uploadProfilePhoto(photo: File): Promise<string> {
  const form = new FormData();
  form.append('photo', photo);
  let response: Response;
  try {
    response = await fetch(setProfilePhotoContract.path, {
      method: 'PUT',
      credentials: 'include',
      body: form,
    });
  } catch {
    throw new ApiError(0, 'UNAVAILABLE', NETWORK_ERROR_MESSAGE);
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (isApiErrorBody(data)) throw new ApiError(response.status, data.code, data.message);
    throw new ApiError(response.status, 'INTERNAL', ERROR_MESSAGES.INTERNAL);
  }
  const parsed = profilePhotoResponseSchema.safeParse(data);
  if (!parsed.success) throw new ApiError(response.status, 'INTERNAL', ERROR_MESSAGES.INTERNAL);
  return parsed.data.photoURL;
}

export async function removeProfilePhoto(): Promise<void> {
  // 204: no body to read.
  await apiRequest(removeProfilePhotoContract.path, { method: 'DELETE' });
}
