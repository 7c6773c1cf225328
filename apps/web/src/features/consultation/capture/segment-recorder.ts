/**
 * Records one microphone stream as a series of self-contained files: after each segment's length of
 * recorded (not paused) time a new MediaRecorder starts on the same stream and the previous one stops, so each
 * segment carries its own container header and decodes alone — one lost or late segment never spoils
 * the others. While a segment grows, what it holds so far is handed out every few seconds, so a
 * reload or a closed tab loses at most those seconds.
 */

/** Preferred first: Opus in WebM (Chrome, Firefox, Edge, Android), then AAC in MP4 (Safari). */
const MIME_TYPES = [
  'audio/webm;codecs=opus',
  'audio/webm',
  'audio/mp4;codecs=mp4a.40.2',
  'audio/mp4',
  'audio/ogg;codecs=opus',
];

/** Speech at 32 kbit/s Opus: clear for transcription, ~4 KB per second on a weak mobile link. */
const AUDIO_BITS_PER_SECOND = 32_000;
/** How often a growing segment is handed out to be saved. */
export const PARTIAL_SAVE_MS = 3000;
/**
 * The first segment is short so the vet sees the first words of the transcript within seconds; later
 * ones are longer, since each upload and transcription call has a fixed cost.
 */
export const FIRST_SEGMENT_MS = 6000;

/** How long the segment at `position` (0 = the first this recorder opens) records before rotating. */
export function segmentLengthMs(position: number, segmentMs: number): number {
  return position === 0 ? Math.min(FIRST_SEGMENT_MS, segmentMs) : segmentMs;
}

export function pickMimeType(): string | undefined {
  if (typeof MediaRecorder === 'undefined') return undefined;
  return MIME_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
}

export interface SegmentData {
  index: number;
  blob: Blob;
  /** True once the segment's recorder stopped: nothing more will be added. */
  complete: boolean;
}

interface OpenSegment {
  index: number;
  recorder: MediaRecorder;
  chunks: Blob[];
  activeMs: number;
  lengthMs: number;
}

export class SegmentRecorder {
  private current: OpenSegment | undefined;
  /** Segments opened so far by this recorder: a continued recording also starts with a short one. */
  private opened = 0;
  readonly mimeType: string;

  constructor(
    private readonly options: {
      stream: MediaStream;
      mimeType: string;
      /** The length of every segment but the first (see segmentLengthMs). */
      segmentMs: number;
      onData: (data: SegmentData) => void;
    },
  ) {
    this.mimeType = options.mimeType;
  }

  start(firstIndex: number) {
    this.current = this.open(firstIndex);
  }

  get index(): number | undefined {
    return this.current?.index;
  }

  /** Called with the recorded time since the last call (never while paused); rotates when due. */
  advance(elapsedMs: number) {
    const segment = this.current;
    if (segment?.recorder.state !== 'recording') return;
    segment.activeMs += elapsedMs;
    if (segment.activeMs < segment.lengthMs) return;
    // Start the next one before stopping this one: the moment between them is not lost.
    this.current = this.open(segment.index + 1);
    void this.close(segment);
  }

  pause() {
    const recorder = this.current?.recorder;
    if (recorder?.state !== 'recording') return;
    recorder.requestData();
    recorder.pause();
  }

  resume() {
    const recorder = this.current?.recorder;
    if (recorder?.state === 'paused') recorder.resume();
  }

  /** Ends the recording; resolves with the last segment's index once its data was handed out. */
  async stop(): Promise<number | undefined> {
    const segment = this.current;
    this.current = undefined;
    if (!segment) return undefined;
    await this.close(segment);
    return segment.index;
  }

  private open(index: number): OpenSegment {
    const recorder = new MediaRecorder(this.options.stream, {
      mimeType: this.mimeType,
      audioBitsPerSecond: AUDIO_BITS_PER_SECOND,
    });
    const lengthMs = segmentLengthMs(this.opened, this.options.segmentMs);
    this.opened += 1;
    const segment: OpenSegment = { index, recorder, chunks: [], activeMs: 0, lengthMs };
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) segment.chunks.push(event.data);
      if (recorder.state !== 'inactive') this.emit(segment, false);
    };
    recorder.start(PARTIAL_SAVE_MS);
    return segment;
  }

  private close(segment: OpenSegment): Promise<void> {
    return new Promise((resolve) => {
      if (segment.recorder.state === 'inactive') {
        this.emit(segment, true);
        resolve();
        return;
      }
      // The last dataavailable fires before stop.
      segment.recorder.onstop = () => {
        this.emit(segment, true);
        resolve();
      };
      segment.recorder.stop();
    });
  }

  private emit(segment: OpenSegment, complete: boolean) {
    const blob = new Blob(segment.chunks, { type: this.mimeType });
    this.options.onData({ index: segment.index, blob, complete });
  }
}
