import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { env } from '@huggingface/transformers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import { createLogger } from '../../logging/logger.ts';
import { TranscriptionError } from '../errors.ts';
import { resolveTranscriber } from '../provider.ts';
import type { AudioInput } from '../transcriber.ts';
import { sweepAudioTmpRoot } from './audio-tmp-dir.ts';
import { WHISPER_SAMPLE_RATE } from './decode-audio.ts';
import { createLocalTranscriber, type LocalTranscriberOptions } from './local-transcriber.ts';
import { filesUnder, pcmWav } from './test-audio.ts';
import { DEFAULT_LOCAL_STT_MODEL, type WhisperModel } from './whisper-model.ts';

const log = createLogger('silent');
let scratch: string;
let modelsDir: string;
let tmpRoot: string;
const realFetch = env.fetch;
let networkCalls: unknown[];

beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'vetvoz-local-stt-test-'));
  modelsDir = path.join(scratch, 'models');
  mkdirSync(modelsDir);
  tmpRoot = path.join(scratch, 'audio');
  // Nothing in these tests may reach the network: any download attempt is recorded and fails.
  networkCalls = [];
  env.fetch = async (input: string | URL) => {
    networkCalls.push(String(input));
    throw new Error('network used in a test');
  };
});
afterEach(() => {
  env.fetch = realFetch;
  expect(networkCalls).toEqual([]);
  rmSync(scratch, { recursive: true, force: true });
});

function local(options: Partial<LocalTranscriberOptions> = {}) {
  return createLocalTranscriber({ modelsDir, log, allowRemoteModels: false, tmpRoot, ...options });
}

function wav(seconds: number): AudioInput {
  return {
    bytes: pcmWav({ seconds, sampleRate: 16_000 }),
    contentType: 'audio/wav',
    fileName: 'segment-0.wav',
  };
}

async function failure(promise: Promise<unknown>): Promise<TranscriptionError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(TranscriptionError);
  return error as TranscriptionError;
}

const timeLimit = () => ({ signal: AbortSignal.timeout(20_000) });

describe('local transcriber with the real loader', () => {
  it('says clearly that the model is missing from LOCAL_MODELS_DIR, before looking at the audio', async () => {
    const transcriber = local();
    const garbage: AudioInput = {
      bytes: new TextEncoder().encode('não é áudio'),
      contentType: 'audio/webm',
      fileName: 'segment-0.webm',
    };
    const error = await failure(transcriber.transcribe(garbage, timeLimit()));
    expect(error.kind).toBe('local_model_missing');
    expect(error.retryable).toBe(false);
    expect(error.message).toContain(path.join(modelsDir, DEFAULT_LOCAL_STT_MODEL, 'config.json'));
    expect(error.userMessage).toContain('modelo local de transcrição ainda não está instalado');
    expect(error.userMessage).toContain('LOCAL_MODELS_DIR');
    expect(error.userMessage).toContain('AI_STT_PROVIDER=openai-compatible');
    expect(filesUnder(tmpRoot)).toEqual([]);
  });

  it('tries the load again on the next call after a failure', async () => {
    const transcriber = local({ model: 'onnx-community/whisper-tiny' });
    const first = await failure(transcriber.transcribe(wav(1), timeLimit()));
    expect(first.message).toContain('whisper-tiny/config.json');

    // The operator copies the first file in: the next call gets further, so it really loaded again.
    const modelDir = path.join(modelsDir, 'onnx-community', 'whisper-tiny');
    mkdirSync(modelDir, { recursive: true });
    writeFileSync(path.join(modelDir, 'config.json'), JSON.stringify({ model_type: 'whisper' }));
    const second = await failure(transcriber.transcribe(wav(1), timeLimit()));
    expect(second.kind).toBe('local_model_missing');
    expect(second.message).not.toContain('whisper-tiny/config.json');
  });
});

