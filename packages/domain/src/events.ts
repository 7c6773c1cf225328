import type { ConsultationStatus, ConsultationView, TranscriptSegmentView } from './consultation.ts';
import type { DocumentRecord } from './document-records.ts';

/**
 * The server-sent events of the live streams, one union per stream, discriminated by the SSE event name.
 * On the wire each is `event: <event>` with `data: <JSON of data>`. Besides these, every stream sends
 * `ping` (empty data) every 15 s to keep proxies from closing it.
 */

/** The stream's session is gone (signed out, revoked, expired): the stream ends after this. */
export interface SignedOutStreamEvent {
  event: 'signed-out';
  data: { message: string };
}

/** GET /api/consultations/:id/events — the live transcript while it records and transcribes. */
export type ConsultationStreamEvent =
  /** The whole consultation, first. */
  | { event: 'snapshot'; data: ConsultationView }
  /** A segment was transcribed or failed (absent when it is not visible any more), with what it changed. */
  | {
      event: 'segment';
      data: {
        segment?: TranscriptSegmentView;
        transcript: string;
        status: ConsultationStatus;
        pendingSegments: number;
      };
    }
  /** The status or the transcript changed (finished, ready, failed, edited). */
  | {
      event: 'status';
      data: Pick<ConsultationView, 'status' | 'transcript' | 'transcriptTooShort' | 'pendingSegments'>;
    }
  /** The consultation was deleted (or is no longer visible): the stream ends. */
  | { event: 'deleted'; data: { id: string } }
  | SignedOutStreamEvent;

/** GET /api/consultations/:id/documents/events — documents while they generate, and every later change. */
export type DocumentStreamEvent =
  /** Every document of the consultation, first. */
  | { event: 'snapshot'; data: { documents: DocumentRecord[] } }
  /** One document's latest state (partial content while it streams). */
  | { event: 'document'; data: { document: DocumentRecord } }
  | SignedOutStreamEvent;

/** Any live stream's event. */
export type LiveStreamEvent = ConsultationStreamEvent | DocumentStreamEvent;
