import { z } from 'zod';
import { hasLinkOrAddress, NAME_WITH_LINK_MESSAGE } from '../links.ts';
import { emailSchema } from '../registration.ts';
import { singleLineText } from '../text.ts';
import { INVITABLE_UNIT_ROLES, MEMBER_STATUSES, NEW_UNIT_DEFAULTS, UNIT_ROLES } from './roles.ts';

const isoDate = z.string().meta({ description: 'Data e hora ISO 8601 (UTC).' });

export const UNIT_NAME_MAX_LENGTH = 120;

/**
 * The unit's name as people type it: trimmed (docs/product-rules.md §5), one line, and no link or e-mail address — it
 * travels in invitations to people who never chose to hear from its owner (docs/decisions/035).
 */
export const unitNameSchema = singleLineText({ error: 'Informe o nome da unidade.' })
  .min(1, 'Informe o nome da unidade.')
  .max(UNIT_NAME_MAX_LENGTH, 'Nome da unidade longo demais.')
  .refine((name) => !hasLinkOrAddress(name), NAME_WITH_LINK_MESSAGE);

/** A user or unit id (better-auth ids, uuids): trimmed (docs/product-rules.md §5 trims the owner id). */
export const unitActorIdSchema = singleLineText({ error: 'Identificador ausente.' })
  .min(1, 'Identificador ausente.')
  .max(255, 'Identificador inválido.');

export const unitRoleSchema = z.enum(UNIT_ROLES);
export const invitableUnitRoleSchema = z.enum(INVITABLE_UNIT_ROLES, { error: 'Escolha um papel válido.' });
export const memberStatusSchema = z.enum(MEMBER_STATUSES);

/** A member of a unit (docs/product-rules.md §3 Member), as the server answers it. */
export const memberSchema = z.object({
  userID: z.string(),
  role: unitRoleSchema,
  email: z.string(),
  /** Empty while the invited person has not filled their profile. */
  name: z.string(),
  joinedAt: isoDate,
  status: memberStatusSchema,
});
export type Member = z.infer<typeof memberSchema>;

/**
 * A member as stored or received from older data: docs/product-rules.md §4's rules applied while reading — no role (or an
 * unknown one) is member, no status (or an unknown one) is pending — so a bad row never grants more.
 */
export const memberRecordSchema = memberSchema.extend({
  role: unitRoleSchema.catch('member'),
  status: memberStatusSchema.catch('pending'),
});

/** A unit (docs/product-rules.md §3 BusinessUnit). `members` is the optional embedded map, keyed by user id. */
export const unitSchema = z.object({
  id: z.string(),
  name: z.string().trim(),
  ownerID: z.string().trim(),
  createdAt: isoDate,
  currentQueries: z.number().int().min(0).default(NEW_UNIT_DEFAULTS.currentQueries),
  maxQueries: z.number().int().min(0).default(NEW_UNIT_DEFAULTS.maxQueries),
  subscriptionID: z.string().optional(),
  members: z.record(z.string(), memberRecordSchema).optional(),
});
export type Unit = z.infer<typeof unitSchema>;

/** What creating a unit needs (docs/product-rules.md §5): all three required; name and owner id trimmed. */
export const createUnitInputSchema = z.object({
  name: unitNameSchema,
  ownerID: unitActorIdSchema,
  ownerEmail: emailSchema,
});
export type CreateUnitInput = z.output<typeof createUnitInputSchema>;

/** The body of the create call: the owner is the signed-in user, never a field the browser chooses. */
export const createUnitRequestSchema = z.object({ name: unitNameSchema });
export type CreateUnitRequest = z.input<typeof createUnitRequestSchema>;

/** Inviting someone: by e-mail, as admin or member. */
export const inviteMemberRequestSchema = z.object({
  email: emailSchema,
  role: invitableUnitRoleSchema,
});
export type InviteMemberRequest = z.input<typeof inviteMemberRequestSchema>;

/** Changing a member's role; owner is not offered (there is one owner, the creator). */
export const updateMemberRequestSchema = z.object({ role: invitableUnitRoleSchema });
export type UpdateMemberRequest = z.input<typeof updateMemberRequestSchema>;
