import { z } from 'zod';

/** The signed-in user as the web app sees it (GET /api/me). */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  isAdmin: z.boolean(),
  /** The address was confirmed through the link e-mailed at sign-up. */
  emailVerified: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const meResponseSchema = z.object({ user: currentUserSchema.nullable() });
export type MeResponse = z.infer<typeof meResponseSchema>;
