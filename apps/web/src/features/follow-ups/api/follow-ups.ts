import { useQuery } from '@tanstack/react-query';
import {
  createFollowUpContract,
  deleteFollowUpContract,
  type FollowUpInput,
  listFollowUpsContract,
  updateFollowUpContract,
  weekFollowUpsContract,
} from '@vetvoz/domain';
import { call } from '../../../lib/contract-client.ts';

/** Private to the signed-in user: forgotten at sign-out with every non-public query. */
export const followUpsKey = (consultationId: string) => ['follow-ups', consultationId] as const;
export const WEEK_FOLLOW_UPS_KEY = ['follow-ups', 'week'] as const;

export async function fetchFollowUps(consultationId: string, signal?: AbortSignal) {
  const answer = await call(listFollowUpsContract, { params: { id: consultationId }, signal });
  return answer.followUps;
}

/**
 * The consultation's follow-ups. Found by a job once the transcript settles or is edited, so the list is
 * read again a few times while the consultation is fresh.
 */
export function useFollowUps(consultationId: string, transcriptStamp: string) {
  return useQuery({
    queryKey: [...followUpsKey(consultationId), transcriptStamp],
    queryFn: ({ signal }) => fetchFollowUps(consultationId, signal),
    refetchInterval: (query) => (query.state.dataUpdateCount < 4 ? 1500 : false),
  });
}

export function useWeekFollowUps() {
  return useQuery({
    queryKey: WEEK_FOLLOW_UPS_KEY,
    queryFn: ({ signal }) => call(weekFollowUpsContract, { signal }),
    staleTime: 30_000,
  });
}

export function createFollowUp(consultationId: string, body: FollowUpInput) {
  return call(createFollowUpContract, { params: { id: consultationId }, body });
}

export function updateFollowUp(id: string, body: FollowUpInput) {
  return call(updateFollowUpContract, { params: { id }, body });
}

export function deleteFollowUp(id: string) {
  return call(deleteFollowUpContract, { params: { id } });
}
