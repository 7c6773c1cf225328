// Loaded with import() once /api/me names a user: the signed-out shell never loads zod (me-query.ts).
export { meResponseSchema } from '@vetvoz/domain';
