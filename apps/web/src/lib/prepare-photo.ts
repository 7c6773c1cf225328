/**
 * Checks a chosen profile photo in the browser before anything is sent: the file must say it is an
 * image AND decode as one (a renamed text file fails here). Large phone photos are scaled down, so
 * a 12 MP picture neither crosses the server's 5 MB limit nor eats a clinic's mobile data. The server
 * checks the content again and re-encodes it to 512 px without metadata.
 */

export const NOT_AN_IMAGE_MESSAGE = 'Escolha um arquivo de imagem (JPG, PNG ou WebP).';
export const UNREADABLE_IMAGE_MESSAGE = 'Não foi possível abrir esta imagem. Escolha outra foto.';
export const IMAGE_TOO_LARGE_MESSAGE = 'Esta imagem é grande demais. Escolha uma foto de até 30 MB.';

/** Largest file we try to decode at all (memory on low-end phones). */
const MAX_SOURCE_BYTES = 30 * 1024 * 1024;
/** The server's own limit (apps/server profile/photo.ts). */
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Twice the stored 512 px, so the server's re-encoding still has detail to work with. */
const MAX_SIDE_PX = 1024;

export class PhotoError extends Error {}

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
}

async function decode(file: File): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
  }
  // Older Safari: decode through an <img>.
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return {
      source: image,
      width: image.naturalWidth,
      height: image.naturalHeight,
      release: () => undefined,
    };
  } finally {
    URL.revokeObjectURL(url);
  }
}

function scaleDown(image: Decoded, file: File): Promise<File> {
  const ratio = Math.min(1, MAX_SIDE_PX / Math.max(image.width, image.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.width * ratio));
  canvas.height = Math.max(1, Math.round(image.height * ratio));
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(file);
  context.drawImage(image.source, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => {
    canvas.toBlob(
      (blob) => {
        const name = `${file.name.replace(/\.[^.]*$/, '') || 'foto'}.jpg`;
        resolve(blob ? new File([blob], name, { type: 'image/jpeg' }) : file);
      },
      'image/jpeg',
      0.9,
    );
  });
}

/** Resolves with the file to upload, or rejects with a PhotoError whose message can be shown. */
export async function preparePhoto(file: File): Promise<File> {
  if (!file.type.startsWith('image/')) throw new PhotoError(NOT_AN_IMAGE_MESSAGE);
  if (file.size > MAX_SOURCE_BYTES) throw new PhotoError(IMAGE_TOO_LARGE_MESSAGE);
  let image: Decoded;
  try {
    image = await decode(file);
  } catch {
    throw new PhotoError(UNREADABLE_IMAGE_MESSAGE);
  }
  try {
    if (image.width === 0 || image.height === 0) throw new PhotoError(UNREADABLE_IMAGE_MESSAGE);
    const tooBig = Math.max(image.width, image.height) > MAX_SIDE_PX || file.size > MAX_UPLOAD_BYTES;
    return tooBig ? await scaleDown(image, file) : file;
  } finally {
    image.release();
  }
}
