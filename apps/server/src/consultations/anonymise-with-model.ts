import {
  type AnonymiseResult,
  type ConsultationNames,
  type ModelPassSetting,
  secondPass,
  shouldRunModelPass,
} from '../anonymisation/index.ts';
import type { TextModelResolver } from '../generation/index.ts';
import type { Logger } from '../logging/logger.ts';

/** The anonymiser's optional second pass, as the pipeline is configured (ANONYMISER_MODEL_PASS). */
export interface ModelPassDeps {
  setting: ModelPassSetting;
  textModel: TextModelResolver;
  log: Logger;
}

/** A segment's wait for the model is bounded: the rules' result stands after this. */
const MODEL_PASS_TIMEOUT_MS = 20_000;

/**
 * The rules' redaction, widened by the spans the text model finds when the pass is on. The pass can only
 * add redactions; when the model fails or is slow the rules' result is kept (it already met the figures in
 * docs/quality.md) and the failure is logged by its name only — provider errors may quote the prompt.
 */
export async function widenWithModelPass(
  deps: ModelPassDeps | undefined,
  raw: string,
  first: AnonymiseResult,
  names: ConsultationNames,
): Promise<AnonymiseResult> {
  if (!deps || !shouldRunModelPass(deps.setting, deps.textModel.provider) || raw.trim() === '') return first;
  try {
    return await secondPass(await deps.textModel.get(), raw, first, names, {
      abortSignal: AbortSignal.timeout(MODEL_PASS_TIMEOUT_MS),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : 'unknown';
    deps.log.warn({ error: name }, 'anonymiser model pass failed; the rules alone redacted this text');
    return first;
  }
}
