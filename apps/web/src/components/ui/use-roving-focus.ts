import { type KeyboardEvent, useRef } from 'react';

/** Which arrow keys move: tabs in a row (left/right), an accordion's titles (up/down), or a grid of tabs (any). */
export type RovingAxis = 'horizontal' | 'vertical' | 'both';

/** The index an arrow key, Home or End leads to among `count` items, wrapping at both ends; null for another key. */
export function rovingTarget(key: string, index: number, count: number, axis: RovingAxis): number | null {
  const forward =
    (axis !== 'vertical' && key === 'ArrowRight') || (axis !== 'horizontal' && key === 'ArrowDown');
  const back = (axis !== 'vertical' && key === 'ArrowLeft') || (axis !== 'horizontal' && key === 'ArrowUp');
  if (forward) return (index + 1) % count;
  if (back) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * The keyboard of a tab list or an accordion (WAI-ARIA): arrow keys, Home and End move the focus between
 * the items, which Tab treats as one stop. Give each item `ref={register(key)}` and call `move(event,
 * index)` on a key press: it focuses the item it leads to and returns its key (the tabs that switch at
 * once select it), or null for any other key, left to the browser.
 */
export function useRovingFocus<K>(keys: readonly K[], axis: RovingAxis = 'horizontal') {
  const elements = useRef(new Map<K, HTMLElement>());
  const register = (key: K) => (element: HTMLElement | null) => {
    if (element) elements.current.set(key, element);
    else elements.current.delete(key);
  };
  const move = (event: KeyboardEvent, index: number): K | null => {
    const target = rovingTarget(event.key, index, keys.length, axis);
    if (target === null) return null;
    event.preventDefault();
    const key = keys[target] as K;
    elements.current.get(key)?.focus();
    return key;
  };
  return { register, move };
}
