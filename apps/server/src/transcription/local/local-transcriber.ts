import type { Logger } from '../../logging/logger.ts';
import { TranscriptionError } from '../errors.ts';
import type { AudioInput, Transcriber } from '../transcriber.ts';
import { defaultAudioTmpRoot, sweepAudioTmpRoot } from './audio-tmp-dir.ts';
import { decodeAudio, WHISPER_SAMPLE_RATE } from './decode-audio.ts';
import {
  DEFAULT_LOCAL_STT_MODEL,
  type LoadWhisperOptions,
  loadWhisper,
  type WhisperModel,
} from './whisper-model.ts';

/** Under a tenth of a second there is nothing to transcribe, and Whisper would invent something. */
const MIN_SAMPLES = WHISPER_SAMPLE_RATE / 10;

export interface LocalTranscriberOptions {
  /** AI_STT_MODEL, else DEFAULT_LOCAL_STT_MODEL. */
  model?: string;
  /** LOCAL_MODELS_DIR. */
  modelsDir: string;
  log: Logger;
  /** Default true: download on first use when online. Tests pass false so nothing reaches the network. */
  allowRemoteModels?: boolean;
  /** Default `ffmpeg` on PATH. */
  ffmpegPath?: string;
  /** Default os.tmpdir()/vetvoz-audio. */
  tmpRoot?: string;
  /** Default loadWhisper; tests substitute a fake model to exercise queueing and timeouts. */
  loadModel?: (options: LoadWhisperOptions) => Promise<WhisperModel>;
}

/**
 * The embedded provider: Whisper on this server's CPU. The model loads on the first segment (one shared
 * instance; a failed load is tried again on the next segment); each segment is decoded by ffmpeg and
 * transcribed one at a time, because one ONNX run already uses every core.
 */
export function createLocalTranscriber({
  model = DEFAULT_LOCAL_STT_MODEL,
  modelsDir,
  log,
  allowRemoteModels = true,
  ffmpegPath = 'ffmpeg',
  tmpRoot = defaultAudioTmpRoot(),
  loadModel = loadWhisper,
}: LocalTranscriberOptions): Transcriber {
  // Decision 008: whatever a crashed process left in the private audio directory goes at start.
  sweepAudioTmpRoot(tmpRoot);

  let loading: Promise<WhisperModel> | undefined;
  const load = () => {
    loading ??= loadModel({ model, modelsDir, allowRemoteModels, log }).catch((error: unknown) => {
      loading = undefined;
      log.error(
        { model, modelsDir, reason: error instanceof Error ? error.message : String(error) },
        'local speech-to-text model unavailable',
      );
      throw error;
    });
    return loading;
  };
  const runOneAtATime = serialQueue();

  return {
    provider: 'local',
    model,
    // transformers.js's Whisper generate() ignores prompt_ids, and a prompt forced in as decoder input
    // comes back in the text: here the vocabulary corrects after transcription only.
    promptLimit: 0,
    async transcribe(audio: AudioInput, { signal, measured }) {
      // The model first: when it is missing, say so rather than blame the audio. A first download may
      // outlast this call's time limit; it goes on, and a later attempt finds it loaded.
      const whisper = await untilAborted(load(), signal);
      const samples = await decodeAudio({ bytes: audio.bytes, signal, ffmpegPath, tmpRoot });
      measured?.(samples.length / WHISPER_SAMPLE_RATE);
      if (samples.length < MIN_SAMPLES) return '';
      return runOneAtATime(() => whisper.transcribe(samples, signal), signal);
    },
  };
}

function timeoutError(): TranscriptionError {
  return new TranscriptionError('timeout', 'local transcription cut by its time limit');
}

/** The promise's result, or a timeout error as soon as the signal aborts (the work itself goes on). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(timeoutError());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(timeoutError());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * Runs tasks one after another. A caller whose signal aborts while waiting leaves the line without
 * running; one that aborts while running is released at once, and the next task starts when the model
 * has actually stopped (StopOnAbort ends decoding at the next token).
 */
function serialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>, signal: AbortSignal): Promise<T> => {
    const run = tail.then(() => {
      if (signal.aborted) throw timeoutError();
      return task();
    });
    tail = run.catch(() => {});
    return untilAborted(run, signal);
  };
}
