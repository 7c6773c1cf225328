import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Profile, type ProfileUpdate, profileSchema } from '@vetvoz/domain';
import { apiRequest } from '../../../lib/api.ts';

/** Private to the signed-in user: the auth provider forgets it at sign-out (not a public root). */
export const PROFILE_QUERY_KEY = ['profile'] as const;

export const profileQueryOptions = queryOptions({
  queryKey: PROFILE_QUERY_KEY,
  queryFn: ({ signal }): Promise<Profile> => apiRequest('/api/profile', { schema: profileSchema, signal }),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}

export function updateProfile(changes: ProfileUpdate): Promise<Profile> {
  return apiRequest('/api/profile', { method: 'PATCH', body: changes, schema: profileSchema });
}
