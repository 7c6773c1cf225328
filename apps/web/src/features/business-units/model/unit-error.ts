import { BUSINESS_UNIT_ERROR_TEXTS, businessUnitFailureOf, ERROR_MESSAGES } from '@vetvoz/domain';
import { ApiError } from '../../../lib/api.ts';

/** What a failed unit call says on screen: pt-BR words, and the server's own message when it is docs/product-rules.md §8's. */
export interface UnitErrorText {
  /** The sentence the vet reads. */
  text: string;
  /**
   * docs/product-rules.md §8 fixes English messages for unit writes ("Failed to add business unit member"); they are shown
   * beside our words, so support can match what the person reads to what the server logged.
   */
  serverMessage?: string;
}

export function unitErrorText(error: unknown): UnitErrorText {
  if (error instanceof ApiError) {
    // The server sends our words as `message` and docs/product-rules.md §8's text as `details`; older answers sent §8's text
    // as the message itself.
    for (const candidate of [error.details, error.message]) {
      const failure = candidate ? businessUnitFailureOf(candidate) : null;
      if (failure) return { text: BUSINESS_UNIT_ERROR_TEXTS[failure], serverMessage: candidate };
    }
    return { text: error.message };
  }
  if (error instanceof Error && error.message) return { text: error.message };
  return { text: ERROR_MESSAGES.INTERNAL };
}
