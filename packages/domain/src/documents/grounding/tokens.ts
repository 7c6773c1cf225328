import { readNumberWords } from '../../number-words.ts';
import { foldText } from '../text-fold.ts';

/** A piece of text with its place in the original, folded (lower case, no accents) for comparison. */
export interface Token {
  kind: 'word' | 'number' | 'symbol';
  norm: string;
  start: number;
  end: number;
  /** No whitespace between this token and the previous one ("V10", "12kg", "q12h"). */
  glued: boolean;
  /** For numbers: the value, digits or spoken ("cinco" = 5, "trinta e oito vírgula cinco" = 38.5). */
  value?: number;
  /** A lone "um"/"uma": usually an article, a number only when a unit follows. */
  article?: boolean;
}

const TOKEN = /(\d+(?:[.,]\d+)*)|([\p{L}\p{M}]+)|(\S)/gu;

export function tokenize(text: string): Token[] {
  const raw: Token[] = [];
  let previousEnd = -1;
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index;
    const end = start + match[0].length;
    const glued = start === previousEnd;
    previousEnd = end;
    if (match[1])
      raw.push({ kind: 'number', norm: match[1], start, end, glued, value: parseBrazilianNumber(match[1]) });
    else if (match[2]) raw.push({ kind: 'word', norm: foldText(match[2]), start, end, glued });
    else raw.push({ kind: 'symbol', norm: match[0], start, end, glued });
  }
  return mergeSpokenNumbers(raw);
}

/**
 * "0,5" and "0.5" are one half; "1.000" is a thousand (pt-BR grouping) while "1.5" is one and a half.
 */
export function parseBrazilianNumber(text: string): number {
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    const grouping = decimal === ',' ? /\./g : /,/g;
    return Number(text.replace(grouping, '').replace(decimal, '.'));
  }
  if (lastComma >= 0)
    return text.split(',').length > 2 ? Number(text.replace(/,/g, '')) : Number(text.replace(',', '.'));
  if (lastDot >= 0) {
    const parts = text.split('.');
    const grouped = parts.length > 2 || (parts[1]?.length === 3 && parts[0] !== '0');
    return grouped ? Number(text.replace(/\./g, '')) : Number(text);
  }
  return Number(text);
}

const HALF = new Set(['meio', 'meia']);
const PARTS: Record<string, number> = { quarto: 0.25, terco: 1 / 3 };

/** Replaces spoken numbers by number tokens ("cinco dias" → 5 dias; "um e meio" → 1.5). */
function mergeSpokenNumbers(tokens: Token[]): Token[] {
  // Only words can be number words: a digit or a sign ends a spoken number.
  const words = tokens.map((token) => (token.kind === 'word' ? token.norm : undefined));
  const out: Token[] = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i] as Token;
    // "um quarto de comprimido", "um terço da dose": a part, not the number one (nor a bedroom).
    const part = PARTS[tokens[i + 1]?.norm ?? ''];
    if (
      (token.norm === 'um' || token.norm === 'uma') &&
      part &&
      /^d[aeo]s?$/.test(tokens[i + 2]?.norm ?? '')
    ) {
      const last = tokens[i + 1] as Token;
      out.push({
        kind: 'number',
        norm: String(part),
        start: token.start,
        end: last.end,
        glued: token.glued,
        value: part,
      });
      i += 2;
      continue;
    }
    const spoken = readNumberWords(words, i);
    if (spoken) {
      let value = spoken.value;
      let next = spoken.next;
      // "trinta e oito vírgula cinco", "zero vírgula zero cinco"
      if (tokens[next]?.norm === 'virgula' || tokens[next]?.norm === 'ponto') {
        let zeros = '';
        let k = next + 1;
        while (tokens[k]?.norm === 'zero') {
          zeros += '0';
          k += 1;
        }
        const decimals = readNumberWords(words, k);
        if (decimals) {
          value = Number(`${value}.${zeros}${decimals.value}`);
          next = decimals.next;
        } else if (zeros) {
          next = k;
        }
      }
      const withHalf = readAndHalf(tokens, next);
      if (withHalf) {
        value += 0.5;
        next = withHalf;
      }
      const single = next === i + 1;
      out.push({
        kind: 'number',
        norm: String(value),
        start: token.start,
        end: (tokens[next - 1] as Token).end,
        glued: token.glued,
        value,
        article: single && (token.norm === 'um' || token.norm === 'uma'),
      });
      i = next;
      continue;
    }
    // "meio comprimido", "meia hora"; not "por meio de".
    if (token.kind === 'word' && HALF.has(token.norm) && startsUnit(tokens, i + 1)) {
      out.push({
        kind: 'number',
        norm: '0.5',
        start: token.start,
        end: token.end,
        glued: token.glued,
        value: 0.5,
      });
      i += 1;
      continue;
    }
    // "1 e meio comprimido"
    if (token.kind === 'number' && token.value !== undefined) {
      const withHalf = readAndHalf(tokens, i + 1);
      if (withHalf) {
        out.push({ ...token, value: token.value + 0.5, end: (tokens[withHalf - 1] as Token).end });
        i = withHalf;
        continue;
      }
    }
    out.push(token);
    i += 1;
  }
  return out;
}

/** "e meio"/"e meia" at `i`: returns the index after it. */
function readAndHalf(tokens: Token[], i: number): number | null {
  return tokens[i]?.norm === 'e' && HALF.has(tokens[i + 1]?.norm ?? '') ? i + 2 : null;
}

const UNIT_STARTS = new Set(
  'comprimido comprimidos capsula capsulas hora horas dose doses ml mililitro mililitros grama gramas miligrama miligramas quilo quilos litro litros pipeta ampola frasco colher xicara lata sache'.split(
    ' ',
  ),
);

function startsUnit(tokens: Token[], i: number): boolean {
  return UNIT_STARTS.has(tokens[i]?.norm ?? '');
}

/**
 * The words of a text, folded, with numbers read alike whether spoken or written ("cinco" = "5", "zero vírgula
 * cinco" = "0,5" = "0.5") and punctuation dropped: what a word error rate compares transcripts by.
 */
export function comparableWords(text: string): string[] {
  return tokenize(text).flatMap((token) => {
    if (token.kind === 'number') return [String(token.value)];
    if (token.kind === 'word') return [token.norm];
    // Signs that are words when spoken: "%" is "por cento" (read as por 100), "/" in "mg/kg" is "por".
    if (token.norm === '%') return ['por', '100'];
    if (token.norm === '/') return ['por'];
    return [];
  });
}
