import type { GbnfJsonSchema } from 'node-llama-cpp';

type Node = Record<string, unknown>;

/**
 * The document's JSON Schema (zod's `z.toJSONSchema`, draft 7 or 2020-12) in the subset node-llama-cpp
 * turns into a GBNF grammar, so the local model can only write JSON of that shape. The grammar knows
 * `type` (also as a list), `enum`, `const`, `oneOf`, objects with properties and `required`, arrays with
 * `items`/`prefixItems` and their counts, string lengths and date formats, and `$defs` references.
 *
 * Translations: `anyOf` becomes `oneOf` (a value matching both is the same JSON text); a type list that
 * holds `object` or `array` becomes a `oneOf` of one schema per type, because the grammar's type lists are
 * for scalars only. Keywords the grammar cannot enforce (pattern, minimum, default, title…) are dropped:
 * zod validates the answer afterwards, with one repair attempt, as for every provider.
 */
export function toGrammarSchema(schema: unknown): GbnfJsonSchema {
  return convert(schema) as GbnfJsonSchema;
}

const SCALARS = new Set(['string', 'number', 'integer', 'boolean', 'null']);
const DATE_FORMATS = new Set(['date', 'time', 'date-time']);

function convert(input: unknown): Node {
  if (input === true || input === undefined) return anyJson();
  if (!isNode(input)) return anyJson();
  const description = typeof input.description === 'string' ? { description: input.description } : {};
  const defs = isNode(input.$defs) ? { $defs: mapValues(input.$defs, convert) } : {};

  if (typeof input.$ref === 'string') return { $ref: input.$ref.replace('#/definitions/', '#/$defs/') };
  if ('const' in input) return { const: input.const, ...description };
  if (Array.isArray(input.enum)) return { enum: input.enum, ...description };
  const alternatives = input.anyOf ?? input.oneOf;
  if (Array.isArray(alternatives)) return { oneOf: alternatives.map(convert), ...description, ...defs };

  const types = Array.isArray(input.type) ? input.type : input.type === undefined ? [] : [input.type];
  if (types.length === 0) return { ...anyJson(), ...description };
  if (types.length > 1) {
    if (types.every((type) => SCALARS.has(String(type)))) return { type: types, ...description };
    return { oneOf: types.map((type) => convert({ ...input, type })), ...description, ...defs };
  }
  const type = String(types[0]);
  if (type === 'object') return { ...objectOf(input), ...description, ...defs };
  if (type === 'array') return { ...arrayOf(input), ...description, ...defs };
  if (type === 'string') {
    if (typeof input.format === 'string' && DATE_FORMATS.has(input.format))
      return { type, format: input.format, ...description };
    return { type, ...pick(input, ['minLength', 'maxLength']), ...description };
  }
  return { type: SCALARS.has(type) ? type : 'string', ...description };
}

function objectOf(input: Node): Node {
  const properties = isNode(input.properties) ? mapValues(input.properties, convert) : {};
  const out: Node = { type: 'object', properties };
  if (Array.isArray(input.required)) out.required = input.required;
  // Without properties the object is a free map; with them, nothing beyond them (a model must not invent
  // keys that the schema does not show).
  if (input.additionalProperties === false || Object.keys(properties).length > 0)
    out.additionalProperties = false;
  else if (isNode(input.additionalProperties)) out.additionalProperties = convert(input.additionalProperties);
  return { ...out, ...pick(input, ['minProperties', 'maxProperties']) };
}

function arrayOf(input: Node): Node {
  const out: Node = { type: 'array', items: convert(input.items) };
  if (Array.isArray(input.prefixItems)) out.prefixItems = input.prefixItems.map(convert);
  return { ...out, ...pick(input, ['minItems', 'maxItems']) };
}

/** Any JSON value: what a schema without a type allows. */
function anyJson(): Node {
  return {
    oneOf: [
      { type: ['string', 'number', 'boolean', 'null'] },
      { type: 'array', items: { type: ['string', 'number', 'boolean', 'null'] } },
      { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean', 'null'] } },
    ],
  };
}

function isNode(value: unknown): value is Node {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function mapValues(node: Node, fn: (value: unknown) => Node): Node {
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, fn(value)]));
}

function pick(node: Node, keys: string[]): Node {
  return Object.fromEntries(
    keys.filter((key) => typeof node[key] === 'number').map((key) => [key, node[key]]),
  );
}
