import { BUSINESS_UNIT_ERROR_TEXTS, BUSINESS_UNIT_ERRORS } from '@vetvoz/domain';
import { AppError } from '../http/app-error.ts';

type FailureKey = 'addMemberFailed' | 'updateMemberFailed' | 'removeMemberFailed';

/** docs/product-rules.md §8's failure of each write, with the pt-BR words beside it (decision 024). */
export const failure = (key: FailureKey) => ({
  message: BUSINESS_UNIT_ERROR_TEXTS[key],
  details: BUSINESS_UNIT_ERRORS[key],
});

/** A refusal of a member write: the pt-BR message (or `message`), docs/product-rules.md §8's text in details. */
export const refuse = (code: 'CONFLICT' | 'FORBIDDEN' | 'NOT_FOUND', key: FailureKey, message?: string) =>
  new AppError(code, message ?? failure(key).message, { shownDetails: failure(key).details });
