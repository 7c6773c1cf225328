import {
  type AnonymiserFigures,
  HELD_OUT_SET,
  measureAnonymiserAsync,
  TUNING_SET,
} from '../../src/anonymisation/evaluate.ts';
import { withModelPass } from '../../src/anonymisation/model-pass.ts';
import { createTextModelResolver } from '../../src/generation/provider.ts';
import type { LiveConfig } from './providers.ts';

export interface ModelPassFigures {
  tuning: AnonymiserFigures;
  heldOut: AnonymiserFigures;
  seconds: number;
}

/** The anonymiser with the configured model's second pass for personal data, on both marked sets. */
export async function measureModelPass(
  config: Extract<LiveConfig['text'], { run: true }>['config'],
): Promise<ModelPassFigures> {
  const model = await createTextModelResolver(config.text).get();
  const started = performance.now();
  const redact = withModelPass(model);
  const tuning = await measureAnonymiserAsync(TUNING_SET, redact);
  const heldOut = await measureAnonymiserAsync(HELD_OUT_SET, redact);
  return { tuning, heldOut, seconds: (performance.now() - started) / 1000 };
}
