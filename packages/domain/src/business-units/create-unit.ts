import { BUSINESS_UNIT_ERRORS } from './messages.ts';
import { NEW_UNIT_DEFAULTS } from './roles.ts';
import { type CreateUnitInput, createUnitInputSchema, type Member, type Unit } from './schemas.ts';

export type CreateUnitCheck =
  | { ok: true; input: CreateUnitInput }
  | {
      ok: false;
      /** For the log only (docs/product-rules.md §8): says which parameters the call needs, never their values. */
      logMessage: string;
      /** For the caller (docs/product-rules.md §8). */
      message: string;
      /** The failing fields, for the log and the form. */
      fields: string[];
    };

/**
 * docs/product-rules.md §5 and §8: name, ownerID and ownerEmail are required and the first two trimmed. A call without
 * them is logged with the internal message and answered with "Failed to create business unit".
 */
export function checkCreateUnitInput(raw: unknown): CreateUnitCheck {
  const parsed = createUnitInputSchema.safeParse(raw);
  if (parsed.success) return { ok: true, input: parsed.data };
  // No object at all misses every parameter.
  const fields = [
    ...new Set(
      parsed.error.issues.flatMap((issue) =>
        issue.path.length === 0 ? Object.keys(createUnitInputSchema.shape) : [String(issue.path[0])],
      ),
    ),
  ];
  return {
    ok: false,
    logMessage: BUSINESS_UNIT_ERRORS.missingCreateParameters,
    message: BUSINESS_UNIT_ERRORS.createFailed,
    fields,
  };
}

/**
 * A new unit and its first member (docs/product-rules.md §4, §9): counters 0 of 10, and the owner an active member with
 * role owner. Subscription and renewal are created beside it by the server, and may fail without undoing it.
 */
export function newUnitRecords(options: {
  input: CreateUnitInput;
  id: string;
  now: Date;
  ownerName: string;
}): { unit: Unit; owner: Member } {
  const createdAt = options.now.toISOString();
  const unit: Unit = {
    id: options.id,
    name: options.input.name,
    ownerID: options.input.ownerID,
    createdAt,
    currentQueries: NEW_UNIT_DEFAULTS.currentQueries,
    maxQueries: NEW_UNIT_DEFAULTS.maxQueries,
  };
  const owner: Member = {
    userID: options.input.ownerID,
    role: 'owner',
    email: options.input.ownerEmail,
    name: options.ownerName.trim(),
    joinedAt: createdAt,
    status: 'active',
  };
  return { unit, owner };
}
