/** Moves, removals and undos on an ordered list (the receita's lines print in this order). */
export function moveItem<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return [...items];
  const copy = [...items];
  const [moved] = copy.splice(index, 1);
  copy.splice(to, 0, moved as T);
  return copy;
}

export function removeItem<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, i) => i !== index);
}

/** Puts a removed item back where it was, or at the end if the list has since become shorter. */
export function restoreItem<T>(items: readonly T[], index: number, item: T): T[] {
  const copy = [...items];
  copy.splice(Math.min(index, copy.length), 0, item);
  return copy;
}
