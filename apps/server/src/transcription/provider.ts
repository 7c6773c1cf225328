import type { AppConfigEnv } from '../config/config.ts';
import type { Logger } from '../logging/logger.ts';
import { TranscriptionError } from './errors.ts';
import { createLocalTranscriber } from './local/local-transcriber.ts';
import { createOpenAiCompatibleTranscriber } from './openai-compatible.ts';
import type { Transcriber } from './transcriber.ts';

export const DEFAULT_STT_MODEL = 'whisper-1';

/** Picks the implementation from config (docs/ai-providers.md). */
export function resolveTranscriber(
  stt: AppConfigEnv['stt'],
  local: { modelsDir: AppConfigEnv['localModelsDir']; log: Logger },
): Transcriber {
  if (stt.provider === 'openai-compatible') {
    if (!stt.baseUrl) throw new TranscriptionError('not_configured', 'AI_STT_BASE_URL is missing');
    return createOpenAiCompatibleTranscriber({
      baseUrl: stt.baseUrl,
      apiKey: stt.apiKey,
      model: stt.model ?? DEFAULT_STT_MODEL,
      log: local.log,
    });
  }
  return createLocalTranscriber({ model: stt.model, modelsDir: local.modelsDir, log: local.log });
}
