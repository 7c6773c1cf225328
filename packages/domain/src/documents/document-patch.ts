import { z } from 'zod';

/**
 * A streamed document's change as the live stream sends it (docs/decisions/051-document-stream-deltas.md):
 * the leaves that changed, or the text appended to a growing string, instead of the whole document per
 * event. Paths name object keys and array indexes from the content's root; the empty path is the root.
 */

/** Keys that would reach an object's prototype when applied: never sent, refused when received. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const pathSchema = z
  .array(
    z.union([
      z
        .string()
        .max(200)
        .refine((key) => !UNSAFE_KEYS.has(key)),
      z.number().int().min(0).max(10_000),
    ]),
  )
  .max(32);
export type PatchPath = z.infer<typeof pathSchema>;
/** A JSON value, as a patch carries it. */
export type PatchValue = z.core.util.JSONType;

export const patchOpSchema = z.discriminatedUnion('op', [
  /** The value at the path is now this (a new key, a changed leaf, a replaced subtree; the root too). */
  z.object({ op: z.literal('set'), path: pathSchema, value: z.json() }),
  /** The string at the path grew by this text. */
  z.object({ op: z.literal('append'), path: pathSchema, text: z.string() }),
  /** The key at the path is gone. */
  z.object({ op: z.literal('remove'), path: pathSchema }),
]);
export type PatchOp = z.infer<typeof patchOpSchema>;

/**
 * One step of a generating document: `ops` turn the content at sequence `base` into the content at `seq`.
 * A run's first step has base 0 and sets the root, so it applies to whatever the page held.
 */
export const documentPatchSchema = z.object({
  documentId: z.string(),
  base: z.number().int().min(0),
  seq: z.number().int().min(1),
  ops: z.array(patchOpSchema).max(10_000),
});
export type DocumentPatch = z.infer<typeof documentPatchSchema>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The operations that turn `before` into `after` (both JSON values); none when they are equal. */
export function diffContent(before: unknown, after: unknown): PatchOp[] {
  const ops: PatchOp[] = [];
  diffInto(before, after, [], ops);
  return ops;
}

function diffInto(before: unknown, after: unknown, path: PatchPath, ops: PatchOp[]): void {
  if (before === after) return;
  if (typeof before === 'string' && typeof after === 'string' && after.startsWith(before)) {
    ops.push({ op: 'append', path, text: after.slice(before.length) });
    return;
  }
  if (isObject(before) && isObject(after)) {
    for (const [key, value] of Object.entries(after)) {
      if (UNSAFE_KEYS.has(key)) continue;
      if (Object.hasOwn(before, key)) diffInto(before[key], value, [...path, key], ops);
      else ops.push({ op: 'set', path: [...path, key], value: value as PatchValue });
    }
    for (const key of Object.keys(before)) {
      if (!Object.hasOwn(after, key) && !UNSAFE_KEYS.has(key))
        ops.push({ op: 'remove', path: [...path, key] });
    }
    return;
  }
  if (Array.isArray(before) && Array.isArray(after) && after.length >= before.length) {
    after.forEach((value, index) => {
      if (index < before.length) diffInto(before[index], value, [...path, index], ops);
      else ops.push({ op: 'set', path: [...path, index], value: value as PatchValue });
    });
    return;
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  ops.push({ op: 'set', path, value: (after ?? null) as PatchValue });
}

/**
 * The content with the operations applied, copied along each changed path (the input is not changed, so
 * a React cache sees new objects where something changed). Undefined when an operation does not fit the
 * content (a path through a missing or wrong-typed value): the caller then has a gap and reads again.
 */
export function applyPatchOps(content: unknown, ops: readonly PatchOp[]): { content: unknown } | undefined {
  let current = content;
  for (const op of ops) {
    const next = applyOne(current, op, 0);
    if (next === undefined) return undefined;
    current = next.value;
  }
  return { content: current };
}

function applyOne(node: unknown, op: PatchOp, depth: number): { value: unknown } | undefined {
  if (depth === op.path.length) {
    if (op.op === 'set') return { value: op.value };
    if (op.op === 'append') return typeof node === 'string' ? { value: node + op.text } : undefined;
    return undefined; // removing the root is not an operation the server sends
  }
  const key = op.path[depth] as string | number;
  if (typeof key === 'string' && UNSAFE_KEYS.has(key)) return undefined;
  const last = depth === op.path.length - 1;
  if (Array.isArray(node) && typeof key === 'number') {
    if (key > node.length || (key === node.length && !(last && op.op === 'set'))) return undefined;
    const copy = [...node];
    if (last && op.op === 'remove') copy.splice(key, 1);
    else {
      const child = applyOne(node[key], op, depth + 1);
      if (!child) return undefined;
      copy[key] = child.value;
    }
    return { value: copy };
  }
  if (isObject(node) && typeof key === 'string') {
    const copy: Record<string, unknown> = { ...node };
    if (last && op.op === 'remove') {
      delete copy[key];
      return { value: copy };
    }
    if (!Object.hasOwn(node, key) && !(last && op.op === 'set')) return undefined;
    const child = applyOne(node[key], op, depth + 1);
    if (!child) return undefined;
    copy[key] = child.value;
    return { value: copy };
  }
  return undefined;
}
