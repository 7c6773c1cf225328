import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ConsultationStreamEvent,
  type ConsultationView,
  consultationEventsContract,
  consultationStreamEventSchema,
  readStreamEvent,
} from '@vetvoz/domain';
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api.ts';
import { contractEvents } from '../../../lib/contract-client.ts';
import { consultationKey, fetchConsultation } from '../api/consultations.ts';

/** The data of a message of the consultation stream; undefined (ignored) when it is not one. */
const read = <N extends ConsultationStreamEvent['event']>(name: N, event: MessageEvent) =>
  readStreamEvent(consultationStreamEventSchema, name, String(event.data));

/**
 * The consultation as the server has it, kept live over SSE while it is still being recorded or
 * transcribed. A consultation not created yet (recorded offline) is a 404 that is not retried: the
 * page shows the local recording until the upload queue creates it.
 */
export function useConsultation(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: consultationKey(id),
    queryFn: ({ signal }) => fetchConsultation(id, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
  const live = query.data?.status === 'recording' || query.data?.status === 'transcribing';

  useEffect(() => {
    if (!live || typeof EventSource === 'undefined') return;
    const key = consultationKey(id);
    const merge = (patch: Partial<ConsultationView>) =>
      queryClient.setQueryData<ConsultationView>(key, (current) =>
        current ? { ...current, ...patch } : current,
      );
    const source = contractEvents(consultationEventsContract, { params: { id } });
    source.addEventListener('snapshot', (event) => {
      const snapshot = read('snapshot', event);
      if (snapshot) queryClient.setQueryData(key, snapshot.data);
    });
    source.addEventListener('segment', (event) => {
      const data = read('segment', event)?.data;
      if (!data) return;
      const { segment, ...rest } = data;
      queryClient.setQueryData<ConsultationView>(key, (current) => {
        if (!current) return current;
        const segments = segment
          ? [...current.segments.filter((s) => s.index !== segment.index), segment].sort(
              (a, b) => a.index - b.index,
            )
          : current.segments;
        return { ...current, ...rest, segments };
      });
    });
    source.addEventListener('status', (event) => {
      const data = read('status', event)?.data;
      if (data) merge(data);
      // The final state carries per-segment results too.
      if (data && data.status !== 'recording' && data.status !== 'transcribing')
        void queryClient.invalidateQueries({ queryKey: key });
    });
    source.addEventListener('deleted', () => {
      source.close();
      void queryClient.invalidateQueries({ queryKey: key });
    });
    return () => source.close();
  }, [id, live, queryClient]);

  return query;
}
