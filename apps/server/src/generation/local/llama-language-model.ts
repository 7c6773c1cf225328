import type { TextModel } from '../text-model.ts';
import type { LlamaRuntime, LocalGenerationRequest, LocalGenerationResult } from './llama-runtime.ts';

type CallOptions = Parameters<TextModel['doStream']>[0];
type StreamPart =
  Awaited<ReturnType<TextModel['doStream']>>['stream'] extends ReadableStream<infer P> ? P : never;
type GenerateResult = Awaited<ReturnType<TextModel['doGenerate']>>;

/** What the model writes when a caller sets no limit: the largest document stays well under it. */
const DEFAULT_MAX_TOKENS = 4096;

/**
 * The embedded model as an AI SDK v6 language model (LanguageModelV3), so `generateDocument` drives it
 * exactly as it drives a remote provider: same streaming, validation, repair and time limits. A JSON
 * response format becomes node-llama-cpp's grammar, so the answer can only be JSON of the schema's shape.
 * The runtime is resolved per call: loading (and a first download) happens on the first generation.
 */
export function createLlamaLanguageModel({
  modelId,
  runtime,
}: {
  modelId: string;
  runtime: () => Promise<LlamaRuntime>;
}): TextModel {
  const requestOf = (options: CallOptions, onText: (delta: string) => void): LocalGenerationRequest => {
    const system = options.prompt
      .filter((message) => message.role === 'system')
      .map((message) => message.content)
      .join('\n\n');
    const turns = options.prompt.flatMap((message) => {
      if (message.role !== 'user' && message.role !== 'assistant') return [];
      const text = message.content
        .map((part) => (part.type === 'text' ? part.text : ''))
        .join('')
        .trim();
      return [{ role: message.role, text }];
    });
    return {
      system,
      turns,
      jsonSchema: options.responseFormat?.type === 'json' ? (options.responseFormat.schema ?? {}) : undefined,
      maxTokens: options.maxOutputTokens ?? DEFAULT_MAX_TOKENS,
      temperature: options.temperature ?? 0,
      signal: options.abortSignal,
      onText,
    };
  };

  const usageOf = (result: LocalGenerationResult): GenerateResult['usage'] => ({
    inputTokens: { total: result.inputTokens, noCache: result.inputTokens, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: result.outputTokens, text: result.outputTokens, reasoning: 0 },
  });
  const finishOf = (result: LocalGenerationResult): GenerateResult['finishReason'] => ({
    unified: result.finish,
    raw: result.finish,
  });

  return {
    specificationVersion: 'v3',
    provider: 'local',
    modelId,
    supportedUrls: {},
    async doGenerate(options) {
      const result = await (await runtime()).generate(requestOf(options, () => {}));
      return {
        content: [{ type: 'text', text: result.text }],
        finishReason: finishOf(result),
        usage: usageOf(result),
        warnings: [],
      };
    },
    async doStream(options) {
      let controller!: ReadableStreamDefaultController<StreamPart>;
      const stream = new ReadableStream<StreamPart>({
        start: (c) => {
          controller = c;
        },
      });
      controller.enqueue({ type: 'stream-start', warnings: [] });
      let started = false;
      const onText = (delta: string) => {
        if (!started) {
          started = true;
          controller.enqueue({ type: 'text-start', id: 'text' });
        }
        controller.enqueue({ type: 'text-delta', id: 'text', delta });
      };
      // Runs in the background: the SDK reads parts as they come; a failure ends the stream as an error part.
      void runtime()
        .then((loaded) => loaded.generate(requestOf(options, onText)))
        .then(
          (result) => {
            if (started) controller.enqueue({ type: 'text-end', id: 'text' });
            controller.enqueue({ type: 'finish', finishReason: finishOf(result), usage: usageOf(result) });
            controller.close();
          },
          (error: unknown) => {
            controller.enqueue({ type: 'error', error });
            controller.close();
          },
        );
      return { stream };
    },
  } as TextModel;
}
