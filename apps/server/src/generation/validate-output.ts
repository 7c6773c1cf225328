import { withoutUnsafeCharacters } from '@vetvoz/domain';
import type { z } from 'zod';

export type Validation<T> = { ok: true; value: T } | { ok: false; issues: string[] };

/** Parses the model's answer and validates it; the issues are what the repair attempt shows the model. */
export function validate<S extends z.ZodType>(schema: S, text: string): Validation<z.infer<S>> {
  let raw: unknown;
  try {
    raw = JSON.parse(text.trim());
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'erro de sintaxe';
    return {
      ok: false,
      issues: [text.trim() === '' ? 'a resposta veio vazia' : `o texto não é um JSON válido (${reason})`],
    };
  }
  // A stray control character from the model is invisible: clean it instead of failing the document.
  const parsed = schema.safeParse(cleanStrings(raw));
  if (parsed.success) return { ok: true, value: parsed.data };
  return {
    ok: false,
    issues: parsed.error.issues
      .slice(0, 20)
      .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(objeto)'}: ${issue.message}`),
  };
}

function cleanStrings(value: unknown): unknown {
  if (typeof value === 'string') return withoutUnsafeCharacters(value);
  if (Array.isArray(value)) return value.map(cleanStrings);
  if (isPlainObject(value))
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, cleanStrings(inner)]));
  return value;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
