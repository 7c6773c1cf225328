import { type DocumentPatch, type DocumentRecord, diffContent } from '@vetvoz/domain';

/**
 * Steps of this stream's own numbering for documents generating on another node: that node's generator
 * and its steps are not here, only what its tick wrote to the database. Numbered from far above any step
 * a generator in this process reaches, so a patch of a run here never applies on top of content that
 * came from another node's tick (both share the page's one step per document).
 */
export const REMOTE_STEP_BASE = 2 ** 30;

type Next =
  /** Only the content grew since the page's copy: these operations bring it up to date. */
  | { kind: 'patch'; patch: DocumentPatch }
  /** Nothing the page holds changed. */
  | { kind: 'none' }
  /** The whole record goes; `seq` when its content can be patched from there (still generating). */
  | { kind: 'whole'; seq?: number };

/** Everything but the content and the time of the write: a tick changes only those while generating. */
const restOf = ({ content: _content, updatedAt: _updatedAt, ...rest }: DocumentRecord) =>
  JSON.stringify(rest);

/**
 * What a stream sends for a document another node generates, read again at each of that node's ticks: the
 * difference from the content the page holds, when the page holds this stream's last step of it, or else
 * the whole document with a fresh step. Anything beside the content changing (ready, failed, edited)
 * sends the whole record, as before.
 */
export function remoteSteps() {
  const sent = new Map<string, { seq: number; content: unknown; rest: string }>();
  let nextSeq = REMOTE_STEP_BASE;
  return {
    next(record: DocumentRecord, pageSeq: number | undefined): Next {
      if (record.status !== 'generating') {
        sent.delete(record.id);
        return { kind: 'whole' };
      }
      const previous = sent.get(record.id);
      const rest = restOf(record);
      if (previous && previous.seq === pageSeq && previous.rest === rest) {
        const ops = diffContent(previous.content, record.content ?? null);
        if (ops.length === 0) return { kind: 'none' };
        nextSeq += 1;
        const patch = { documentId: record.id, base: previous.seq, seq: nextSeq, ops };
        sent.set(record.id, { seq: patch.seq, content: record.content ?? null, rest });
        return { kind: 'patch', patch };
      }
      nextSeq += 1;
      sent.set(record.id, { seq: nextSeq, content: record.content ?? null, rest });
      return { kind: 'whole', seq: nextSeq };
    },
    /** The page now holds this document from elsewhere (a snapshot, a run in this process). */
    forget(documentId: string) {
      sent.delete(documentId);
    },
  };
}
