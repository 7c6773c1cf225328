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

/**
 * Unit keys (docs/decisions/053-unit-api-keys.md): made by a unit's owner or an active admin, they act for
 * the unit through the vet who created them — consultations are that vet's, owned by the unit and counted
 * in its pool — and stop working once that vet no longer manages the unit.
 */
export const MAX_UNIT_API_KEYS = 20;
export const TOO_MANY_UNIT_API_KEYS_MESSAGE = `A unidade já tem ${MAX_UNIT_API_KEYS} chaves de API. Revogue uma antes de criar outra.`;
export const UNIT_API_KEY_MANAGERS_ONLY_MESSAGE =
  'Só o proprietário e os administradores da unidade gerenciam as chaves de API dela.';
export const UNIT_API_KEY_OTHER_UNIT_MESSAGE =
  'Esta chave de API é de outra unidade: ela só cria consultas na própria unidade.';
export const UNIT_API_KEY_EXTERNAL_ID_TAKEN_MESSAGE =
  'Este externalId já identifica outra consulta de quem criou a chave, fora desta unidade. Use outro.';

export const unitApiKeyViewSchema = apiKeyViewSchema.extend({
  /** The vet the key acts through: the author (and signer) of what it creates. */
  createdBy: z.object({ id: z.string(), name: z.string() }),
});
export type UnitApiKeyView = z.infer<typeof unitApiKeyViewSchema>;

export const createdUnitApiKeySchema = unitApiKeyViewSchema.extend({
  /** Shown once, at creation: VetVoz keeps only its hash. */
  key: z.string(),
});
export type CreatedUnitApiKey = z.infer<typeof createdUnitApiKeySchema>;

export const unitApiKeyListSchema = z.object({ keys: z.array(unitApiKeyViewSchema) });
