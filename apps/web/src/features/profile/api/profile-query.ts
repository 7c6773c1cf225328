import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProfileContract, type Profile, type ProfileUpdate, updateProfileContract } from '@vetvoz/domain';
import { call } from '../../../lib/contract-client.ts';

/** Private to the signed-in user: the auth provider forgets it at sign-out (not a public root). */
export const PROFILE_QUERY_KEY = ['profile'] as const;

export const profileQueryOptions = queryOptions({
  queryKey: PROFILE_QUERY_KEY,
  queryFn: ({ signal }): Promise<Profile> => call(getProfileContract, { signal }),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}

export function updateProfile(changes: ProfileUpdate): Promise<Profile> {
  return call(updateProfileContract, { body: changes });
}
