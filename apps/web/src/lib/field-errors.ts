/** A validation issue as zod reports it (path and pt-BR message). */
interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The first message for each field a form shows, from a zod failure. `fields` names the form's fields
 * (its values object or a list); issues about anything else are left out. `fieldOf` picks the field from
 * an issue's path (default: its first key) — forms whose names differ from the schema's map them here.
 */
export function fieldErrors<F extends string>(
  issues: readonly Issue[],
  fields: Readonly<Record<F, unknown>> | readonly F[],
  fieldOf: (path: readonly PropertyKey[]) => PropertyKey | undefined = (path) => path[0],
): Partial<Record<F, string>> {
  const known = (key: PropertyKey): key is F =>
    typeof key === 'string' && (Array.isArray(fields) ? fields.includes(key as F) : key in fields);
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    if (field !== undefined && known(field)) errors[field] ??= issue.message;
  }
  return errors;
}
