/**
 * Reading and writing document content by dotted path ("itens.0.dose"), the same paths the server's
 * grounding flags use. Writes copy along the path, so React sees a new object where something changed.
 */
export type Content = Record<string, unknown>;

export function getAt(content: unknown, path: string): unknown {
  let node: unknown = content;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

export function setAt<T>(content: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split('.');
  if (key === undefined) return content;
  const container: unknown = content;
  if (Array.isArray(container)) {
    const copy = [...container];
    const index = Number(key);
    copy[index] = rest.length === 0 ? value : setAt(copy[index] ?? {}, rest.join('.'), value);
    return copy as T;
  }
  const object = (container ?? {}) as Record<string, unknown>;
  return {
    ...object,
    [key]: rest.length === 0 ? value : setAt(object[key] ?? {}, rest.join('.'), value),
  } as T;
}

/** A text while it streams in or is typed: anything else (partial JSON, null) reads as empty. */
export function textAt(content: unknown, path: string): string {
  const value = getAt(content, path);
  return typeof value === 'string' ? value : '';
}

export function listAt(content: unknown, path: string): unknown[] {
  const value = getAt(content, path);
  return Array.isArray(value) ? value : [];
}

/** Stable text of a content for "did it change?" checks (key order is the schema's, on both sides). */
export function contentKey(content: unknown): string {
  return JSON.stringify(content ?? null);
}
