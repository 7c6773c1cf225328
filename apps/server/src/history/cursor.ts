import { INVALID_HISTORY_CURSOR_MESSAGE } from '@vetvoz/domain';
import { AppError } from '../http/app-error.ts';
import { isUuid } from '../http/uuid.ts';

/**
 * Where a history page ended: the last item's creation instant and id, the keyset the next page
 * continues from. The instant is PostgreSQL's own text with microseconds (a JS Date keeps only
 * milliseconds, and two consultations may share a millisecond), so the comparison is exact.
 */
export interface HistoryCursor {
  createdAt: string;
  id: string;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Opaque to clients: base64url of a small JSON pair. */
export function encodeHistoryCursor(cursor: HistoryCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

export function decodeHistoryCursor(raw: string): HistoryCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [createdAt, id] = value;
      if (typeof createdAt === 'string' && INSTANT.test(createdAt) && typeof id === 'string' && isUuid(id))
        return { createdAt, id };
    }
  } catch {
    // Falls through to the same answer as a well-formed but foreign value.
  }
  throw new AppError('VALIDATION', INVALID_HISTORY_CURSOR_MESSAGE);
}
