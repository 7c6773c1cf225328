/** One speaker's uninterrupted speech in a segment, as a diarising vendor labelled it. */
export interface SpeakerTurn {
  /** The vendor's label (A, B… for OpenAI's diarising model); it holds within one request only. */
  speaker: string;
  text: string;
}

/** A speaker label kept as the vendor wrote it, but short and printable: it is stored with the segment. */
const SPEAKER_LABEL = /^[\p{L}\p{N} _-]{1,24}$/u;

/**
 * The speaker turns of an OpenAI `diarized_json` answer (`segments: [{ speaker, text, start, end }]`),
 * consecutive pieces of the same speaker joined; undefined when the answer carries no usable segments
 * (a server that ignored the format and answered plain JSON).
 */
export function parseDiarisedTurns(payload: unknown): SpeakerTurn[] | undefined {
  const segments = (payload as { segments?: unknown } | undefined)?.segments;
  if (!Array.isArray(segments)) return undefined;
  const turns: SpeakerTurn[] = [];
  for (const piece of segments) {
    const { speaker, text } = (piece ?? {}) as { speaker?: unknown; text?: unknown };
    if (typeof text !== 'string' || text.trim() === '') continue;
    const label = typeof speaker === 'string' && SPEAKER_LABEL.test(speaker.trim()) ? speaker.trim() : '?';
    const last = turns.at(-1);
    if (last && last.speaker === label) last.text = `${last.text} ${text.trim()}`;
    else turns.push({ speaker: label, text: text.trim() });
  }
  return turns.length > 0 ? turns : undefined;
}
