import { describe, expect, it } from 'vitest';
import { acknowledgementWindow, perSecondWindow } from './acknowledgement-window.ts';

describe('the acknowledgement time the rate cap reads', () => {
  it("reads the tail of the node's own time", () => {
    const window = acknowledgementWindow();
    for (let i = 0; i < 100; i += 1) window.add(i < 85 ? 10 : 400, 12);
    expect(window.take()).toBe(400);
  });

  it('is not moved by a minority of phones slow to send their audio', () => {
    const window = acknowledgementWindow();
    // 30 % of the uploads took seconds to arrive; the node itself answered each in ~10 ms.
    for (let i = 0; i < 100; i += 1) window.add(10, i < 30 ? 3_000 : 12);
    expect(window.take()).toBeLessThan(50);
  });

  it("sees a saturated loop that delays every body's reception, which the own time leaves out", () => {
    const window = acknowledgementWindow();
    for (let i = 0; i < 100; i += 1) window.add(15, 600);
    expect(window.take()).toBe(1_200);
  });

  it('forgets samples older than its window, and has no reading without answers', () => {
    const window = acknowledgementWindow(2);
    window.add(900, 900);
    expect(window.take()).toBe(1_800);
    window.add(10, 10);
    expect(window.take()).toBe(1_800);
    window.add(10, 10);
    expect(window.take()).toBe(20);
    expect(window.take()).toBe(20);
    expect(window.take()).toBeUndefined();
  });

  it('counts uploads per second over the last second of samples', () => {
    const rate = perSecondWindow(4);
    expect(rate.add(25, 0.25)).toBe(100);
    expect(rate.add(0, 0.25)).toBe(50);
    rate.add(0, 0.25);
    rate.add(0, 0.25);
    expect(rate.add(0, 0.25)).toBe(0);
  });
});
