import { z } from 'zod';
import { singleLineText } from '../text.ts';

/**
 * Keys for VetVoz's own API (/api/v1): a practice system (PIMS) calls with `Authorization: Bearer <key>`.
 * docs/api.md and docs/decisions/042-public-api-and-keys.md.
 */

/** What a key may do: read consultations and documents, or also create and change them. */
export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key starts so: a leaked one is recognisable in a log, a repository or a secret scanner. */
export const API_KEY_PREFIX = 'vvk_';
/** Keys one person may hold at once (revoked ones do not count). */
export const MAX_API_KEYS = 20;
export const TOO_MANY_API_KEYS_MESSAGE = `Você já tem ${MAX_API_KEYS} chaves de API. Revogue uma antes de criar outra.`;
/** A caller without a valid key: the same words whether the key is missing, malformed, wrong or revoked. */
export const API_KEY_INVALID_MESSAGE = 'Chave de API ausente ou inválida.';
export const API_KEY_SCOPE_MESSAGE = 'Esta chave de API só permite leitura.';

export const createApiKeySchema = z.object({
  name: singleLineText('Dê um nome à chave (por exemplo, o sistema que vai usá-la).')
    .min(1, 'Dê um nome à chave (por exemplo, o sistema que vai usá-la).')
    .max(60, 'Nome da chave longo demais (máximo de 60 caracteres).'),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, 'Permissão inválida: use read ou write.'))
    .min(1, 'Escolha ao menos uma permissão.')
    .max(API_KEY_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)])
    .default(['read', 'write']),
});
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

export const apiKeyViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, enough to tell keys apart; never the key. */
  hint: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeyViewSchema>;

export const createdApiKeySchema = apiKeyViewSchema.extend({
  /** Shown once, at creation: VetVoz keeps only its hash. */
  key: z.string(),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyListSchema = z.object({ keys: z.array(apiKeyViewSchema) });
