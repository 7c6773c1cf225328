import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../../logging/logger.ts';
import type { TextModel } from '../text-model.ts';
import { type DownloadProgress, downloadModel } from './download-model.ts';
import { withFileLock } from './file-lock.ts';
import { createLlamaLanguageModel } from './llama-language-model.ts';
import { type LlamaRuntime, loadLlamaRuntime } from './llama-runtime.ts';
import { localModelError } from './local-model-errors.ts';
import type { ModelSource } from './model-source.ts';

/** What the vet is told while the model gets ready: "Baixando o modelo local: 45%". */
export interface LocalModelProgress {
  stage: 'downloading';
  percent: number;
}
export type LocalModelProgressListener = (progress: LocalModelProgress) => void;

export interface LocalTextModelOptions {
  source: ModelSource;
  /** False: never download (tests; a server told to stay offline). */
  allowDownload?: boolean;
  threads?: number;
  maxContextTokens?: number;
  fetch?: typeof fetch;
  log?: Logger;
}

export interface LocalTextModel {
  readonly id: string;
  readonly model: TextModel;
  /** Downloads (when absent) and loads the model; resolves once it can generate. */
  ready(): Promise<void>;
  /** Download progress while the file is fetched; returns the unsubscribe. */
  onProgress(listener: LocalModelProgressListener): () => void;
  dispose(): Promise<void>;
}

const PROGRESS_LOG_MS = 10_000;

/**
 * The embedded text model: the file is downloaded into LOCAL_MODELS_DIR on the first generation (when it
 * is not there), then loaded once per process and kept. Both steps are shared by every caller waiting and
 * retried by the next generation after a failure. Nothing happens at server start.
 */
export function createLocalTextModel(options: LocalTextModelOptions): LocalTextModel {
  const { source, log } = options;
  const listeners = new Set<LocalModelProgressListener>();
  let lastLog = 0;
  const progress = ({ percent, receivedBytes, totalBytes }: DownloadProgress) => {
    if (Date.now() - lastLog >= PROGRESS_LOG_MS) {
      lastLog = Date.now();
      log?.info({ model: source.id, receivedBytes, totalBytes }, 'downloading the local text model');
    }
    if (percent === undefined) return;
    for (const listener of listeners) listener({ stage: 'downloading', percent });
  };

  let runtime: Promise<LlamaRuntime> | undefined;
  const load = async () => {
    const present = await isFile(source.file);
    if (!present && source.kind === 'download') {
      if (options.allowDownload === false) throw localModelError('missing', `${source.file} (downloads off)`);
      // One download per LOCAL_MODELS_DIR: a process that waited finds the file another one finished.
      await mkdir(path.dirname(source.file), { recursive: true });
      await withFileLock(`${source.file}.lock`, async () => {
        if (await isFile(source.file)) return;
        log?.info({ model: source.id, url: source.url }, 'local text model missing; downloading it');
        await downloadModel({
          url: source.url,
          file: source.file,
          sha256: source.sha256,
          fetch: options.fetch,
          onProgress: progress,
        });
      });
      if (!source.sha256) log?.warn({ model: source.id }, 'local text model downloaded without a checksum');
    }
    const started = performance.now();
    const loaded = await loadLlamaRuntime({
      modelPath: source.file,
      threads: options.threads,
      maxContextTokens: options.maxContextTokens,
      log,
    });
    log?.info(
      { model: source.id, architecture: loaded.architecture, ms: Math.round(performance.now() - started) },
      'local text model loaded',
    );
    return loaded;
  };
  const getRuntime = () => {
    runtime ??= load().catch((error: unknown) => {
      runtime = undefined;
      log?.error(
        { model: source.id, reason: error instanceof Error ? error.message : String(error) },
        'local text model unavailable',
      );
      throw error;
    });
    return runtime;
  };

  return {
    id: source.id,
    model: createLlamaLanguageModel({ modelId: source.id, runtime: getRuntime }),
    ready: async () => {
      await getRuntime();
    },
    onProgress(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async dispose() {
      const loaded = await runtime?.catch(() => undefined);
      runtime = undefined;
      await loaded?.dispose();
    },
  };
}

const isFile = (file: string) =>
  stat(file).then(
    (found) => found.isFile(),
    () => false,
  );
