import { createHash } from 'node:crypto';

/**
 * The content's fingerprint: SHA-256 of the type and the clinical content as stored (jsonb keeps one key
 * order, so the same content always hashes alike). The responsável is not part of it: never stored.
 */
export function contentFingerprint(type: string, content: unknown): string {
  return createHash('sha256').update(JSON.stringify({ type, content })).digest('hex');
}

/** "1a2b 3c4d 5e6f 7a8b": the first 16 hex digits in fours, as printed and shown. */
export function shortFingerprint(hex: string): string {
  return (hex.slice(0, 16).match(/.{4}/g) ?? []).join(' ');
}
