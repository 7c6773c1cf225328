import { ERROR_MESSAGES, isApiErrorBody } from '@vetvoz/domain';
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
    response = await fetch('/api/profile/photo', { method: 'PUT', credentials: 'include', body: form });
  } catch {
    throw new ApiError(0, 'UNAVAILABLE', NETWORK_ERROR_MESSAGE);
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (isApiErrorBody(data)) throw new ApiError(response.status, data.code, data.message);
    throw new ApiError(response.status, 'INTERNAL', ERROR_MESSAGES.INTERNAL);
  }
  const photoURL = (data as { photoURL?: unknown } | undefined)?.photoURL;
  if (typeof photoURL !== 'string') throw new ApiError(response.status, 'INTERNAL', ERROR_MESSAGES.INTERNAL);
  return photoURL;
}

export async function removeProfilePhoto(): Promise<void> {
  await apiRequest('/api/profile/photo', { method: 'DELETE' });
}
