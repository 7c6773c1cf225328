/** A word of a transcript and where it stands. */
export interface WordToken {
  text: string;
  start: number;
  end: number;
}

/**
 * Words as a vet reads them: letters and digits with inner hyphens, apostrophes, dots, "+" and "/"
 * ("V10", "mg/kg", "Leish-Tec"); placeholders such as [TUTOR] are one token.
 */
const WORD = /\[[A-ZÀ-Ý]+\]|[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}'’-]|[+/.](?=[\p{L}\p{N}]))*/gu;

export function wordsOf(text: string): WordToken[] {
  return [...text.matchAll(WORD)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
}

/** A run of words the edit replaced: `removed` from the old text, `added` in the new (either may be empty). */
export interface DiffHunk {
  removed: WordToken[];
  added: WordToken[];
}

/**
 * The word-level changes from `before` to `after` (Myers' O(ND) diff), or null when they differ in more
 * than `maxEdits` words: a rewrite, not a correction, and not worth the time.
 */
export function diffWords(before: WordToken[], after: WordToken[], maxEdits = 400): DiffHunk[] | null {
  // Common head and tail first: most saves change a few words in the middle.
  let head = 0;
  while (head < before.length && head < after.length && before[head]?.text === after[head]?.text) head++;
  let tail = 0;
  while (
    tail < before.length - head &&
    tail < after.length - head &&
    before[before.length - 1 - tail]?.text === after[after.length - 1 - tail]?.text
  )
    tail++;
  const a = before.slice(head, before.length - tail);
  const b = after.slice(head, after.length - tail);
  if (a.length === 0 && b.length === 0) return [];
  const script = myers(
    a.map((t) => t.text),
    b.map((t) => t.text),
    maxEdits,
  );
  if (!script) return null;
  const hunks: DiffHunk[] = [];
  let open: DiffHunk | undefined;
  let i = 0;
  let j = 0;
  for (const op of script) {
    if (op === '=') {
      open = undefined;
      i++;
      j++;
      continue;
    }
    if (!open) {
      open = { removed: [], added: [] };
      hunks.push(open);
    }
    if (op === '-') open.removed.push(a[i++] as WordToken);
    else open.added.push(b[j++] as WordToken);
  }
  return hunks;
}

type Op = '=' | '-' | '+';

/** The shortest edit script from a to b, or null past maxEdits. */
function myers(a: string[], b: string[], maxEdits: number): Op[] | null {
  const n = a.length;
  const m = b.length;
  const max = Math.min(n + m, maxEdits);
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= max; d++) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      let x =
        k === -d || (k !== d && (v[offset + k - 1] ?? 0) < (v[offset + k + 1] ?? 0))
          ? (v[offset + k + 1] ?? 0)
          : (v[offset + k - 1] ?? 0) + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) return backtrack(trace, offset, n, m, d);
    }
  }
  return null;
}

function backtrack(trace: Int32Array[], offset: number, n: number, m: number, dEnd: number): Op[] {
  const ops: Op[] = [];
  let x = n;
  let y = m;
  for (let d = dEnd; d > 0; d--) {
    const v = trace[d] as Int32Array;
    const k = x - y;
    const prevK =
      k === -d || (k !== d && (v[offset + k - 1] ?? 0) < (v[offset + k + 1] ?? 0)) ? k + 1 : k - 1;
    const prevX = v[offset + prevK] ?? 0;
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      ops.push('=');
      x--;
      y--;
    }
    ops.push(x === prevX ? '+' : '-');
    x = prevX;
    y = prevY;
  }
  while (x > 0 && y > 0) {
    ops.push('=');
    x--;
    y--;
  }
  return ops.reverse();
}
