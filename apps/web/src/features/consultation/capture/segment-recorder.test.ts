import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SEGMENT_MS, type SegmentData, SegmentRecorder, segmentLengthMs } from './segment-recorder.ts';

/** A stand-in for the browser's MediaRecorder: each one records the "audio" it is fed while recording. */
class FakeMediaRecorder {
  static all: FakeMediaRecorder[] = [];
  state: 'inactive' | 'recording' | 'paused' = 'inactive';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  private pending: string[] = [];

  constructor() {
    FakeMediaRecorder.all.push(this);
  }
  start() {
    this.state = 'recording';
  }
  /** What the microphone hears now goes to whichever recorder is recording. */
  hear(sound: string) {
    if (this.state === 'recording') this.pending.push(sound);
  }
  requestData() {
    this.flush();
  }
  pause() {
    this.state = 'paused';
  }
  resume() {
    this.state = 'recording';
  }
  stop() {
    this.flush();
    this.state = 'inactive';
    this.onstop?.();
  }
  private flush() {
    const data = new Blob(this.pending);
    this.pending = [];
    this.ondataavailable?.({ data });
  }
}

function hear(sound: string) {
  for (const recorder of FakeMediaRecorder.all) recorder.hear(sound);
}

beforeEach(() => {
  FakeMediaRecorder.all = [];
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
});
afterEach(() => vi.unstubAllGlobals());

function record(segmentMs: number) {
  const complete: SegmentData[] = [];
  const recorder = new SegmentRecorder({
    stream: {} as MediaStream,
    mimeType: 'audio/webm',
    segmentMs,
    onData: (data) => {
      if (data.complete) complete.push(data);
    },
  });
  return { recorder, complete };
}

/** One "second" of sound per 1000 ms advanced, named so each can be found again in the segments. */
function play(recorder: SegmentRecorder, from: number, seconds: number) {
  for (let second = from; second < from + seconds; second++) {
    hear(`s${second};`);
    recorder.advance(1000);
  }
}

describe('segment lengths', () => {
  it('makes the first segment 6 s and keeps the later ones as configured', () => {
    expect(FIRST_SEGMENT_MS).toBe(6000);
    expect(segmentLengthMs(0, 20_000)).toBe(6000);
    expect(segmentLengthMs(1, 20_000)).toBe(20_000);
    expect(segmentLengthMs(5, 20_000)).toBe(20_000);
    // A link set to shorter segments than the first one keeps its own length throughout.
    expect(segmentLengthMs(0, 3000)).toBe(3000);
  });
});

describe('SegmentRecorder', () => {
  it('rotates after 6 s, then every 20 s, and every second of sound lands in exactly one segment', async () => {
    const { recorder, complete } = record(20_000);
    recorder.start(0);
    play(recorder, 0, 50);
    const last = await recorder.stop();

    expect(complete.map((s) => s.index)).toEqual([0, 1, 2, 3]);
    expect(last).toBe(3);
    const texts = await Promise.all(complete.map((s) => s.blob.text()));
    const seconds = texts.map((text) => text.split(';').filter(Boolean));
    expect(seconds.map((s) => s.length)).toEqual([6, 20, 20, 4]);
    expect(seconds.flat()).toEqual(Array.from({ length: 50 }, (_, i) => `s${i}`));
  });

  it('continues an interrupted recording at the given index with a short segment first', async () => {
    const { recorder, complete } = record(20_000);
    recorder.start(4);
    play(recorder, 0, 10);
    await recorder.stop();
    expect(complete.map((s) => s.index)).toEqual([4, 5]);
    const texts = await Promise.all(complete.map((s) => s.blob.text()));
    expect(texts.map((t) => t.split(';').filter(Boolean).length)).toEqual([6, 4]);
  });

  it('does not count paused time towards the first segment', async () => {
    const { recorder, complete } = record(20_000);
    recorder.start(0);
    play(recorder, 0, 4);
    recorder.pause();
    // Time passes while paused: the session never advances the recorder then.
    hear('ignored;');
    recorder.resume();
    play(recorder, 4, 3);
    await recorder.stop();
    const texts = await Promise.all(complete.map((s) => s.blob.text()));
    expect(texts.map((t) => t.split(';').filter(Boolean))).toEqual([
      ['s0', 's1', 's2', 's3', 's4', 's5'],
      ['s6'],
    ]);
  });
});
