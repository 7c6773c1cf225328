import { useQuery } from '@tanstack/react-query';
import { getProfileContract, type Profile, parseCrmv } from '@vetvoz/domain';
import { call } from '../../../lib/contract-client.ts';
import type { SheetIssuer } from '../model/sheet-view.ts';

/**
 * The vet and the establishment printed on the sheet's header, from the profile (the same query key as
 * the profile page, so one answer serves both). While it loads or when it fails the sheet shows a neutral
 * header: the PDF is built on the server from the saved profile either way.
 */
export function useSheetIssuer(): SheetIssuer | null {
  const profile = useQuery({
    queryKey: ['profile'],
    queryFn: ({ signal }): Promise<Profile> => call(getProfileContract, { signal }),
    staleTime: 60_000,
    retry: false,
  });
  return profile.data ? issuerOf(profile.data) : null;
}

export function issuerOf(profile: Profile): SheetIssuer {
  const name = `${profile.firstName} ${profile.lastName}`.trim() || profile.email;
  const crmv = parseCrmv(profile.crmv);
  return {
    issuer: {
      name,
      crmv: crmv ?? { number: profile.crmv || '—', uf: 'SP' },
      ...(profile.establishment ? { establishment: profile.establishment } : {}),
    },
    crmvText: crmv ? null : profile.crmv.trim() ? `CRMV ${profile.crmv.trim()}` : 'CRMV não informado',
  };
}
