import { z } from 'zod';
import { DOCUMENT_TYPES } from './documents/document-types.ts';

/**
 * Verifiable documents (docs/decisions/038-tutor-pack-private-link.md): every PDF the author issues has a
 * short code, printed with a QR code; the public page says who issued what and when, and whether a later
 * issue or an edit superseded it — never anything about the tutor.
 */

/** Ten characters of an alphabet without look-alikes (no 0/O, 1/I/L): typed from paper without doubt. */
export const VERIFICATION_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const VERIFICATION_CODE_PATTERN = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/;
export const VERIFICATION_PAGE_PREFIX = '/v/';

export const VERIFICATION_STATUSES = ['current', 'superseded', 'edited'] as const;

export const verificationSchema = z.object({
  code: z.string(),
  /** current: the latest issue of the document as it stands; superseded: issued again later, changed;
   * edited: the document was changed after this issue and not issued again yet. */
  status: z.enum(VERIFICATION_STATUSES),
  documentType: z.enum(DOCUMENT_TYPES),
  documentLabel: z.string(),
  vetName: z.string(),
  crmv: z.string(),
  issuedAt: z.string(),
  /** SHA-256 of the document's clinical content as issued, hex, grouped for reading. */
  fingerprint: z.string(),
  /** When a later, different issue replaced this one. */
  supersededAt: z.string().nullable(),
});
export type Verification = z.infer<typeof verificationSchema>;

export const VERIFICATION_NOT_FOUND_MESSAGE =
  'Código não encontrado. Confira as letras e os números impressos no documento.';
