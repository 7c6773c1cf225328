import sharp from 'sharp';
import { AppError } from '../http/app-error.ts';

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
const PHOTO_SIZE_PX = 512;

/**
 * Accepts an image by its content (sharp decodes it; a text file named .png fails here), then
 * re-encodes it as a square WebP: metadata such as GPS position is dropped, size is bounded.
 */
export async function normalizeProfilePhoto(input: Buffer): Promise<Buffer> {
  if (input.byteLength > MAX_PHOTO_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'A foto deve ter no máximo 5 MB.');
  }
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !['jpeg', 'png', 'webp', 'gif', 'heif', 'avif'].includes(format)) {
    throw new AppError('VALIDATION', 'Envie uma imagem (JPG, PNG ou WebP).');
  }
  try {
    return await sharp(input, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(PHOTO_SIZE_PX, PHOTO_SIZE_PX, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    throw new AppError('VALIDATION', 'Não foi possível ler esta imagem. Tente outra foto.', { cause: error });
  }
}
