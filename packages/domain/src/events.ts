import { z } from 'zod';
import { consultationViewSchema, transcriptSegmentViewSchema } from './consultation.ts';
import { documentRecordSchema } from './document-records.ts';
import { documentPatchSchema } from './documents/document-patch.ts';

/**
 * The server-sent events of the live streams, one union per stream, discriminated by the SSE event name.
 * On the wire each is `event: <event>` with `data: <JSON of data>`. Besides these, every stream sends
 * `ping` (empty data) every 15 s to keep proxies from closing it. The server writes them through a sender
 * typed by the union; the browser parses each message with it (readStreamEvent) instead of trusting it.
 */

/** The stream's session is gone (signed out, revoked, expired): the stream ends after this. */
export const signedOutStreamEventSchema = z.object({
  event: z.literal('signed-out'),
  data: z.object({ message: z.string() }),
});
export type SignedOutStreamEvent = z.infer<typeof signedOutStreamEventSchema>;

/** GET /api/consultations/:id/events — the live transcript while it records and transcribes. */
export const consultationStreamEventSchema = z.discriminatedUnion('event', [
  /** The whole consultation, first. */
  z.object({ event: z.literal('snapshot'), data: consultationViewSchema }),
  /** A segment was transcribed or failed (absent when it is not visible any more), with what it changed. */
  z.object({
    event: z.literal('segment'),
    data: consultationViewSchema
      .pick({ transcript: true, status: true, pendingSegments: true })
      .extend({ segment: transcriptSegmentViewSchema.optional() }),
  }),
  /** The status or the transcript changed (finished, ready, failed, edited). */
  z.object({
    event: z.literal('status'),
    data: consultationViewSchema.pick({
      status: true,
      transcript: true,
      transcriptTooShort: true,
      pendingSegments: true,
    }),
  }),
  /** The consultation was deleted (or is no longer visible): the stream ends. */
  z.object({ event: z.literal('deleted'), data: z.object({ id: z.string() }) }),
  signedOutStreamEventSchema,
]);
export type ConsultationStreamEvent = z.infer<typeof consultationStreamEventSchema>;

/** GET /api/consultations/:id/documents/events — documents while they generate, and every later change. */
export const documentStreamEventSchema = z.discriminatedUnion('event', [
  /**
   * Every document of the consultation, first (and again after a gap). `seqs`: for a document generating
   * on this node, the step its content is at — the patches that follow build on it.
   */
  z.object({
    event: z.literal('snapshot'),
    data: z.object({
      documents: z.array(documentRecordSchema),
      seqs: z.record(z.string(), z.number().int().min(0)).optional(),
    }),
  }),
  /**
   * One document's whole state: a change of status (the `ready` one carries the validated document), an
   * edit, or a generating document's content when its patches could not follow (`seq` when known).
   */
  z.object({
    event: z.literal('document'),
    data: z.object({
      document: documentRecordSchema,
      seq: z.number().int().min(0).optional(),
      /** Drafted by the server's embedded model (slower): while it downloads, the percent; else null. */
      local: z.object({ downloadPercent: z.number().int().min(0).max(100).nullable() }).optional(),
    }),
  }),
  /**
   * What a generating document's content gained since the step the page holds (`base`): applied in order
   * they give the same content; a patch whose base is not the page's step is a gap (the page reads again).
   */
  z.object({ event: z.literal('patch'), data: documentPatchSchema }),
  signedOutStreamEventSchema,
]);
export type DocumentStreamEvent = z.infer<typeof documentStreamEventSchema>;

/** GET /api/notifications/events — tells an open app to reload its notifications. */
export const notificationStreamEventSchema = z.discriminatedUnion('event', [
  /** The stream listens: anything from now on arrives (reload once, in case of a gap while away). */
  z.object({ event: z.literal('ready'), data: z.object({}) }),
  /** A notification was created, edited or deleted. */
  z.object({ event: z.literal('changed'), data: z.object({}) }),
  signedOutStreamEventSchema,
]);
export type NotificationStreamEvent = z.infer<typeof notificationStreamEventSchema>;

/** Any live stream's event. */
export type LiveStreamEvent = ConsultationStreamEvent | DocumentStreamEvent | NotificationStreamEvent;

/**
 * One received SSE message as its stream's event, or undefined when it is not one (bad JSON, an unknown
 * name, data of the wrong shape: a proxy's page, an older or newer server). The caller ignores those.
 */
export function readStreamEvent<S extends z.ZodType<LiveStreamEvent>, N extends z.output<S>['event']>(
  schema: S,
  event: N,
  data: string,
): Extract<z.output<S>, { event: N }> | undefined {
  let parsedData: unknown;
  try {
    parsedData = JSON.parse(data);
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse({ event, data: parsedData });
  return parsed.success ? (parsed.data as Extract<z.output<S>, { event: N }>) : undefined;
}
