import { z } from 'zod';
import { DOCUMENT_TYPES } from './documents/document-types.ts';
import { tutorPackFollowUpSchema } from './follow-ups/follow-up-schemas.ts';

/**
 * The tutor's private link (docs/decisions/038-tutor-pack-private-link.md): the browser encrypts the
 * documents as issued (with the responsável's details) under a key that travels only in the link's
 * fragment; the server keeps the ciphertext, which it cannot read, until the link expires or is revoked.
 */

/** The token in `/t/<token>`: 16 random bytes, base64url without padding. */
export const TUTOR_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** The page path a tutor opens; the key follows in the fragment (`#<key>`), which browsers never send. */
export const TUTOR_PAGE_PREFIX = '/t/';
/** A pack holds at most this many base64url characters of ciphertext: four PDFs and their texts fit. */
export const TUTOR_PACK_MAX_CHARS = 900_000;

const base64url = (max: number, message: string) =>
  z
    .string()
    .max(max, message)
    .regex(/^[A-Za-z0-9_-]+$/, 'Conteúdo cifrado inválido.');

/** POST /api/consultations/:id/tutor-links — the pack the browser sealed, and what it holds (types only). */
export const createTutorLinkSchema = z.object({
  /** Drawn by the browser (it is bound to the ciphertext); the server refuses one already taken. */
  token: z.string().regex(TUTOR_LINK_TOKEN_PATTERN, 'Link inválido.'),
  documentIds: z.array(z.uuid('Documento inválido.')).min(1, 'Escolha ao menos um documento.').max(10),
  /** AES-GCM nonce, 12 bytes. */
  iv: base64url(16, 'Conteúdo cifrado inválido.').length(16, 'Conteúdo cifrado inválido.'),
  ciphertext: base64url(TUTOR_PACK_MAX_CHARS, 'Os documentos são grandes demais para um link.'),
});
export type CreateTutorLinkInput = z.input<typeof createTutorLinkSchema>;

export const TUTOR_LINK_STATUSES = ['active', 'expired', 'revoked'] as const;

export const tutorLinkSchema = z.object({
  id: z.string(),
  /** The page's address without the key: the browser adds `#<key>`. */
  url: z.string(),
  token: z.string(),
  documentTypes: z.array(z.enum(DOCUMENT_TYPES)),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  status: z.enum(TUTOR_LINK_STATUSES),
});
export type TutorLink = z.infer<typeof tutorLinkSchema>;

export const tutorLinkListSchema = z.object({ links: z.array(tutorLinkSchema) });

/** GET /api/tutor-packs/:token — what the tutor's page decrypts. */
export const tutorPackSchema = z.object({
  iv: z.string(),
  ciphertext: z.string(),
  expiresAt: z.string(),
});
export type TutorPack = z.infer<typeof tutorPackSchema>;

/** What the browser seals: everything the tutor's page shows, readable only with the key. */
export const tutorPackContentSchema = z.object({
  v: z.literal(1),
  patientName: z.string(),
  vetName: z.string(),
  crmv: z.string(),
  clinic: z.string().nullable(),
  documents: z.array(
    z.object({
      type: z.enum(DOCUMENT_TYPES),
      label: z.string(),
      text: z.string(),
      fileName: z.string(),
      /** The PDF, base64. */
      pdf: z.string(),
    }),
  ),
  /** The consultation's follow-ups with their dates; the page offers a reminder for each. */
  followUps: z.array(tutorPackFollowUpSchema).optional(),
});
export type TutorPackContent = z.infer<typeof tutorPackContentSchema>;

export const TUTOR_LINK_GONE_TITLE = 'Este link não está mais disponível';
export const TUTOR_LINK_GONE_MESSAGE =
  'O link expirou, foi revogado pela clínica ou está incompleto. Peça um novo à clínica veterinária.';

/**
 * The link, key included, when the vet's e-mail carries it: the server writes it into that one message
 * and keeps nothing of it (the key is never stored, never logged).
 */
export const tutorLinkUrlSchema = z
  .string()
  .max(400, 'Link longo demais.')
  .regex(/^https?:\/\/[^\s#]+\/t\/[A-Za-z0-9_-]{22}#[A-Za-z0-9_-]{43}$/, 'Link do tutor inválido.');
