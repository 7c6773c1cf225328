import { MAX_SEGMENT_BYTES } from '@vetvoz/domain';

/** An audio file sent instead of recording: one upload, so the provider's 25 MB limit is the file's. */
export const MAX_AUDIO_FILE_BYTES = MAX_SEGMENT_BYTES;
export const MAX_AUDIO_FILE_MINUTES = 90;

const TYPES_BY_EXTENSION: Record<string, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  mp4: 'audio/mp4',
  aac: 'audio/aac',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  webm: 'audio/webm',
};

export const AUDIO_FILE_ACCEPT = `${Object.keys(TYPES_BY_EXTENSION)
  .map((e) => `.${e}`)
  .join(',')},audio/*`;

export const AUDIO_FILE_MESSAGES = {
  type: 'Formato não aceito. Envie um arquivo de áudio mp3, m4a, wav, ogg ou webm.',
  empty: 'O arquivo está vazio.',
  size: (megabytes: string) =>
    `O arquivo tem ${megabytes} MB e o limite é 25 MB. Grave pelo VetVoz, que envia em partes, ou envie um arquivo menor.`,
  duration: (minutes: number) =>
    `O áudio tem ${minutes} minutos e o limite é ${MAX_AUDIO_FILE_MINUTES} minutos por arquivo.`,
} as const;

/** The MIME type to send, from the file's own type or, when the system gives none, its extension. */
export function audioTypeOf(file: File): string | undefined {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const byExtension = TYPES_BY_EXTENSION[extension];
  if (file.type.startsWith('audio/')) return file.type;
  // Some phones label an m4a or webm recording as video/*.
  if (file.type === 'video/mp4' || file.type === 'video/webm')
    return byExtension ?? file.type.replace('video', 'audio');
  return byExtension;
}

/** A problem with the file in pt-BR, or null when it may be sent. */
export function checkAudioFile(file: File, durationSeconds: number | undefined): string | null {
  if (!audioTypeOf(file)) return AUDIO_FILE_MESSAGES.type;
  if (file.size === 0) return AUDIO_FILE_MESSAGES.empty;
  if (file.size > MAX_AUDIO_FILE_BYTES) {
    const megabytes = (file.size / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 });
    return AUDIO_FILE_MESSAGES.size(megabytes);
  }
  if (durationSeconds !== undefined && durationSeconds > MAX_AUDIO_FILE_MINUTES * 60) {
    return AUDIO_FILE_MESSAGES.duration(Math.round(durationSeconds / 60));
  }
  return null;
}

/**
 * The file's duration from the browser's own decoder, when it can tell (undefined otherwise: some
 * containers don't say until fully read; the server then measures nothing and the size limit applies).
 */
export function readAudioDuration(file: File, timeoutMs = 5000): Promise<number | undefined> {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function')
    return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const audio = document.createElement('audio');
    const finish = (value: number | undefined) => {
      clearTimeout(timer);
      audio.removeAttribute('src');
      URL.revokeObjectURL(url);
      resolve(value);
    };
    const timer = setTimeout(() => finish(undefined), timeoutMs);
    audio.preload = 'metadata';
    audio.onloadedmetadata = () => finish(Number.isFinite(audio.duration) ? audio.duration : undefined);
    audio.onerror = () => finish(undefined);
    audio.src = url;
  });
}
