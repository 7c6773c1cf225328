import { applyPatchOps, type DocumentPatch, type DocumentRecord } from '@vetvoz/domain';

/**
 * The step each generating document's content is at on this page, as the live stream last said (its
 * snapshot, a whole document, or a patch applied); absent or undefined: not a step a patch can follow.
 */
export type StreamSteps = Map<string, number | undefined>;

/**
 * The list with the patch applied to its document, or undefined when it would not apply — the document is
 * not held or not generating, the page is at another step, or an operation does not fit its content: a
 * gap, after which the page reads everything again (docs/decisions/051-document-stream-deltas.md).
 */
export function applyDocumentPatch(
  records: DocumentRecord[] | undefined,
  steps: StreamSteps,
  patch: DocumentPatch,
): DocumentRecord[] | undefined {
  const held = records?.find((record) => record.id === patch.documentId);
  if (!records || !held || held.status !== 'generating') return undefined;
  // A run's first step sets the whole content: it follows whatever the page held.
  if (patch.base !== 0 && steps.get(patch.documentId) !== patch.base) return undefined;
  const applied = applyPatchOps(held.content ?? null, patch.ops);
  if (!applied) return undefined;
  steps.set(patch.documentId, patch.seq);
  return records.map((record) => (record === held ? { ...held, content: applied.content } : record));
}

/**
 * A fresh read of the list keeps the streamed content of a document the stream is following: the
 * database holds it only as of the last write, a fraction of a second behind, and the next patch builds
 * on what the page shows.
 */
export function keepStreamedContent(
  fresh: DocumentRecord[],
  held: DocumentRecord[] | undefined,
  steps: StreamSteps,
): DocumentRecord[] {
  return fresh.map((record) => {
    if (record.status !== 'generating' || steps.get(record.id) === undefined) return record;
    const streamed = held?.find((doc) => doc.id === record.id && doc.status === 'generating');
    return streamed ? { ...record, content: streamed.content } : record;
  });
}
