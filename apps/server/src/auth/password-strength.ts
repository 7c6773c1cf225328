import { MIN_PASSWORD_SCORE, weakPasswordMessage } from '@vetvoz/domain';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as ptBr from '@zxcvbn-ts/language-pt-br';
import { AppError } from '../http/app-error.ts';

let factory: ZxcvbnFactory | undefined;

/** Built on first use: the dictionaries (common passwords, pt-BR words and names) are large. */
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    translations: ptBr.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...ptBr.dictionary },
  });
  return factory;
}

/**
 * Refuses a password zxcvbn scores under MIN_PASSWORD_SCORE (common passwords, keyboard walks,
 * names and dates, the user's own name or e-mail), with zxcvbn's pt-BR explanation.
 */
export function assertStrongPassword(password: string, userInputs: (string | null | undefined)[] = []): void {
  const inputs = ['vetvoz', 'veterinario', 'veterinaria', ...userInputs.flatMap(splitInput)];
  const result = estimator().check(password, inputs);
  if (result.score < MIN_PASSWORD_SCORE) {
    throw new AppError('VALIDATION', weakPasswordMessage(result.feedback), {
      details: { field: 'password', score: result.score },
    });
  }
}

/** An e-mail counts as its local part and domain too, so "helena.prado2024" is caught. */
function splitInput(value: string | null | undefined): string[] {
  if (!value) return [];
  const lower = value.toLowerCase();
  return [lower, ...lower.split(/[@.\s_-]+/).filter((part) => part.length >= 3)];
}
