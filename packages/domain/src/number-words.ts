/**
 * Whole numbers said in Brazilian Portuguese ("quinze", "vinte e cinco", "duas", "cento e vinte", "dois mil e
 * quinhentos"), read from words already folded (lower case, no accents: "tres", not "três"). One reader for
 * every place that turns spoken numbers into values: the grounding tokens and the follow-ups' time
 * expressions ("em quinze dias").
 */

const ONES: Record<string, number> = {
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
};

const TEENS: Record<string, number> = {
  dez: 10,
  onze: 11,
  doze: 12,
  treze: 13,
  quatorze: 14,
  catorze: 14,
  quinze: 15,
  dezesseis: 16,
  dezasseis: 16,
  dezessete: 17,
  dezoito: 18,
  dezenove: 19,
};

const TENS: Record<string, number> = {
  vinte: 20,
  trinta: 30,
  quarenta: 40,
  cinquenta: 50,
  sessenta: 60,
  setenta: 70,
  oitenta: 80,
  noventa: 90,
};

const HUNDREDS: Record<string, number> = {
  cem: 100,
  cento: 100,
  duzentos: 200,
  duzentas: 200,
  trezentos: 300,
  trezentas: 300,
  quatrocentos: 400,
  quatrocentas: 400,
  quinhentos: 500,
  quinhentas: 500,
  seiscentos: 600,
  seiscentas: 600,
  setecentos: 700,
  setecentas: 700,
  oitocentos: 800,
  oitocentas: 800,
  novecentos: 900,
  novecentas: 900,
};

const WORDS: Record<string, number> = { zero: 0, ...ONES, ...TEENS, ...TENS, ...HUNDREDS };

/** The value of one folded number word below a thousand ("quinze" → 15, "duzentas" → 200), else undefined. */
export function numberWordValue(word: string): number | undefined {
  return Object.hasOwn(WORDS, word) ? WORDS[word] : undefined;
}

/**
 * A regular-expression source for a number from 1 to 99 in folded words: "quinze", "vinte e cinco", "duas".
 * For finding numbers inside a longer pattern; `parseNumberWords` reads what it matched.
 */
export const NUMBER_WORDS_BELOW_HUNDRED = `(?:(?:${Object.keys(TENS).join('|')})(?:\\s+e\\s+(?:${Object.keys(ONES).join('|')}))?|${[...Object.keys(TEENS), ...Object.keys(ONES)].join('|')})`;

/** 20 may be followed by 1–9, 100 by 1–99, 1000 by 1–999. */
function fitsAfter(previous: number, value: number): boolean {
  if (previous === 1000) return value < 1000;
  if (previous >= 100) return value < 100;
  if (previous >= 20) return value < 10;
  return false;
}

/**
 * Reads the spoken integer that starts at `words[i]`: "cento e vinte e cinco", "dois mil e quinhentos",
 * "trinta e oito". Only "e" + a smaller part ("vinte e cinco"), "mil" ("dois mil") or a part after "mil"
 * ("mil duzentos") continue it: "cinco e seis" and "dez dez" are two numbers. An undefined entry (a digit,
 * a sign) ends the number. Returns its value and the index after its last word, or null when none starts
 * at `i`.
 */
export function readNumberWords(
  words: readonly (string | undefined)[],
  i: number,
): { value: number; next: number } | null {
  let total = 0;
  let group = 0;
  let last = Number.POSITIVE_INFINITY;
  let j = i;
  while (j < words.length) {
    const word = words[j];
    if (word === undefined) break;
    if (word === 'mil') {
      if (last === 1000) break;
      total += (group || 1) * 1000;
      group = 0;
      last = 1000;
    } else {
      const value = numberWordValue(word);
      if (value === undefined || (j > i && !fitsAfter(last, value))) break;
      group += value;
      last = value;
    }
    j += 1;
    const following = words[j];
    const afterConnector = words[j + 1];
    if (following === 'e' && afterConnector !== undefined) {
      const value = numberWordValue(afterConnector);
      if (value !== undefined && fitsAfter(last, value)) {
        j += 1;
        continue;
      }
      break;
    }
    if (following === 'mil' && last !== 1000) continue;
    if (last === 1000 && following !== undefined && numberWordValue(following) !== undefined) continue;
    break;
  }
  if (j === i) return null;
  return { value: total + group, next: j };
}

/** A whole number written in digits ("15") or in folded words ("quinze", "vinte e cinco"), else null. */
export function parseNumberWords(text: string): number | null {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const words = trimmed.split(/\s+/);
  const read = readNumberWords(words, 0);
  return read && read.next === words.length ? read.value : null;
}
