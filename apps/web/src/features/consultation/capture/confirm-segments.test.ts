import type { TranscriptSegmentView } from '@vetvoz/domain';
import { describe, expect, it } from 'vitest';
import type { LocalSegment } from './capture-store.ts';
import { ConfirmSchedule, verdictOf } from './confirm-segments.ts';

const ID = 'c1';

describe('ConfirmSchedule', () => {
  it('looks 3 s after an acknowledgement, then after gaps of 6, 12, 24 and at most 30 s', () => {
    let now = 0;
    const schedule = new ConfirmSchedule(() => now);
    schedule.acknowledged(ID);
    const looks: number[] = [];
    for (let i = 0; i < 7; i++) {
      const dueAt = schedule.dueAt(ID) as number;
      expect(schedule.isDue(ID)).toBe(now >= dueAt);
      now = dueAt;
      expect(schedule.isDue(ID)).toBe(true);
      looks.push(now);
      schedule.checked(ID, true);
    }
    expect(looks).toEqual([3000, 9000, 21_000, 45_000, 75_000, 105_000, 135_000]);
  });

  it('starts the gaps over when another segment is acknowledged, and forgets a recording with none left', () => {
    let now = 0;
    const schedule = new ConfirmSchedule(() => now);
    schedule.acknowledged(ID);
    now = 3000;
    schedule.checked(ID, true);
    now = 4000;
    schedule.acknowledged(ID);
    expect(schedule.dueAt(ID)).toBe(7000);
    now = 7000;
    schedule.checked(ID, false);
    expect(schedule.dueAt(ID)).toBeUndefined();
  });

  it('looks at once at a recording it knows nothing of (after a reload)', () => {
    expect(new ConfirmSchedule(() => 0).isDue(ID)).toBe(true);
  });

  it('forgets recordings no longer on the device', () => {
    const schedule = new ConfirmSchedule(() => 0);
    schedule.acknowledged('a');
    schedule.acknowledged('b');
    schedule.retain(['b']);
    expect(schedule.dueAt('a')).toBeUndefined();
    expect(schedule.dueAt('b')).toBe(3000);
  });
});

describe('verdictOf', () => {
  const local: LocalSegment = {
    recordingId: ID,
    index: 0,
    audio: new ArrayBuffer(1),
    mimeType: 'audio/webm',
    complete: true,
    acknowledgedAt: 10_000,
  };
  const server = (status: TranscriptSegmentView['status']): TranscriptSegmentView => ({
    index: 0,
    status,
    text: '',
    attempts: 1,
    errorCode: null,
    errorMessage: null,
  });

  it.each([
    ['done', 'done', server('done'), 11_000],
    ['failed', 'upload-again', server('failed'), 11_000],
    ['missing', 'upload-again', undefined, 11_000],
    ['pending for 20 s', 'wait', server('pending'), 30_000],
    ['pending for longer than 20 s', 'upload-again', server('pending'), 30_001],
  ] as const)('%s → %s', (_, verdict, onServer, now) => {
    expect(verdictOf(local, onServer, now)).toBe(verdict);
  });
});
