import { z } from 'zod';
import { FORBIDDEN_CHARACTERS_MESSAGE, isSingleLineText, singleLineText } from './text.ts';

/** A page view reported by the SPA after cookie consent was accepted. */
export const pageViewSchema = z.object({
  path: z
    .string('Caminho inválido.')
    .max(300, 'Caminho inválido.')
    .regex(/^\/[^\s?#]*$/, 'Caminho inválido.')
    .refine(isSingleLineText, FORBIDDEN_CHARACTERS_MESSAGE),
  referrer: singleLineText().max(500, 'Origem da visita longa demais.').optional(),
});
export type PageView = z.infer<typeof pageViewSchema>;
