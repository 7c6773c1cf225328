/**
 * docs/product-rules.md §4 "FAQ: one open index or none; clicking the open item closes it, clicking another
 * switches." The whole state of a single-open accordion is this one number (or null).
 */
export type OpenIndex = number | null;

export function toggleOpenIndex(current: OpenIndex, clicked: number): OpenIndex {
  return current === clicked ? null : clicked;
}
