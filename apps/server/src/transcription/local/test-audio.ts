import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Test fixture: a 16-bit PCM WAV written byte by byte (no ffmpeg needed to make it). */
export function pcmWav({
  seconds,
  sampleRate,
  channels = 1,
}: {
  seconds: number;
  sampleRate: number;
  channels?: number;
}) {
  const frames = Math.round(seconds * sampleRate);
  const dataSize = frames * channels * 2;
  const buffer = Buffer.alloc(44 + dataSize);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + dataSize, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(channels, 22);
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * channels * 2, 28);
  buffer.writeUInt16LE(channels * 2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(dataSize, 40);
  for (let frame = 0; frame < frames; frame++) {
    const value = Math.round(Math.sin((2 * Math.PI * 440 * frame) / sampleRate) * 16_000);
    for (let channel = 0; channel < channels; channel++) {
      buffer.writeInt16LE(value, 44 + (frame * channels + channel) * 2);
    }
  }
  return new Uint8Array(buffer);
}

/** Test fixture: a tone encoded by Debian's ffmpeg into any container (through a scratch dir, removed). */
export function ffmpegTone({
  seconds,
  extension,
  codecArgs,
}: {
  seconds: number;
  extension: string;
  codecArgs: string[];
}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'vetvoz-fixture-'));
  try {
    const file = path.join(dir, `tone.${extension}`);
    execFileSync('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=440:duration=${seconds}`,
      ...codecArgs,
      file,
    ]);
    return new Uint8Array(readFileSync(file));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every file (not directory) under a directory, recursively. */
export function filesUnder(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}
