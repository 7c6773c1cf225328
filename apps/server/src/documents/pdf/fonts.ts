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
  // ("medi-cação"); whole words only.
  Font.registerHyphenationCallback((word) => [word]);
}
