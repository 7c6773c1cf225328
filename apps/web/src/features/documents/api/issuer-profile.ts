import { useQuery } from '@tanstack/react-query';
import {
  getProfileContract,
  type Profile,
  type ProfileEstablishmentInput,
  updateProfileContract,
} from '@vetvoz/domain';
import { call } from '../../../lib/contract-client.ts';

/**
 * The signed-in vet's profile, under the profile page's own query key so both share one cached copy: the
 * documents need the vet's name and establishment for the messages to the tutor and the header nudge.
 */
export function useIssuerProfile() {
  return useQuery({
    queryKey: ['profile'],
    queryFn: ({ signal }): Promise<Profile> => call(getProfileContract, { signal }),
    staleTime: 60_000,
  });
}

/** What the messages to the tutor sign with: the vet's name and, when saved, the clinic and its phone. */
export interface Signer {
  vetName: string;
  clinic: { name: string; phone?: string } | null;
}

export function signerOf(profile: Profile | undefined, fallbackName = ''): Signer {
  const vetName = profile ? `${profile.firstName} ${profile.lastName}`.trim() : fallbackName;
  const clinic = profile?.establishment
    ? { name: profile.establishment.name, phone: profile.establishment.phone }
    : null;
  return { vetName: vetName || fallbackName, clinic };
}

/** Saves the establishment from the issue dialog, into the same profile the profile page edits. */
export function saveEstablishment(establishment: ProfileEstablishmentInput): Promise<Profile> {
  return call(updateProfileContract, { body: { establishment } });
}
