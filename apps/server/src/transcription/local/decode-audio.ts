import { spawn } from 'node:child_process';
import { LOCAL_MAX_AUDIO_MINUTES, TranscriptionError } from '../errors.ts';
import { withPrivateAudioFile } from './audio-tmp-dir.ts';
import { needsSeekableInput } from './mp4-layout.ts';

/** What Whisper takes: mono float32 PCM at 16 kHz. */
export const WHISPER_SAMPLE_RATE = 16_000;

const STDERR_KEEP = 2000;

/**
 * Decodes any container the browser or an upload may send (webm/opus, ogg, mp4/aac, mp3, wav) with
 * Debian's ffmpeg — no binary downloaded at install time (docs/architecture.md). The audio goes in through stdin and
 * comes out through stdout: nothing written, except for MP4s indexed at the end (see mp4-layout.ts).
 * Aborting the signal kills ffmpeg.
 */
export async function decodeAudio({
  bytes,
  signal,
  ffmpegPath,
  tmpRoot,
  maxSeconds = LOCAL_MAX_AUDIO_MINUTES * 60,
}: {
  bytes: Uint8Array;
  signal: AbortSignal;
  ffmpegPath: string;
  /** Private directory for the rare input ffmpeg must seek in. */
  tmpRoot: string;
  maxSeconds?: number;
}): Promise<Float32Array> {
  const maxBytes = maxSeconds * WHISPER_SAMPLE_RATE * Float32Array.BYTES_PER_ELEMENT;
  if (needsSeekableInput(bytes)) {
    try {
      return await withPrivateAudioFile(tmpRoot, bytes, (file) =>
        runFfmpeg({ ffmpegPath, input: file, signal, maxBytes }),
      );
    } catch (error) {
      if (error instanceof TranscriptionError) throw error;
      // The private directory could not be used (disk full, a foreign /tmp/vetvoz-audio): a server fault.
      throw new TranscriptionError('unavailable', `private audio file: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
  return runFfmpeg({ ffmpegPath, input: 'pipe:0', stdin: bytes, signal, maxBytes });
}

function runFfmpeg({
  ffmpegPath,
  input,
  stdin,
  signal,
  maxBytes,
}: {
  ffmpegPath: string;
  input: string;
  stdin?: Uint8Array;
  signal: AbortSignal;
  maxBytes: number;
}): Promise<Float32Array> {
  if (signal.aborted) return Promise.reject(timeoutError());
  const args = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-i', input];
  args.push('-vn', '-sn', '-dn', '-f', 'f32le', '-ac', '1', '-ar', String(WHISPER_SAMPLE_RATE), 'pipe:1');

  return new Promise<Float32Array>((resolve, reject) => {
    const child = spawn(ffmpegPath, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let size = 0;
    let stderr = '';
    let failure: TranscriptionError | undefined;

    const stop = (error: TranscriptionError) => {
      failure ??= error;
      child.kill('SIGKILL');
    };
    const onAbort = () => stop(timeoutError());
    signal.addEventListener('abort', onAbort, { once: true });

    child.stdout.on('data', (chunk: Buffer) => {
      if (failure) return;
      size += chunk.length;
      if (size > maxBytes) {
        chunks.length = 0;
        stop(new TranscriptionError('too_long', `audio longer than ${maxBytes / 4 / WHISPER_SAMPLE_RATE} s`));
        return;
      }
      chunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < STDERR_KEEP) stderr += chunk.toString('utf8').slice(0, STDERR_KEEP - stderr.length);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      // spawn itself failed: no such binary, or not executable.
      failure ??=
        error.code === 'ENOENT' || error.code === 'EACCES'
          ? new TranscriptionError('local_decoder_missing', `ffmpeg not found at "${ffmpegPath}"`, {
              cause: error,
            })
          : new TranscriptionError('local_decoder_missing', `ffmpeg could not start: ${error.message}`, {
              cause: error,
            });
    });
    child.on('close', (code) => {
      signal.removeEventListener('abort', onAbort);
      if (failure) return reject(failure);
      if (code !== 0) {
        return reject(new TranscriptionError('rejected', `ffmpeg exited with ${code}: ${stderr.trim()}`));
      }
      resolve(toFloat32(chunks, size));
    });

    // ffmpeg may stop reading early (bad data, killed): the exit code tells why, not this EPIPE.
    child.stdin.on('error', () => {});
    child.stdin.end(stdin);
  });
}

/** Copies into a fresh buffer: stdout chunks split samples anywhere and may sit at odd offsets. */
function toFloat32(chunks: Buffer[], size: number): Float32Array {
  const samples = new Float32Array(Math.floor(size / Float32Array.BYTES_PER_ELEMENT));
  const target = new Uint8Array(samples.buffer);
  let offset = 0;
  for (const chunk of chunks) {
    const room = target.length - offset;
    if (room <= 0) break;
    target.set(chunk.length > room ? chunk.subarray(0, room) : chunk, offset);
    offset += chunk.length;
  }
  return samples;
}

function timeoutError(): TranscriptionError {
  return new TranscriptionError('timeout', 'local transcription cut by its time limit');
}