/** A stand-in model: records what it gets, answers after `ms`, and tracks how many run at once. */
function fakeModel(ms = 0) {
  const calls: number[] = [];
  let running = 0;
  let maxRunning = 0;
  const model: WhisperModel = {
    async transcribe(samples) {
      calls.push(samples.length);
      running++;
      maxRunning = Math.max(maxRunning, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running--;
      return `trecho de ${samples.length} amostras`;
    },
  };
  return { model, calls, maxRunning: () => maxRunning };
}

describe('local transcriber around the model', () => {
  it('decodes to 16 kHz and gives the model every sample', async () => {
    const fake = fakeModel();
    const transcriber = local({ loadModel: async () => fake.model });
    const text = await transcriber.transcribe(wav(1.5), timeLimit());
    expect(text).toBe(`trecho de ${1.5 * WHISPER_SAMPLE_RATE} amostras`);
    expect(fake.calls).toEqual([1.5 * WHISPER_SAMPLE_RATE]);
    expect(filesUnder(tmpRoot)).toEqual([]);
  });

  it('loads the model once, shared, and again only after a failed load', async () => {
    const fake = fakeModel();
    const loadModel = vi
      .fn<NonNullable<LocalTranscriberOptions['loadModel']>>()
      .mockRejectedValueOnce(new TranscriptionError('local_model_missing', 'not there yet'))
      .mockResolvedValue(fake.model);
    const transcriber = local({ loadModel });
    expect((await failure(transcriber.transcribe(wav(1), timeLimit()))).kind).toBe('local_model_missing');
    await Promise.all([
      transcriber.transcribe(wav(1), timeLimit()),
      transcriber.transcribe(wav(1), timeLimit()),
    ]);
    await transcriber.transcribe(wav(1), timeLimit());
    expect(loadModel).toHaveBeenCalledTimes(2);
    expect(fake.calls).toHaveLength(3);
  });

  it('runs one segment at a time', async () => {
    const fake = fakeModel(100);
    const transcriber = local({ loadModel: async () => fake.model });
    await Promise.all([1, 2, 3].map(() => transcriber.transcribe(wav(1), timeLimit())));
    expect(fake.calls).toHaveLength(3);
    expect(fake.maxRunning()).toBe(1);
  });

  it('gives up a segment whose time runs out while it waits, without running it', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls: number[] = [];
    const model: WhisperModel = {
      async transcribe(samples) {
        calls.push(samples.length);
        await gate;
        return 'primeiro';
      },
    };
    const transcriber = local({ loadModel: async () => model });
    const first = transcriber.transcribe(wav(1), timeLimit());
    await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 10_000 });
    // The model is busy with the first segment: the second waits in line until its time runs out.
    const second = await failure(transcriber.transcribe(wav(1), { signal: AbortSignal.timeout(150) }));
    expect(second.kind).toBe('timeout');
    release();
    expect(await first).toBe('primeiro');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(1);
  });

  it('answers a time-out while the model is still loading (a first download goes on)', async () => {
    let finishLoading: (model: WhisperModel) => void = () => {};
    const loading = new Promise<WhisperModel>((resolve) => {
      finishLoading = resolve;
    });
    const transcriber = local({ loadModel: () => loading });
    const error = await failure(transcriber.transcribe(wav(1), { signal: AbortSignal.timeout(100) }));
    expect(error.kind).toBe('timeout');
    expect(error.retryable).toBe(true);
    finishLoading(fakeModel().model);
    expect(await transcriber.transcribe(wav(1), timeLimit())).toContain('trecho');
  });

  it('returns nothing for audio too short to hold a word, without running the model', async () => {
    const fake = fakeModel();
    const transcriber = local({ loadModel: async () => fake.model });
    expect(await transcriber.transcribe(wav(0.05), timeLimit())).toBe('');
    expect(fake.calls).toEqual([]);
  });
});

describe('private audio directory', () => {
  it('sweeps what dead processes (and an earlier run with our pid) left, and keeps live ones', () => {
    const root = path.join(scratch, 'sweep');
    for (const owner of ['999999999', String(process.pid), String(process.ppid), 'stray']) {
      mkdirSync(path.join(root, owner), { recursive: true });
      writeFileSync(path.join(root, owner, 'left-over'), 'audio');
    }
    sweepAudioTmpRoot(root);
    expect(filesUnder(root)).toEqual([path.join(root, String(process.ppid), 'left-over')]);
  });
});

describe('resolveTranscriber', () => {
  it('returns the local Whisper when AI_STT_PROVIDER=local, with AI_STT_MODEL overriding the model', () => {
    const config = loadConfig({ DATA_DIR: scratch, AI_STT_PROVIDER: 'local', AUTH_SECRET: 'x'.repeat(32) });
    const transcriber = resolveTranscriber(config.stt, { modelsDir: config.localModelsDir, log });
    expect(transcriber.provider).toBe('local');
    expect(transcriber.model).toBe(DEFAULT_LOCAL_STT_MODEL);

    const custom = loadConfig({
      DATA_DIR: scratch,
      AI_STT_PROVIDER: 'local',
      AI_STT_MODEL: 'onnx-community/whisper-base',
      AUTH_SECRET: 'x'.repeat(32),
    });
    expect(resolveTranscriber(custom.stt, { modelsDir: custom.localModelsDir, log }).model).toBe(
      'onnx-community/whisper-base',
    );
  });
});
