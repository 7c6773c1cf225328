import { queryOptions } from '@tanstack/react-query';
import type { MeResponse } from '@vetvoz/domain';
import { isRecord, readPublicJson } from '../public-read.ts';

export const ME_QUERY_KEY = ['me'] as const;
export const ME_PATH = '/api/me';

function isMeAnswer(data: unknown): data is { user: unknown } {
  return isRecord(data) && (data.user === null || isRecord(data.user));
}

export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: async ({ signal }): Promise<MeResponse> => {
    const answer = await readPublicJson(ME_PATH, isMeAnswer, signal);
    if (answer.user === null) return { user: null };
    // A session: the user is checked by its schema, which comes with the signed-in app and not before.
    const { meResponseSchema } = await import('./me-schema.ts');
    return meResponseSchema.parse(answer);
  },
  // Session state must be fresh after focus (the session may have expired in another tab).
  staleTime: 60_000,
});
