import type { wrapLanguageModel } from 'ai';
import type { AppConfigEnv } from '../config/config.ts';

/** An AI SDK v6 language model (LanguageModelV3), with its provider and model id for the records. */
export type TextModel = ReturnType<typeof wrapLanguageModel>;

export type TextConfig = AppConfigEnv['text'];

/**
 * Resolves the configured model once, on first use: the server starts (and serves everything else) even
 * when text generation is unusable, and each generation then fails with a clear pt-BR reason.
 */
export interface TextModelResolver {
  readonly provider: TextConfig['provider'];
  readonly modelId: string | undefined;
  get(): Promise<TextModel>;
  /**
   * Time limits suited to the provider, under the caller's own: the embedded model queues its generations
   * and writes a few tokens a second, far past the limits of a remote API.
   */
  readonly policy?: { totalTimeoutMs?: number; idleTimeoutMs?: number };
  /** The embedded model's download progress while `get()` waits for it; returns the unsubscribe. */
  onProgress?(listener: (progress: { stage: 'downloading'; percent: number }) => void): () => void;
}
