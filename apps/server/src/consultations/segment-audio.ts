import type { Context } from 'hono';
import { receivingBody } from '../http/admission/admission-gate.ts';
import { AppError } from '../http/app-error.ts';
import type { AppEnv } from '../http/context.ts';
import { type AudioInput, sniffAudio } from '../transcription/index.ts';

const EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'video/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/m4a': 'm4a',
  'audio/aac': 'm4a',
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
};

/** When the declared type says nothing useful, the sniffed container names the file for the provider. */
const SNIFFED_EXTENSIONS: Record<string, string> = {
  webm: 'webm',
  mkv: 'webm',
  mp4: 'm4a',
  m4a: 'm4a',
  mov: 'm4a',
  '3gp': 'm4a',
  ogg: 'ogg',
  opus: 'ogg',
  oga: 'ogg',
  wav: 'wav',
  mp3: 'mp3',
  flac: 'flac',
  aac: 'm4a',
};

/**
 * The tutor's name for redaction comes with each upload (header X-Tutor-Name, URI-encoded because
 * headers are Latin-1, or a multipart field) and lives only for this request. It is never stored or logged.
 */
function tutorNameFrom(raw: string | undefined | null): string | undefined {
  if (!raw) return undefined;
  let name = raw;
  try {
    name = decodeURIComponent(raw);
  } catch {
    // Not encoded: use as sent.
  }
  name = name.trim().slice(0, 120);
  return name || undefined;
}

/**
 * The audio of one segment upload, as raw bytes with their Content-Type or as a multipart form (field
 * `audio`, optional `tutorName`), checked by content: a picture or a text never reaches the speech provider.
 */
export async function readAudio(
  c: Context<AppEnv>,
  index: number,
): Promise<{ audio: AudioInput; tutorName?: string }> {
  const contentType = (c.req.header('content-type') ?? '').toLowerCase();
  let bytes: Uint8Array;
  let type: string;
  let tutorName = tutorNameFrom(c.req.header('x-tutor-name'));
  if (contentType.startsWith('multipart/form-data')) {
    const form = await receivingBody(c, c.req.parseBody()).catch(() => ({}) as Record<string, unknown>);
    const file = form.audio;
    if (!(file instanceof File))
      throw new AppError('VALIDATION', 'Envie o trecho de áudio no campo "audio".');
    bytes = new Uint8Array(await file.arrayBuffer());
    type = file.type || 'application/octet-stream';
    if (typeof form.tutorName === 'string') tutorName = tutorNameFrom(form.tutorName) ?? tutorName;
  } else {
    bytes = new Uint8Array(await receivingBody(c, c.req.arrayBuffer()));
    type = contentType || 'application/octet-stream';
  }
  if (bytes.byteLength === 0) throw new AppError('VALIDATION', 'O trecho de áudio está vazio.');
  // By content, not by the declared type: a picture or a text never reaches the speech provider.
  const sniffed = await sniffAudio(bytes);
  if (!sniffed) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const base = type.split(';')[0]?.trim() ?? '';
  const extension = EXTENSIONS[base] ?? SNIFFED_EXTENSIONS[sniffed.ext] ?? 'webm';
  return {
    audio: { bytes, contentType: base || 'audio/webm', fileName: `segment-${index}.${extension}` },
    tutorName,
  };
}
