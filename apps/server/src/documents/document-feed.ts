import { randomUUID } from 'node:crypto';
import { type DocumentPatch, diffContent, type PatchOp, type PatchValue } from '@vetvoz/domain';
import type { EventBus } from '../events/event-bus.ts';

/**
 * The documents generating in this process, as the generator holds them in memory, and their patches
 * handed at once to this process's document streams (docs/decisions/051-document-stream-deltas.md): no
 * database read or write per change. Other nodes learn of the content through the partial writer's tick
 * (partial-writer.ts), whose notifications carry this feed's `origin` so its own streams skip them.
 */
export interface DocumentFeed {
  /** Names this process's notifications: its streams already had those changes as patches. */
  readonly origin: string;
  begin(document: { documentId: string; consultationId: string }): LiveDocument;
  /** The document's content and step while it generates here; undefined otherwise. */
  current(documentId: string): { content: unknown; seq: number } | undefined;
  /** Every patch of the consultation's documents generating here, in order; returns the unsubscribe. */
  follow(consultationId: string, onPatch: (patch: DocumentPatch) => void): () => void;
}

export interface LiveDocument {
  /** The content now (the whole partial object); hands the patch from the last one to the streams. */
  update(content: unknown): void;
  /** The run is over (ready, failed, superseded): streams read it from the database from now on. */
  end(): void;
}

interface Held {
  consultationId: string;
  seq: number;
  content: unknown;
}

// One feed per application (its event bus): two test apps in one process stand for two nodes.
const feeds = new WeakMap<EventBus, DocumentFeed>();

export function documentFeedOf(events: EventBus): DocumentFeed {
  let feed = feeds.get(events);
  if (!feed) {
    feed = createDocumentFeed();
    feeds.set(events, feed);
  }
  return feed;
}

function createDocumentFeed(): DocumentFeed {
  const held = new Map<string, Held>();
  const followers = new Map<string, Set<(patch: DocumentPatch) => void>>();
  return {
    origin: randomUUID(),
    begin({ documentId, consultationId }) {
      const state: Held = { consultationId, seq: 0, content: null };
      held.set(documentId, state);
      // A run superseded in this process (a newer one began) hands nothing more on.
      const mine = () => held.get(documentId) === state;
      return {
        update(content) {
          if (!mine()) return;
          // The run's first step sets the root: it applies whatever the page held before.
          const ops: PatchOp[] =
            state.seq === 0
              ? [{ op: 'set', path: [], value: (content ?? null) as PatchValue }]
              : diffContent(state.content, content);
          if (ops.length === 0) return;
          const patch: DocumentPatch = { documentId, base: state.seq, seq: state.seq + 1, ops };
          state.seq = patch.seq;
          state.content = content ?? null;
          for (const onPatch of followers.get(consultationId) ?? []) onPatch(patch);
        },
        end() {
          if (mine()) held.delete(documentId);
        },
      };
    },
    current(documentId) {
      const state = held.get(documentId);
      return state && { content: state.content, seq: state.seq };
    },
    follow(consultationId, onPatch) {
      let set = followers.get(consultationId);
      if (!set) {
        set = new Set();
        followers.set(consultationId, set);
      }
      set.add(onPatch);
      return () => {
        set.delete(onPatch);
        if (set.size === 0 && followers.get(consultationId) === set) followers.delete(consultationId);
      };
    },
  };
}
