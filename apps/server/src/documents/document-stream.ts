import type { DocumentPatch, DocumentRecord, DocumentStreamEvent } from '@vetvoz/domain';
import type { Context } from 'hono';
import type { Db } from '../db/database.ts';
import type { EventBus } from '../events/event-bus.ts';
import { liveStream, type SendLiveEvent } from '../events/live-stream.ts';
import { documentFeedOf } from './document-feed.ts';
import { toDocumentRecord } from './records.ts';
import { remoteSteps } from './remote-steps.ts';
import { findVisibleDocument, listDocuments } from './service.ts';

type LocalModel = { downloadPercent: number | null } | undefined;
type Item =
  /** Read again from the database: a status change, an edit, another node's partial content. */
  | { kind: 'changed'; documentId: string; local: LocalModel }
  /** A document generating in this process grew. */
  | { kind: 'patch'; patch: DocumentPatch };

/**
 * A consultation's live documents (docs/decisions/051-document-stream-deltas.md): a snapshot, then for a
 * document generating in this process the patches of its content, and the whole document when anything
 * else changes (the `ready` event carries the validated document). The stream remembers the step each
 * document's content is at on the page: a patch that would not apply there is replaced by the whole
 * document, so the page never holds a mix. A document generating on another node is read from the
 * database each time that node's tick wrote it, and sent as the difference from the page's copy
 * (remote-steps.ts).
 */
export function streamDocumentEvents(
  c: Context,
  {
    db,
    events,
    user,
    consultationId,
  }: { db: Db; events: EventBus; user: { id: string }; consultationId: string },
) {
  const feed = documentFeedOf(events);
  // The step of each document's content as the page holds it; undefined: not a patchable step.
  const onPage = new Map<string, number | undefined>();
  const remote = remoteSteps();

  /** The record with the generator's in-memory content when it generates here, and that content's step. */
  const withLiveContent = (record: DocumentRecord): { document: DocumentRecord; seq?: number } => {
    const live = record.status === 'generating' ? feed.current(record.id) : undefined;
    if (!live) return { document: record };
    return { document: live.seq > 0 ? { ...record, content: live.content } : record, seq: live.seq };
  };

  const sendWhole = async (
    send: SendLiveEvent<DocumentStreamEvent>,
    documentId: string,
    local: LocalModel,
  ) => {
    const found = await findVisibleDocument(db, user, documentId).catch(() => undefined);
    if (!found) return;
    const record = toDocumentRecord(found.document);
    const live = withLiveContent(record);
    let step = live.seq === undefined && !local ? remote.next(record, onPage.get(documentId)) : undefined;
    if (!step) {
      remote.forget(documentId);
      step = { kind: 'whole', seq: live.seq };
    }
    if (step.kind === 'none') return;
    if (step.kind === 'patch') {
      onPage.set(documentId, step.patch.seq);
      await send({ event: 'patch', data: step.patch });
      return;
    }
    const { seq } = step;
    onPage.set(documentId, seq);
    await send({
      event: 'document',
      data: { document: live.document, ...(seq === undefined ? {} : { seq }), ...(local ? { local } : {}) },
    });
  };

  return liveStream(c, {
    events,
    channel: 'documents',
    key: consultationId,
    accept: (event): Item | undefined =>
      // This process's partial writes were already sent as patches.
      event.consultationId !== consultationId || event.origin === feed.origin
        ? undefined
        : { kind: 'changed', documentId: event.documentId, local: event.local },
    also: (enqueue) => feed.follow(consultationId, (patch) => enqueue({ kind: 'patch', patch })),
    snapshot: async (send: SendLiveEvent<DocumentStreamEvent>) => {
      const listed = await listDocuments({ db, user, consultationId });
      onPage.clear();
      const seqs: Record<string, number> = {};
      const documents = listed.map((record) => {
        const live = withLiveContent(record);
        const { document } = live;
        // Generating on another node: numbered here, so that node's next tick comes as a patch.
        const fromElsewhere = live.seq === undefined ? remote.next(record, undefined) : undefined;
        if (!fromElsewhere) remote.forget(record.id);
        const seq = fromElsewhere?.kind === 'whole' ? fromElsewhere.seq : live.seq;
        onPage.set(record.id, seq);
        if (seq !== undefined) seqs[record.id] = seq;
        return document;
      });
      await send({
        event: 'snapshot',
        data: Object.keys(seqs).length > 0 ? { documents, seqs } : { documents },
      });
    },
    deliver: async (items, send) => {
      // Several changes of one document collapse into one read of its latest state, at the last one's place.
      const lastChange = new Map<string, number>();
      items.forEach((item, index) => {
        if (item.kind === 'changed') lastChange.set(item.documentId, index);
      });
      for (const [index, item] of items.entries()) {
        if (item.kind === 'changed') {
          if (lastChange.get(item.documentId) === index) await sendWhole(send, item.documentId, item.local);
          continue;
        }
        const { patch } = item;
        const held = onPage.get(patch.documentId);
        // A document the page does not hold yet (asked for after the snapshot) comes whole first.
        if (onPage.has(patch.documentId) && (patch.base === 0 || held === patch.base)) {
          onPage.set(patch.documentId, patch.seq);
          await send({ event: 'patch', data: patch });
        } else if (held !== undefined && patch.seq <= held) {
          // Already in what the page holds (a snapshot or whole document taken after it).
        } else {
          await sendWhole(send, patch.documentId, undefined);
        }
      }
      return true;
    },
  });
}
