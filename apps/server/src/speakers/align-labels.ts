import { type SpeakerLabel, transcriptParagraphs } from '@vetvoz/domain';

/**
 * The labels of an edited transcript, paragraph by paragraph: an unchanged paragraph keeps its label
 * wherever it moved; between two unchanged ones, edited paragraphs take the labels of the ones they
 * replace in order, a paragraph split in two gives both halves its label, and two merged keep the first's.
 * Nothing is labelled when nothing was.
 */
export function alignLabels(
  before: { text: string; labels: readonly SpeakerLabel[] },
  afterText: string,
): SpeakerLabel[] {
  const old = transcriptParagraphs(before.text);
  const next = transcriptParagraphs(afterText);
  if (before.labels.length === 0 || old.length !== before.labels.length || next.length === 0) return [];
  const pairs = matchedParagraphs(old, next);
  const labels: SpeakerLabel[] = [];
  let oldAt = 0;
  let newAt = 0;
  for (const [oldMatch, newMatch] of [...pairs, [old.length, next.length] as const]) {
    const gapOld = before.labels.slice(oldAt, oldMatch);
    for (let i = 0; newAt + i < newMatch; i++) {
      const label = gapOld[Math.min(i, gapOld.length - 1)] ?? labels.at(-1) ?? before.labels[oldMatch];
      if (label) labels.push(label);
    }
    newAt = newMatch;
    const kept = before.labels[oldMatch];
    if (kept && newMatch < next.length) labels.push(kept);
    oldAt = oldMatch + 1;
    newAt = newMatch + 1;
  }
  return labels.length === next.length ? labels : [];
}

/** Index pairs of the longest common run of unchanged paragraphs, in order. */
function matchedParagraphs(a: readonly string[], b: readonly string[]): [number, number][] {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const table = new Uint32Array(rows * cols);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      table[i * cols + j] =
        a[i] === b[j]
          ? (table[(i + 1) * cols + j + 1] as number) + 1
          : Math.max(table[(i + 1) * cols + j] as number, table[i * cols + j + 1] as number);
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      pairs.push([i, j]);
      i++;
      j++;
    } else if ((table[(i + 1) * cols + j] as number) >= (table[i * cols + j + 1] as number)) i++;
    else j++;
  }
  return pairs;
}
