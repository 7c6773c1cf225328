import type { ChatHistoryItem, LlamaGrammar } from 'node-llama-cpp';
import type { Logger } from '../../logging/logger.ts';
import { GenerationError } from '../errors.ts';
import { checkModelFile } from './check-model-file.ts';
import { toGrammarSchema } from './json-schema-grammar.ts';
import { localModelError } from './local-model-errors.ts';
import { serialQueue } from './serial-queue.ts';

export interface LlamaRuntimeOptions {
  modelPath: string;
  /** CPU threads; node-llama-cpp's default is every core (right for a server that does nothing else). */
  threads?: number;
  /** Largest context to allocate; node-llama-cpp picks what fits in memory, at least 4,096 tokens. */
  maxContextTokens?: number;
  log?: Logger;
}

export interface LocalGenerationRequest {
  system: string;
  /** Alternating turns, the last one the user's. */
  turns: { role: 'user' | 'assistant'; text: string }[];
  /** JSON Schema of the answer: generation runs under the grammar built from it. */
  jsonSchema?: unknown;
  maxTokens: number;
  temperature: number;
  signal?: AbortSignal;
  onText: (delta: string) => void;
}

export interface LocalGenerationResult {
  text: string;
  inputTokens: number;
  outputTokens: number;
  finish: 'stop' | 'length';
}

export interface LlamaRuntime {
  readonly architecture: string;
  generate(request: LocalGenerationRequest): Promise<LocalGenerationResult>;
  dispose(): Promise<void>;
}

const DEFAULT_MAX_CONTEXT_TOKENS = 16_384;

/**
 * llama.cpp explains a failed load only in its log, and node-llama-cpp keeps one backend per process (its
 * logger is the first caller's): the last lines are kept here to name the problem. llama.cpp logs shapes
 * and file facts, never prompts or answers.
 */
const llamaLog: { recent: string[]; sink: Logger | undefined } = { recent: [], sink: undefined };
let llamaInstance: Promise<import('node-llama-cpp').Llama> | undefined;

function sharedLlama(llamaCpp: typeof import('node-llama-cpp'), options: LlamaRuntimeOptions) {
  llamaInstance ??= llamaCpp
    .getLlama({
      gpu: false,
      build: 'never',
      skipDownload: true,
      progressLogs: false,
      maxThreads: options.threads,
      logLevel: llamaCpp.LlamaLogLevel.warn,
      logger: (level, message) => {
        llamaLog.recent.push(message);
        if (llamaLog.recent.length > 20) llamaLog.recent.shift();
        if (level === 'error' || level === 'fatal')
          llamaLog.sink?.warn({ llama: message.trim() }, 'llama.cpp');
      },
    })
    .catch((error: unknown) => {
      llamaInstance = undefined;
      throw localModelError('runtime_missing', `no usable llama.cpp binary: ${String(error)}`, error);
    });
  return llamaInstance;
}

/**
 * Loads a GGUF model into this process through node-llama-cpp (llama.cpp's prebuilt CPU binary). The
 * package is imported here, on first use, so a server on a remote provider never loads it. Never builds
 * from source nor downloads a binary (`build: 'never'`): the install has what it needs or fails clearly.
 */
export async function loadLlamaRuntime(options: LlamaRuntimeOptions): Promise<LlamaRuntime> {
  let llamaCpp: typeof import('node-llama-cpp');
  try {
    llamaCpp = await import('node-llama-cpp');
  } catch (error) {
    throw localModelError('runtime_missing', 'node-llama-cpp could not be imported', error);
  }
  const { architecture } = await checkModelFile(options.modelPath, llamaCpp.readGgufFileInfo);

  const llama = await sharedLlama(llamaCpp, options);
  llamaLog.recent.length = 0;
  llamaLog.sink = options.log;
  let model: Awaited<ReturnType<typeof llama.loadModel>>;
  try {
    model = await llama.loadModel({ modelPath: options.modelPath });
  } catch (error) {
    const said = llamaLog.recent.join('\n');
    if (/unknown model architecture|key not found in model/.test(said))
      throw localModelError('wrong_architecture', said.slice(-300), error);
    throw localModelError('truncated', said.slice(-300) || String(error), error);
  }
  const context = await model.createContext({
    contextSize: {
      min: 4096,
      max: Math.min(model.trainContextSize, options.maxContextTokens ?? DEFAULT_MAX_CONTEXT_TOKENS),
    },
    threads: options.threads,
    sequences: 1,
  });
  const sequence = context.getSequence();
  const chat = new llamaCpp.LlamaChat({ contextSequence: sequence });
  const grammars = new Map<string, Promise<LlamaGrammar>>();
  const grammarFor = (schema: unknown) => {
    const key = JSON.stringify(schema);
    let grammar = grammars.get(key);
    if (!grammar) {
      grammar = llama.createGrammarForJsonSchema(toGrammarSchema(schema) as never);
      grammars.set(key, grammar);
    }
    return grammar;
  };
  // One generation at a time: one already uses every core, and the context has a single sequence.
  const oneAtATime = serialQueue();

  return {
    architecture,
    generate: (request) =>
      oneAtATime(async () => {
        const history: ChatHistoryItem[] = [
          { type: 'system', text: request.system },
          ...request.turns.map(
            (turn): ChatHistoryItem =>
              turn.role === 'user'
                ? { type: 'user', text: turn.text }
                : { type: 'model', response: [turn.text] },
          ),
          { type: 'model', response: [] },
        ];
        const promptTokens = model.tokenize(
          [request.system, ...request.turns.map((turn) => turn.text)].join('\n'),
        ).length;
        if (promptTokens + request.maxTokens > context.contextSize)
          throw new GenerationError('rejected', `prompt of ${promptTokens} tokens over the context`, {
            userMessage:
              'A transcrição é longa demais para o modelo local deste servidor. Gere o documento com um ' +
              'provedor remoto (AI_TEXT_PROVIDER) ou divida a consulta.',
          });
        const grammar = request.jsonSchema === undefined ? undefined : await grammarFor(request.jsonSchema);
        const before = {
          input: sequence.tokenMeter.usedInputTokens,
          output: sequence.tokenMeter.usedOutputTokens,
        };
        const result = await chat.generateResponse(history, {
          grammar,
          maxTokens: request.maxTokens,
          temperature: request.temperature,
          signal: request.signal,
          onTextChunk: request.onText,
        });
        return {
          text: result.response,
          inputTokens: sequence.tokenMeter.usedInputTokens - before.input,
          outputTokens: sequence.tokenMeter.usedOutputTokens - before.output,
          finish: result.metadata.stopReason === 'maxTokens' ? 'length' : 'stop',
        };
      }, request.signal),
    dispose: async () => {
      chat.dispose();
      await context.dispose();
      // The backend stays: it is shared by the process, and cheap once loaded.
      await model.dispose();
    },
  };
}
