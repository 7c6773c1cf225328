import { fileURLToPath } from 'node:url';
import { Font } from '@react-pdf/renderer';

/** Noto Sans (SIL OFL 1.1, see fonts/LICENSE): Portuguese accents, “ ” – — • € and °, embedded as a subset. */
export const PDF_FONT_FAMILY = 'Noto Sans';

let registered = false;

export function registerPdfFonts(): void {
  if (registered) return;
  registered = true;
  Font.register({
    family: PDF_FONT_FAMILY,
    fonts: [
      { src: fileURLToPath(new URL('./fonts/NotoSans-Regular.ttf', import.meta.url)), fontWeight: 400 },
      { src: fileURLToPath(new URL('./fonts/NotoSans-Bold.ttf', import.meta.url)), fontWeight: 700 },
    ],
  });
  // react-pdf hyphenates with English rules by default, which cuts Portuguese words in wrong places
  // ("medi-cação"); whole words only, except a run too long for any column (a lot code, a URL), which
  // would otherwise run off the page.
  Font.registerHyphenationCallback(breakableWord);
}

/** Longest run kept whole: wider than any real word, narrower than the narrowest column at 10 pt. */
const LONGEST_WHOLE_WORD = 24;

/** A word as the pieces a line may break between (react-pdf adds the hyphen): itself, or runs of 16. */
export function breakableWord(word: string): string[] {
  if (word.length <= LONGEST_WHOLE_WORD) return [word];
  const pieces: string[] = [];
  for (let start = 0; start < word.length; start += 16) pieces.push(word.slice(start, start + 16));
  return pieces;
}
