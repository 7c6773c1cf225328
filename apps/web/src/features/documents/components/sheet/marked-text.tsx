import { Fragment } from 'react';

const fold = (text: string) => text.toLocaleLowerCase('pt-BR');

/**
 * A printed value with the words the transcript does not contain marked in amber: the vet sees on the
 * page itself what to check, without a note under every field.
 */
export function MarkedText({ text, marks }: { text: string; marks: readonly string[] }) {
  const wanted = marks.map((mark) => mark.trim()).filter(Boolean);
  if (wanted.length === 0) return <>{text}</>;
  const folded = fold(text);
  const ranges: [number, number][] = [];
  for (const mark of wanted) {
    const needle = fold(mark);
    let from = folded.indexOf(needle);
    while (from !== -1) {
      ranges.push([from, from + needle.length]);
      from = folded.indexOf(needle, from + needle.length);
    }
  }
  if (ranges.length === 0) return <>{text}</>;
  ranges.sort((a, b) => a[0] - b[0]);
  const parts: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at) continue;
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return (
    <>
      {parts.map((part, index) =>
        part.marked ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: slices of one fixed text
          <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-inherit ring-1 ring-amber-300">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: slices of one fixed text
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
