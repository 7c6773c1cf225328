import { z } from 'zod';

/** A page view reported by the SPA after cookie consent was accepted. */
export const pageViewSchema = z.object({
  path: z
    .string()
    .min(1)
    .max(300)
    .regex(/^\/[^\s?#]*$/, 'Caminho inválido.'),
  referrer: z.string().max(500).optional(),
});
export type PageView = z.infer<typeof pageViewSchema>;
