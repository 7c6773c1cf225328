import { mkdirSync } from 'node:fs';
import type { TextStreamer } from '@huggingface/transformers';
import type { Logger } from '../../logging/logger.ts';
import { TranscriptionError } from '../errors.ts';

/** Multilingual, good Portuguese for its size (~240 M parameters), runs on a CPU. AI_STT_MODEL overrides. */
export const DEFAULT_LOCAL_STT_MODEL = 'onnx-community/whisper-small';

/**
 * The encoder stays float32 (quantising it costs accuracy); the decoder runs 8-bit, which is where
 * token-by-token time goes. Files read: onnx/encoder_model.onnx and onnx/decoder_model_merged_quantized.onnx.
 */
const DTYPE = { encoder_model: 'fp32', decoder_model_merged: 'q8' } as const;

const PROGRESS_LOG_MS = 10_000;

/** A loaded model: Float32 16 kHz mono in, text out. */
export interface WhisperModel {
  transcribe(samples: Float32Array, signal: AbortSignal): Promise<string>;
}

export interface LoadWhisperOptions {
  model: string;
  /** LOCAL_MODELS_DIR: files are read from, and downloaded into, <dir>/<model id>/. */
  modelsDir: string;
  /** False: read LOCAL_MODELS_DIR only, never the network (tests, offline servers). */
  allowRemoteModels: boolean;
  log: Logger;
}

/**
 * Loads Whisper through transformers.js (ONNX Runtime on the CPU). The ~470 MB runtime is imported here,
 * on first use, so a server that never transcribes locally neither loads it nor waits for it at start.
 * Any failure — package missing, files absent and not downloadable, a broken file — is
 * `local_model_missing`: the server cannot transcribe locally until its operator acts.
 */
export async function loadWhisper({
  model,
  modelsDir,
  allowRemoteModels,
  log,
}: LoadWhisperOptions): Promise<WhisperModel> {
  let transformers: typeof import('@huggingface/transformers');
  try {
    transformers = await import('@huggingface/transformers');
  } catch (error) {
    throw new TranscriptionError('local_model_missing', '@huggingface/transformers is not installed', {
      cause: error,
    });
  }
  const { BaseStreamer, env, LogLevel, pipeline } = transformers;
  // Global settings, and they must be: transformers.js 4.3 reads the cache for some files without the
  // per-call cache_dir/local_files_only. Download cache and hand-placed files share one layout:
  // <LOCAL_MODELS_DIR>/onnx-community/whisper-small/{config.json, onnx/…}.
  env.cacheDir = modelsDir;
  env.localModelPath = modelsDir;
  env.allowLocalModels = true;
  env.useFSCache = true;
  env.allowRemoteModels = allowRemoteModels;
  // Its warnings would go to the console, outside our JSON log; failures reach us as exceptions.
  env.logLevel = LogLevel.ERROR;

  const startedAt = Date.now();
  let lastProgressLog = startedAt;
  log.info({ model, modelsDir, allowRemoteModels }, 'loading the local speech-to-text model');
  try {
    if (allowRemoteModels) mkdirSync(modelsDir, { recursive: true });
    const asr = await pipeline('automatic-speech-recognition', model, {
      device: 'cpu',
      dtype: DTYPE,
      progress_callback: (progress) => {
        // A download takes minutes: one line every 10 s. Files already on disk load before the first one.
        if (progress.status !== 'progress_total' || Date.now() - lastProgressLog < PROGRESS_LOG_MS) return;
        lastProgressLog = Date.now();
        log.info(
          {
            model,
            percent: Math.floor(progress.progress),
            megabytes: Math.round(progress.loaded / 1e6),
            ofMegabytes: Math.round(progress.total / 1e6),
          },
          'local speech-to-text model: downloading',
        );
      },
    });
    log.info({ model, ms: Date.now() - startedAt }, 'local speech-to-text model ready');

    /**
     * Ends decoding at the next token once the caller's time is up, so a timed-out call frees the CPU.
     * A streamer, because Whisper's generate() drops custom stopping criteria; throwing is how it stops.
     */
    class StopOnAbort extends BaseStreamer {
      readonly signal: AbortSignal;
      constructor(signal: AbortSignal) {
        super();
        this.signal = signal;
      }
      override put(): void {
        if (this.signal.aborted) throw timeoutError();
      }
      override end(): void {}
    }

    return {
      async transcribe(samples, signal) {
        const output = await asr(samples, {
          language: 'portuguese',
          task: 'transcribe',
          // Whisper sees 30 s at a time; longer audio is cut in overlapping windows and stitched.
          chunk_length_s: 30,
          stride_length_s: 5,
          return_timestamps: false,
          // The typings ask for a TextStreamer; generate() only ever calls put() and end().
          streamer: new StopOnAbort(signal) as unknown as TextStreamer,
        });
        if (signal.aborted) throw timeoutError();
        return output.text.trim();
      },
    };
  } catch (error) {
    // fetch's own message is just "fetch failed"; its cause says why (no DNS, refused, …).
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    const reason = `${error instanceof Error ? error.message : String(error)}${cause}`;
    throw new TranscriptionError('local_model_missing', `cannot load ${model} from ${modelsDir}: ${reason}`, {
      cause: error,
    });
  }
}

function timeoutError(): TranscriptionError {
  return new TranscriptionError('timeout', 'local transcription cut by its time limit');
}
