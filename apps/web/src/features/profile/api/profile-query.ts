import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getProfileContract,
  type Profile,
  type ProfileUpdate,
  profileSchema,
  updateProfileContract,
} from '@vetvoz/domain';
import { apiRequest } from '../../../lib/api.ts';

/** Private to the signed-in user: the auth provider forgets it at sign-out (not a public root). */
export const PROFILE_QUERY_KEY = ['profile'] as const;

export const profileQueryOptions = queryOptions({
  queryKey: PROFILE_QUERY_KEY,
  queryFn: ({ signal }): Promise<Profile> =>
    apiRequest(getProfileContract.path, { schema: profileSchema, signal }),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}

export function updateProfile(changes: ProfileUpdate): Promise<Profile> {
  return apiRequest(updateProfileContract.path, { method: 'PATCH', body: changes, schema: profileSchema });
}
