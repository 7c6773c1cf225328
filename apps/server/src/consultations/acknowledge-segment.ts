import type { TranscriptSegmentView } from '@vetvoz/domain';
import { AppError } from '../http/app-error.ts';
import { claimSegment } from './claim-segment.ts';
import { type SegmentUpload, transcribeClaimed } from './transcribe-segment.ts';
import { toSegmentView } from './views.ts';

/** Seconds a client waits before sending again a segment this process had no room for. */
export const BUSY_RETRY_AFTER_SECONDS = 5;
export const SERVER_BUSY_MESSAGE =
  'O servidor está com muitos trechos na fila. O áudio continua guardado neste aparelho e será reenviado.';

/**
 * Answers an upload before its transcription (`Prefer: respond-async`, decision 031): the segment is
 * claimed, the answer is 202 with it pending, and the transcription runs on in this process with the
 * audio in memory only. The browser keeps its copy until it reads the segment done; if this process dies
 * first, the claim's lease lapses and the browser's next upload is transcribed by whichever node takes it.
 * A segment already done is 200; one another upload is transcribing is 202 without work.
 */
export async function acknowledgeSegment({
  deps,
  user,
  id,
  index,
  audio,
  tutorName,
  target,
}: SegmentUpload): Promise<{ status: 200 | 202; view: TranscriptSegmentView }> {
  const bytes = audio.bytes.byteLength;
  if (!deps.background.hasRoom(bytes)) throw new AppError('UNAVAILABLE', SERVER_BUSY_MESSAGE);
  const claim = await claimSegment(deps, user, id, index, target);
  if (claim.kind === 'done') return { status: 200, view: toSegmentView(claim.segment) };
  if (claim.kind === 'claimed') {
    deps.background.start(claim.segment.id, bytes, () =>
      transcribeClaimed({ deps, claim, audio, tutorName }),
    );
  }
  return { status: 202, view: toSegmentView(claim.segment) };
}

/** Whether the request asked for an early answer (RFC 7240 `Prefer: respond-async`, among others). */
export function prefersRespondAsync(header: string | undefined): boolean {
  if (!header) return false;
  return header
    .split(',')
    .some((preference) => preference.split(';')[0]?.trim().toLowerCase() === 'respond-async');
}
