import { describe, expect, it } from 'vitest';
import { rovingTarget } from './use-roving-focus.ts';

describe('rovingTarget', () => {
  it('wraps at both ends and jumps with Home and End', () => {
    expect(rovingTarget('ArrowRight', 2, 3, 'horizontal')).toBe(0);
    expect(rovingTarget('ArrowLeft', 0, 3, 'horizontal')).toBe(2);
    expect(rovingTarget('Home', 2, 3, 'vertical')).toBe(0);
    expect(rovingTarget('End', 0, 3, 'vertical')).toBe(2);
  });

  it('moves only along its axis and leaves other keys to the browser', () => {
    expect(rovingTarget('ArrowDown', 0, 3, 'horizontal')).toBeNull();
    expect(rovingTarget('ArrowRight', 0, 3, 'vertical')).toBeNull();
    expect(rovingTarget('ArrowDown', 0, 3, 'both')).toBe(1);
    expect(rovingTarget('ArrowLeft', 1, 3, 'both')).toBe(0);
    expect(rovingTarget('Tab', 0, 3, 'both')).toBeNull();
  });
});
