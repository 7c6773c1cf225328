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

const UNITS: Record<string, number> = {
  zero: 0,
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
  vinte: 20,
  trinta: 30,
  quarenta: 40,
  cinquenta: 50,
  sessenta: 60,
  setenta: 70,
  oitenta: 80,
  noventa: 90,
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

/** Reads a spoken integer from `i`: "cento e vinte e cinco", "dois mil e quinhentos", "trinta e oito". */
function readSpokenInteger(tokens: Token[], i: number): { value: number; next: number } | null {
  let total = 0;
  let group = 0;
  let last = Number.POSITIVE_INFINITY;
  let j = i;
  while (j < tokens.length) {
    const token = tokens[j] as Token;
    if (token.kind !== 'word') break;
    if (token.norm === 'mil') {
      if (last === 1000) break;
      total += (group || 1) * 1000;
      group = 0;
      last = 1000;
    } else {
      const value = UNITS[token.norm];
      if (value === undefined || (j > i && !fitsAfter(last, value))) break;
      group += value;
      last = value;
    }
    j += 1;
    // Only "e" + a smaller part ("vinte e cinco"), "mil" ("dois mil") or a part after "mil" ("mil duzentos")
    // continue the number: "cinco e seis" and "dez dez" are two numbers.
    const following = tokens[j];
    const afterConnector = tokens[j + 1];
    if (following?.norm === 'e' && afterConnector?.kind === 'word') {
      const value = UNITS[afterConnector.norm];
      if (value !== undefined && fitsAfter(last, value)) {
        j += 1;
        continue;
      }
      break;
    }
    if (following?.norm === 'mil' && last !== 1000) continue;
    if (last === 1000 && following?.kind === 'word' && UNITS[following.norm] !== undefined) continue;
    break;
  }
  if (j === i) return null;
  return { value: total + group, next: j };
}

/** 20 may be followed by 1–9, 100 by 1–99, 1000 by 1–999. */
function fitsAfter(previous: number, value: number): boolean {
  if (previous === 1000) return value < 1000;
  if (previous >= 100) return value < 100;
  if (previous >= 20) return value < 10;
  return false;
}

const HALF = new Set(['meio', 'meia']);
const PARTS: Record<string, number> = { quarto: 0.25, terco: 1 / 3 };

/** Replaces spoken numbers by number tokens ("cinco dias" → 5 dias; "um e meio" → 1.5). */
function mergeSpokenNumbers(tokens: Token[]): Token[] {
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
    const spoken = readSpokenInteger(tokens, i);
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
        const decimals = readSpokenInteger(tokens, k);
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
