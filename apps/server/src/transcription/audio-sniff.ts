import { fileTypeFromBuffer } from 'file-type';

/**
 * Containers a recording arrives in: WebM/Matroska (Chrome, Firefox, Edge, Android), MP4/M4A (Safari,
 * iPhone voice memos), Ogg/Opus, WAV, MP3, FLAC, AAC. file-type names some of them video/* because the
 * container alone does not say whether a video track is inside; the provider takes them all.
 */
const AUDIO_CONTAINERS = new Set([
  'video/webm',
  'video/matroska',
  'video/x-matroska',
  'video/mp4',
  'video/quicktime',
  'video/3gpp',
  'video/ogg',
]);

/** How much of the start the sniffer reads: container headers sit in the first few kilobytes. */
const SNIFF_BYTES = 64 * 1024;

/**
 * The audio format found in the bytes themselves (never the type the client declared), or undefined
 * when they are not audio we accept — then nothing is sent to the speech provider.
 */
export async function sniffAudio(bytes: Uint8Array): Promise<{ ext: string; mime: string } | undefined> {
  const found = await fileTypeFromBuffer(bytes.subarray(0, SNIFF_BYTES)).catch(() => undefined);
  if (!found) return undefined;
  if (found.mime.startsWith('audio/') || AUDIO_CONTAINERS.has(found.mime)) return found;
  return undefined;
}
