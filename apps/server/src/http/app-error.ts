import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode } from '@vetvoz/domain';

/**
 * The one error type of the API. `message` is the pt-BR text the user may read, `field` the form field it
 * is about and `shownDetails` what an outside service answered, in pt-BR (all sent); `cause` and
 * `details` are for logs only and never reach the client.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;
  readonly field: string | undefined;
  readonly shownDetails: string | undefined;
  /** Sent as Retry-After: when asking again can succeed (a rate limit's window end, maintenance). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    message?: string,
    options?: {
      cause?: unknown;
      details?: unknown;
      field?: string;
      shownDetails?: string;
      retryAfterSeconds?: number;
    },
  ) {
    super(message ?? ERROR_MESSAGES[code], { cause: options?.cause });
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = options?.details;
    this.field = options?.field;
    this.shownDetails = options?.shownDetails;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}
