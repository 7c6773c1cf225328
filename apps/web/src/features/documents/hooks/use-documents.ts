import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DocumentStreamEvent,
  documentEventsContract,
  documentStreamEventSchema,
  readStreamEvent,
} from '@vetvoz/domain';
import { useEffect, useState } from 'react';
import { contractEvents } from '../../../lib/contract-client.ts';
import { documentsKey, fetchDocuments } from '../api/documents.ts';
import { sortDocuments, upsertDocuments } from './documents-cache.ts';
import { setLocalModelStatus } from './use-local-model.ts';

/** When the live stream is down (a proxy that buffers SSE, a reconnect), the list is read this often. */
const POLL_WHILE_GENERATING_MS = 3000;

/** A message of the documents stream by its name; undefined (ignored) when it is not one. */
const read = <N extends DocumentStreamEvent['event']>(name: N, event: MessageEvent) =>
  readStreamEvent(documentStreamEventSchema, name, String(event.data));

/**
 * The consultation's documents, live while any is being generated: the server streams every change
 * (partial content about three times a second) over SSE, and the stream closes once none is generating.
 */
export function useDocuments(consultationId: string) {
  const queryClient = useQueryClient();
  const [streamDown, setStreamDown] = useState(false);
  const noEventSource = typeof EventSource === 'undefined';
  const query = useQuery({
    queryKey: documentsKey(consultationId),
    queryFn: async ({ signal }) => sortDocuments(await fetchDocuments(consultationId, signal)),
    refetchInterval: (q) =>
      (streamDown || noEventSource) && q.state.data?.some((doc) => doc.status === 'generating')
        ? POLL_WHILE_GENERATING_MS
        : false,
  });
  const generating = query.data?.some((doc) => doc.status === 'generating') ?? false;

  useEffect(() => {
    if (!generating || noEventSource) return;
    const source = contractEvents(documentEventsContract, { params: { id: consultationId } });
    source.addEventListener('snapshot', (event) => {
      const data = read('snapshot', event)?.data;
      if (data) upsertDocuments(queryClient, consultationId, data.documents);
    });
    source.addEventListener('document', (event) => {
      const data = read('document', event)?.data;
      if (data) upsertDocuments(queryClient, consultationId, [data.document]);
      if (data?.local) setLocalModelStatus(queryClient, consultationId, data.local);
    });
    // EventSource reconnects by itself (and the snapshot catches up); polling covers the gap.
    source.addEventListener('open', () => setStreamDown(false));
    source.addEventListener('error', () => setStreamDown(true));
    return () => {
      source.close();
      setStreamDown(false);
    };
  }, [consultationId, generating, noEventSource, queryClient]);

  return query;
}
