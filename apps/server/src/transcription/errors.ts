/** Why a transcription failed; each kind has a pt-BR message the UI may show. */
export type TranscriptionErrorKind =
  | 'rate_limited'
  | 'unavailable'
  | 'timeout'
  | 'network'
  | 'rejected'
  | 'bad_response'
  | 'not_configured'
  | 'local_model_missing'
  | 'local_decoder_missing'
  | 'too_long';

/** The local provider decodes at most this much audio per call (memory: 16 kHz float32 is 3.84 MB a minute). */
export const LOCAL_MAX_AUDIO_MINUTES = 15;

export const TRANSCRIPTION_ERROR_MESSAGES: Record<TranscriptionErrorKind, string> = {
  rate_limited:
    'O serviço de transcrição está recebendo muitas solicitações. O trecho será reenviado automaticamente.',
  unavailable:
    'O serviço de transcrição está indisponível no momento. O trecho será reenviado automaticamente.',
  timeout: 'O serviço de transcrição demorou demais para responder. O trecho será reenviado automaticamente.',
  network: 'Não foi possível falar com o serviço de transcrição. O trecho será reenviado automaticamente.',
  rejected:
    'O serviço de transcrição recusou este trecho de áudio. Verifique o formato (webm, ogg, mp3, m4a ou wav).',
  bad_response:
    'O serviço de transcrição respondeu de forma inesperada. O trecho será reenviado automaticamente.',
  not_configured:
    'A transcrição não está configurada neste servidor. Defina AI_STT_PROVIDER e AI_STT_BASE_URL.',
  local_model_missing:
    'O modelo local de transcrição ainda não está instalado neste servidor e não pôde ser baixado. Com internet, ' +
    'ele é baixado sozinho no primeiro uso; sem internet, copie os arquivos do modelo para a pasta ' +
    'LOCAL_MODELS_DIR. Ou configure um provedor compatível com OpenAI com AI_STT_PROVIDER=openai-compatible e ' +
    'AI_STT_BASE_URL.',
  local_decoder_missing:
    'A transcrição local precisa do ffmpeg, que não está instalado neste servidor. Instale o ffmpeg ' +
    '(no Debian ou Ubuntu: apt-get install ffmpeg) ou configure um provedor compatível com OpenAI com ' +
    'AI_STT_PROVIDER=openai-compatible e AI_STT_BASE_URL.',
  too_long: `Este áudio é longo demais para a transcrição neste servidor (máximo de ${LOCAL_MAX_AUDIO_MINUTES} minutos por envio). Envie o áudio em partes menores.`,
};

/** Kinds worth another attempt: the same audio may succeed later. */
const RETRYABLE = new Set<TranscriptionErrorKind>(['rate_limited', 'unavailable', 'timeout', 'network']);

export class TranscriptionError extends Error {
  override name = 'TranscriptionError';
  readonly kind: TranscriptionErrorKind;
  /** Seconds the provider asked us to wait (Retry-After), when it said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    kind: TranscriptionErrorKind,
    detail: string,
    options: { cause?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super(`${kind}: ${detail}`, { cause: options.cause });
    this.kind = kind;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get retryable(): boolean {
    return RETRYABLE.has(this.kind);
  }

  get userMessage(): string {
    return TRANSCRIPTION_ERROR_MESSAGES[this.kind];
  }
}

export function transcriptionMessageFor(code: string | null): string | null {
  if (code === null) return null;
  return (
    TRANSCRIPTION_ERROR_MESSAGES[code as TranscriptionErrorKind] ??
    'Não foi possível transcrever este trecho do áudio.'
  );
}
