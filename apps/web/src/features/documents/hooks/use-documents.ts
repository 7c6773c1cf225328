import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DocumentRecord,
  type DocumentStreamEvent,
  documentEventsContract,
  documentStreamEventSchema,
  readStreamEvent,
} from '@vetvoz/domain';
import { useEffect, useRef, useState } from 'react';
import { contractEvents } from '../../../lib/contract-client.ts';
import { documentsKey, fetchDocuments } from '../api/documents.ts';
import { applyDocumentPatch, keepStreamedContent, type StreamSteps } from './document-patches.ts';
import { sortDocuments, upsertDocuments } from './documents-cache.ts';
import { setLocalModelStatus } from './use-local-model.ts';

/** When the live stream is down (a proxy that buffers SSE, a reconnect), the list is read this often. */
const POLL_WHILE_GENERATING_MS = 3000;

/** A message of the documents stream by its name; undefined (ignored) when it is not one. */
const read = <N extends DocumentStreamEvent['event']>(name: N, event: MessageEvent) =>
  readStreamEvent(documentStreamEventSchema, name, String(event.data));

/**
 * The consultation's documents, live while any is being generated: the server streams the growing
 * content as patches (about four a second) and every other change whole over SSE, and the stream closes
 * once none is generating. A patch that does not apply (a gap) opens the stream again: its snapshot
 * replaces what the page holds.
 */
export function useDocuments(consultationId: string) {
  const queryClient = useQueryClient();
  const [streamDown, setStreamDown] = useState(false);
  // Each reopening after a gap is a new connection, hence a new snapshot.
  const [connection, setConnection] = useState(0);
  const steps = useRef<StreamSteps>(new Map());
  const noEventSource = typeof EventSource === 'undefined';
  const key = documentsKey(consultationId);
  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const fresh = await fetchDocuments(consultationId, signal);
      return sortDocuments(
        keepStreamedContent(fresh, queryClient.getQueryData<DocumentRecord[]>(key), steps.current),
      );
    },
    refetchInterval: (q) =>
      (streamDown || noEventSource) && q.state.data?.some((doc) => doc.status === 'generating')
        ? POLL_WHILE_GENERATING_MS
        : false,
  });
  const generating = query.data?.some((doc) => doc.status === 'generating') ?? false;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `connection` reopens the stream after a gap.
  useEffect(() => {
    if (!generating || noEventSource) return;
    const held = steps.current;
    const source = contractEvents(documentEventsContract, { params: { id: consultationId } });
    source.addEventListener('snapshot', (event) => {
      const data = read('snapshot', event)?.data;
      if (!data) return;
      held.clear();
      for (const doc of data.documents) held.set(doc.id, data.seqs?.[doc.id]);
      upsertDocuments(queryClient, consultationId, data.documents);
    });
    source.addEventListener('document', (event) => {
      const data = read('document', event)?.data;
      if (data) {
        held.set(data.document.id, data.seq);
        upsertDocuments(queryClient, consultationId, [data.document]);
      }
      if (data?.local) setLocalModelStatus(queryClient, consultationId, data.local);
    });
    source.addEventListener('patch', (event) => {
      const patch = read('patch', event)?.data;
      if (!patch) return;
      let gap = false;
      queryClient.setQueryData<DocumentRecord[]>(documentsKey(consultationId), (current) => {
        const next = applyDocumentPatch(current, held, patch);
        gap = next === undefined;
        return next ?? current;
      });
      if (!gap) return;
      held.clear();
      source.close();
      setConnection((n) => n + 1);
    });
    // EventSource reconnects by itself (and the snapshot catches up); polling covers the gap, reading the
    // stored content (no step to follow until the next snapshot).
    source.addEventListener('open', () => setStreamDown(false));
    source.addEventListener('error', () => {
      held.clear();
      setStreamDown(true);
    });
    return () => {
      source.close();
      held.clear();
      setStreamDown(false);
    };
  }, [consultationId, generating, noEventSource, queryClient, connection]);

  return query;
}
