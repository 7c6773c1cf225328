import { type DocumentType, documentContentSchemas } from '@vetvoz/domain';

/**
 * Tests only: the largest content of a type that its schema accepts today — every text and every list at
 * its limit, whatever the limits are (each value the schema finds too big is cut to the maximum it
 * reports). `text` fills the fields: accented text takes two bytes a character in the stored JSON.
 */
export function largestValidContent(type: DocumentType, text: string): Record<string, unknown> {
  const long = text.repeat(Math.ceil(5000 / text.length));
  const shape = documentContentSchemas[type].shape as Record<string, unknown>;
  const draft: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) draft[key] = fill(field, long);
  for (let pass = 0; pass < 10; pass++) {
    const parsed = documentContentSchemas[type].safeParse(draft);
    if (parsed.success) return draft;
    for (const issue of parsed.error.issues) {
      if (issue.code !== 'too_big')
        throw new Error(`unexpected issue ${issue.code} at ${issue.path.join('.')}`);
      cut(draft, issue.path as (string | number)[], Number(issue.maximum));
    }
  }
  throw new Error(`no valid ${type} found`);
}

/** A value for a schema field: long text, lists of 100 long items, groups filled field by field. */
function fill(schema: unknown, long: string): unknown {
  const def = (schema as { def?: { type: string; innerType?: unknown; element?: unknown; shape?: object } })
    .def;
  if (!def) return null;
  switch (def.type) {
    case 'default':
    case 'prefault':
    case 'nullable':
    case 'optional':
    case 'pipe':
      return fill(def.innerType ?? (def as { in?: unknown }).in, long);
    case 'string':
      return long;
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: 100 }, () => fill(def.element, long));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) out[key] = fill(field, long);
      return out;
    }
    default:
      return null;
  }
}

function cut(target: Record<string, unknown>, path: (string | number)[], max: number) {
  const parent = path
    .slice(0, -1)
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], target);
  const key = path.at(-1);
  if (key === undefined) return;
  const value = (parent as Record<string | number, unknown>)[key];
  if (typeof value === 'string' || Array.isArray(value))
    (parent as Record<string | number, unknown>)[key] = value.slice(0, max);
}
