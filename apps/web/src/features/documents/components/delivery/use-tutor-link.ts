import { useQueryClient } from '@tanstack/react-query';
import { type DocumentRecord, formatCrmv, type IssueDocumentInput, parseCrmv } from '@vetvoz/domain';
import { useIssuerProfile } from '../../api/issuer-profile.ts';
import { createTutorLink, type SentTutorLink, tutorLinksKey } from '../../api/tutor-links.ts';
import { useIssueDraft } from './issue-draft.tsx';

/**
 * Makes the tutor's private link for the documents being sent (api/tutor-links.ts), with what the page
 * shows about who sent them, and refreshes the consultation's list of links.
 */
export function useTutorLink() {
  const profile = useIssuerProfile();
  const { patientName } = useIssueDraft();
  const queryClient = useQueryClient();
  return async (
    consultationId: string,
    records: DocumentRecord[],
    inputFor: (record: DocumentRecord) => IssueDocumentInput,
  ): Promise<SentTutorLink> => {
    const data = profile.data ?? (await profile.refetch()).data;
    const crmv = parseCrmv(data?.crmv ?? '');
    const link = await createTutorLink({
      consultationId,
      records,
      inputFor,
      patientName,
      vetName: data ? `${data.firstName} ${data.lastName}`.trim() : '',
      crmv: crmv ? formatCrmv(crmv) : (data?.crmv ?? ''),
      clinic: data?.establishment?.name ?? null,
    });
    void queryClient.invalidateQueries({ queryKey: tutorLinksKey(consultationId) });
    return link;
  };
}
