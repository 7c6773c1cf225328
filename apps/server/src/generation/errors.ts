/** Why a document could not be generated; each kind has a pt-BR message the UI may show. */
export type GenerationErrorKind =
  | 'rate_limited'
  | 'unavailable'
  | 'timeout'
  | 'network'
  | 'rejected'
  | 'bad_response'
  | 'invalid_output'
  | 'transcript_too_short'
  | 'aborted'
  | 'not_configured'
  | 'local_model_missing';

export const GENERATION_ERROR_MESSAGES: Record<GenerationErrorKind, string> = {
  rate_limited:
    'O serviço de geração de documentos está recebendo muitas solicitações. Tente novamente em instantes.',
  unavailable:
    'O serviço de geração de documentos está indisponível no momento. Tente novamente em instantes.',
  timeout: 'O serviço de geração de documentos demorou demais para responder. Tente novamente.',
  network: 'Não foi possível falar com o serviço de geração de documentos. Tente novamente.',
  rejected:
    'O serviço de geração de documentos recusou a solicitação. Avise o administrador do VetVoz para ' +
    'conferir a chave e o modelo configurados.',
  bad_response: 'O serviço de geração de documentos respondeu de forma inesperada. Tente novamente.',
  invalid_output:
    'O documento gerado veio fora do formato esperado, mesmo após uma correção automática. Tente novamente.',
  transcript_too_short:
    'A transcrição está vazia ou curta demais para gerar documentos. Grave novamente ou complete o texto.',
  aborted: 'A geração do documento foi interrompida.',
  not_configured:
    'A geração de documentos não está configurada neste servidor. Defina AI_TEXT_PROVIDER, ' +
    'AI_TEXT_BASE_URL e AI_TEXT_MODEL.',
  local_model_missing:
    'Nenhum modelo local de geração de documentos está disponível neste servidor. Com acesso à internet ele ' +
    'é baixado no primeiro uso; sem internet, copie o arquivo GGUF para LOCAL_MODELS_DIR ou indique-o em ' +
    'LOCAL_TEXT_MODEL. Ou configure um provedor compatível com OpenAI com AI_TEXT_PROVIDER=openai-compatible, ' +
    'AI_TEXT_BASE_URL e AI_TEXT_MODEL.',
};

/** Kinds worth a later "tentar novamente": the same request may succeed. */
const RETRYABLE = new Set<GenerationErrorKind>([
  'rate_limited',
  'unavailable',
  'timeout',
  'network',
  'bad_response',
  'invalid_output',
]);

export class GenerationError extends Error {
  override name = 'GenerationError';
  readonly kind: GenerationErrorKind;
  /** For invalid_output: the zod issues of the last attempt (paths and messages, never the content). */
  readonly issues: readonly string[];
  private readonly message_: string;

  constructor(
    kind: GenerationErrorKind,
    detail: string,
    options: { cause?: unknown; issues?: readonly string[]; userMessage?: string } = {},
  ) {
    super(`${kind}: ${detail}`, { cause: options.cause });
    this.kind = kind;
    this.issues = options.issues ?? [];
    this.message_ = options.userMessage ?? GENERATION_ERROR_MESSAGES[kind];
  }

  get retryable(): boolean {
    return RETRYABLE.has(this.kind);
  }

  /** The pt-BR text for the vet or the admin; never contains transcript or output text. */
  get userMessage(): string {
    return this.message_;
  }
}

export function generationMessageFor(code: string | null): string | null {
  if (code === null) return null;
  return GENERATION_ERROR_MESSAGES[code as GenerationErrorKind] ?? 'Não foi possível gerar este documento.';
}
