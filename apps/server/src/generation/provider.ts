import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { defaultSettingsMiddleware, wrapLanguageModel } from 'ai';
import type { Logger } from '../logging/logger.ts';
import { GenerationError } from './errors.ts';
import { createLocalTextModel } from './local/local-text-model.ts';
import { modelSourceOf } from './local/model-source.ts';
import { createProviderPace, providerPaceMiddleware } from './provider-pace.ts';
import type { TextConfig, TextModel, TextModelResolver } from './text-model.ts';

/**
 * The embedded model queues one generation at a time and writes a few tokens a second on a CPU: a document
 * takes minutes, and the last of six waits for the five before it. The idle limit covers that wait too.
 */
export const LOCAL_GENERATION_POLICY = { totalTimeoutMs: 45 * 60_000, idleTimeoutMs: 45 * 60_000 };

export function createTextModelResolver(text: TextConfig, { log }: { log?: Logger } = {}): TextModelResolver {
  if (text.provider === 'local' && text.local) {
    const local = createLocalTextModel({
      source: modelSourceOf(text.local.model, text.local.modelsDir),
      allowDownload: text.local.allowDownload,
      threads: text.local.threads,
      log,
    });
    return {
      provider: 'local',
      modelId: local.id,
      policy: LOCAL_GENERATION_POLICY,
      onProgress: local.onProgress,
      get: async () => {
        await local.ready();
        return local.model;
      },
    };
  }
  let model: Promise<TextModel> | undefined;
  // One pace per process and provider: every generation here shares the provider's rate-limit window.
  const pace = createProviderPace({ log });
  return {
    provider: text.provider,
    modelId: text.model,
    get: () => {
      model ??= resolveTextModel(text).then((resolved) =>
        wrapLanguageModel({ model: resolved, middleware: providerPaceMiddleware(pace) }),
      );
      return model;
    },
  };
}

/** Picks the implementation from config (docs/ai-providers.md). Throws GenerationError. */
export async function resolveTextModel(text: TextConfig): Promise<TextModel> {
  switch (text.provider) {
    case 'local':
      // The embedded model is resolved by createTextModelResolver (it needs LOCAL_MODELS_DIR); without
      // its settings there is nothing to run (docs/ai-providers.md: say so, never pretend).
      throw new GenerationError('local_model_missing', 'no local text model is configured');
    case 'openai-compatible': {
      if (!text.baseUrl || !text.model)
        throw new GenerationError('not_configured', 'AI_TEXT_BASE_URL or AI_TEXT_MODEL is missing');
      const provider = createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: text.baseUrl,
        apiKey: text.apiKey,
        // vLLM, llama.cpp server, Ollama, LM Studio, Groq and OpenAI all take response_format json_schema;
        // without it the provider would fall back to bare JSON mode and drop the schema.
        supportsStructuredOutputs: true,
        includeUsage: true,
      });
      return withProviderOptions(provider.chatModel(text.model), {
        // Strict mode demands every property be required; our schemas have optional fields, and zod
        // validates the answer anyway (with one repair attempt).
        openaiCompatible: { strictJsonSchema: false },
      });
    }
    case 'openai': {
      if (!text.apiKey || !text.model)
        throw new GenerationError('not_configured', 'AI_TEXT_API_KEY or AI_TEXT_MODEL is missing');
      const provider = createOpenAI({ apiKey: text.apiKey, baseURL: text.baseUrl });
      return withProviderOptions(provider(text.model), { openai: { strictJsonSchema: false } });
    }
    case 'anthropic': {
      if (!text.apiKey || !text.model)
        throw new GenerationError('not_configured', 'AI_TEXT_API_KEY or AI_TEXT_MODEL is missing');
      // Claude models that take a JSON schema get it as output_config.format; older ones get it as a
      // forced `json` tool, whose streamed input the SDK passes on as text. Both end in our zod check.
      const provider = createAnthropic({ apiKey: text.apiKey, baseURL: text.baseUrl });
      return provider(text.model);
    }
    case 'google': {
      if (!text.apiKey || !text.model)
        throw new GenerationError('not_configured', 'AI_TEXT_API_KEY or AI_TEXT_MODEL is missing');
      // The SDK turns the JSON schema into Gemini's responseSchema (an OpenAPI subset: nullable instead of
      // type lists, no additionalProperties).
      const provider = createGoogleGenerativeAI({ apiKey: text.apiKey, baseURL: text.baseUrl });
      return provider(text.model);
    }
  }
}

function withProviderOptions(
  model: TextModel,
  providerOptions: Record<string, Record<string, boolean | string | number>>,
): TextModel {
  return wrapLanguageModel({
    model,
    middleware: defaultSettingsMiddleware({ settings: { providerOptions } }),
  });
}
