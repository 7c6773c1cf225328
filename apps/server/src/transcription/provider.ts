import type { AppConfigEnv } from '../config/config.ts';
import type { Logger } from '../logging/logger.ts';
import { TranscriptionError } from './errors.ts';
import { createLocalTranscriber } from './local/local-transcriber.ts';
import { createOpenAiCompatibleTranscriber } from './openai-compatible.ts';
import type { Transcriber } from './transcriber.ts';

/** Whisper's `prompt` (≤ 900 characters): rare words spelled right. See docs/domain-references.md. */
export const VETERINARY_PROMPT_HINT =
  'Consulta veterinária. Tutor, cão, gata, SRD, Shih Tzu, Spitz Alemão, Lhasa Apso, Nelore, Girolando, ' +
  'Mangalarga Marchador. Êmese, hiporexia, polidipsia, poliúria, hematoquezia, melena, prurido, alopecia, ' +
  'otite, claudicação, dispneia, mucosas normocoradas, TPC, linfonodos não reativos, escore corporal, ' +
  'castrado, vermifugação, V10, V8, V4, V5, FeLV, FIV, antirrábica, cinomose, parvovirose, erliquiose, ' +
  'leishmaniose. Meloxicam, carprofeno, firocoxibe, dipirona, tramadol, metadona, gabapentina, maropitant, ' +
  'ondansetrona, omeprazol, sucralfato, amoxicilina com clavulanato, cefalexina, enrofloxacino, doxiciclina, ' +
  'metronidazol, prednisolona, oclacitinib, fluralaner, afoxolaner, sarolaner, ivermectina, praziquantel, ' +
  'acepromazina, dexmedetomidina, xilazina, cetamina, propofol, isoflurano, Bravecto, Simparic, NexGard, ' +
  'Cerenia, Apoquel, Agemoxi. SID, BID, TID, mg/kg, mL, VO, SC, IM, IV.';

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
      prompt: VETERINARY_PROMPT_HINT,
    });
  }
  return createLocalTranscriber({ model: stt.model, modelsDir: local.modelsDir, log: local.log });
}
