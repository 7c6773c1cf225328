import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TranscriptionError } from '../errors.ts';
import { decodeAudio, WHISPER_SAMPLE_RATE } from './decode-audio.ts';
import { needsSeekableInput } from './mp4-layout.ts';
import { ffmpegTone, filesUnder, pcmWav } from './test-audio.ts';

let scratch: string;
let tmpRoot: string;
beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'vetvoz-decode-test-'));
  tmpRoot = path.join(scratch, 'audio');
});
afterEach(() => {
  rmSync(scratch, { recursive: true, force: true });
});

function decode(
  bytes: Uint8Array,
  options: { ffmpegPath?: string; signal?: AbortSignal; maxSeconds?: number } = {},
) {
  return decodeAudio({
    bytes,
    signal: options.signal ?? AbortSignal.timeout(20_000),
    ffmpegPath: options.ffmpegPath ?? 'ffmpeg',
    tmpRoot,
    maxSeconds: options.maxSeconds,
  });
}

async function failure(promise: Promise<unknown>): Promise<TranscriptionError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(TranscriptionError);
  return error as TranscriptionError;
}

describe('decodeAudio', () => {
  it('turns a 44.1 kHz stereo WAV into 16 kHz mono float samples, exactly as many as its duration', async () => {
    const samples = await decode(pcmWav({ seconds: 2, sampleRate: 44_100, channels: 2 }));
    expect(samples).toBeInstanceOf(Float32Array);
    expect(samples.length).toBe(2 * WHISPER_SAMPLE_RATE);
    // Still the 440 Hz tone: two zero crossings a cycle.
    let crossings = 0;
    for (let i = 1; i < samples.length; i++) {
      if ((samples[i - 1] ?? 0) < 0 !== (samples[i] ?? 0) < 0) crossings++;
    }
    expect(Math.abs(crossings - 2 * 440 * 2)).toBeLessThan(10);
  });

  it('decodes a browser-style webm/opus segment through the pipe', async () => {
    const webm = ffmpegTone({ seconds: 3, extension: 'webm', codecArgs: ['-c:a', 'libopus'] });
    const samples = await decode(webm);
    expect(Math.abs(samples.length - 3 * WHISPER_SAMPLE_RATE)).toBeLessThan(WHISPER_SAMPLE_RATE / 10);
  });

  it('decodes an m4a indexed at its end through a private file, and leaves no file behind', async () => {
    const m4a = ffmpegTone({
      seconds: 60,
      extension: 'm4a',
      codecArgs: ['-ac', '1', '-c:a', 'aac', '-b:a', '24k'],
    });
    expect(needsSeekableInput(m4a)).toBe(true);
    const samples = await decode(m4a);
    expect(Math.abs(samples.length - 60 * WHISPER_SAMPLE_RATE)).toBeLessThan(WHISPER_SAMPLE_RATE / 10);
    expect(filesUnder(tmpRoot)).toEqual([]);
    expect(statSync(tmpRoot).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(tmpRoot, String(process.pid))).mode & 0o777).toBe(0o700);
  });

  it('leaves no file behind when ffmpeg fails on such an m4a', async () => {
    const m4a = ffmpegTone({
      seconds: 60,
      extension: 'm4a',
      codecArgs: ['-ac', '1', '-c:a', 'aac', '-b:a', '24k'],
    });
    // Cut the index off: the file still starts like an MP4 with its audio first, but cannot be read.
    const broken = m4a.subarray(0, m4a.length - 2000);
    expect(needsSeekableInput(broken)).toBe(true);
    const error = await failure(decode(broken));
    expect(error.kind).toBe('rejected');
    expect(filesUnder(tmpRoot)).toEqual([]);
  });

  it('streams "fast start" and fragmented MP4s (index first) without any file', async () => {
    const fast = ffmpegTone({
      seconds: 2,
      extension: 'm4a',
      codecArgs: ['-c:a', 'aac', '-movflags', '+faststart'],
    });
    expect(needsSeekableInput(fast)).toBe(false);
    expect(needsSeekableInput(pcmWav({ seconds: 1, sampleRate: 8000 }))).toBe(false);
    const samples = await decode(fast);
    expect(Math.abs(samples.length - 2 * WHISPER_SAMPLE_RATE)).toBeLessThan(WHISPER_SAMPLE_RATE / 10);
    expect(filesUnder(tmpRoot)).toEqual([]);
  });

  it('says the format is wrong when ffmpeg cannot read the bytes', async () => {
    const error = await failure(decode(new TextEncoder().encode('isto não é áudio')));
    expect(error.kind).toBe('rejected');
    expect(error.retryable).toBe(false);
    expect(error.userMessage).toContain('Verifique o formato');
  });

  it('says plainly that ffmpeg is missing, and what to do', async () => {
    const error = await failure(
      decode(pcmWav({ seconds: 1, sampleRate: 8000 }), { ffmpegPath: path.join(scratch, 'no-ffmpeg') }),
    );
    expect(error.kind).toBe('local_decoder_missing');
    expect(error.retryable).toBe(false);
    expect(error.userMessage).toContain('ffmpeg');
    expect(error.userMessage).toContain('apt-get install ffmpeg');
    expect(error.userMessage).toContain('AI_STT_PROVIDER=openai-compatible');
  });

  it('refuses audio longer than the limit and stops decoding', async () => {
    const error = await failure(decode(pcmWav({ seconds: 3, sampleRate: 16_000 }), { maxSeconds: 1 }));
    expect(error.kind).toBe('too_long');
    expect(error.userMessage).toContain('longo demais');
  });

  it('kills ffmpeg when the time is up', async () => {
    // A stand-in decoder that never answers, and tells its pid.
    const pidFile = path.join(scratch, 'pid');
    const slow = path.join(scratch, 'slow-ffmpeg');
    writeFileSync(slow, `#!/bin/sh\necho $$ > '${pidFile}'\nexec sleep 30\n`);
    chmodSync(slow, 0o755);
    const controller = new AbortController();
    const started = Date.now();
    const pending = failure(
      decode(pcmWav({ seconds: 1, sampleRate: 8000 }), { ffmpegPath: slow, signal: controller.signal }),
    );
    await waitFor(() => readFileSync(pidFile, 'utf8').trim().length > 0);
    controller.abort();
    const error = await pending;
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5000);
    const pid = Number(readFileSync(pidFile, 'utf8'));
    await waitFor(() => !isAlive(pid));
  });
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (condition()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
