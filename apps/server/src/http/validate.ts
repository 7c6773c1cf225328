import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

/** Reads and validates a JSON body; a bad body becomes a VALIDATION error with the first pt-BR issue. */
export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new AppError('VALIDATION', 'O corpo da requisição deve ser um JSON válido.');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new AppError('VALIDATION', parsed.error.issues[0]?.message, { details: parsed.error.issues });
  }
  return parsed.data;
}
