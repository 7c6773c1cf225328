const UNITS_M = ['zero', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove'];
const UNITS_F = ['zero', 'uma', 'duas', ...UNITS_M.slice(3)];
const TEENS = [
  'dez',
  'onze',
  'doze',
  'treze',
  'catorze',
  'quinze',
  'dezesseis',
  'dezessete',
  'dezoito',
  'dezenove',
];
const TENS = [
  '',
  '',
  'vinte',
  'trinta',
  'quarenta',
  'cinquenta',
  'sessenta',
  'setenta',
  'oitenta',
  'noventa',
];
const HUNDREDS = [
  '',
  'cento',
  'duzentos',
  'trezentos',
  'quatrocentos',
  'quinhentos',
  'seiscentos',
  'setecentos',
  'oitocentos',
  'novecentos',
];

/**
 * A whole number in Brazilian Portuguese words, as controlled receituários ask for quantities ("em
 * algarismos arábicos e por extenso", Portaria SVS/MS 344/1998). Feminine for feminine nouns
 * ("duas ampolas", "duzentas cápsulas"). Up to 999 999.
 */
export function numberInWords(value: number, feminine = false): string {
  if (!Number.isInteger(value) || value < 0 || value > 999_999) {
    throw new RangeError(`Número fora do intervalo por extenso: ${value}`);
  }
  if (value === 0) return 'zero';
  const thousands = Math.floor(value / 1000);
  const rest = value % 1000;
  const parts: string[] = [];
  if (thousands > 0) parts.push(thousands === 1 ? 'mil' : `${belowThousand(thousands, false)} mil`);
  if (rest > 0) {
    // "mil e cem", "mil e vinte", but "mil cento e vinte": "e" joins a round hundred or a number below 100.
    const joiner = thousands > 0 && (rest < 100 || rest % 100 === 0) ? 'e ' : '';
    parts.push(`${joiner}${belowThousand(rest, feminine)}`);
  }
  return parts.join(' ');
}

function belowThousand(n: number, feminine: boolean): string {
  if (n === 100) return 'cem';
  const hundred = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundred > 0) {
    const h = HUNDREDS[hundred] ?? '';
    words.push(feminine && hundred > 1 ? h.replace(/os$/, 'as') : h);
  }
  if (rest > 0) words.push(belowHundred(rest, feminine));
  return words.join(' e ');
}

function belowHundred(n: number, feminine: boolean): string {
  const units = feminine ? UNITS_F : UNITS_M;
  if (n < 10) return units[n] ?? '';
  if (n < 20) return TEENS[n - 10] ?? '';
  const ten = TENS[Math.floor(n / 10)] ?? '';
  const unit = n % 10;
  return unit === 0 ? ten : `${ten} e ${units[unit]}`;
}

// Nouns a receita counts in that are feminine in Portuguese.
const FEMININE_NOUNS =
  /^(caixas?|c[aá]psulas?|ampolas?|dr[aá]geas?|cartelas?|bisnagas?|seringas?|unidades?|gotas?|colheres?|pipetas?|bolsas?|embalagens?|pastilhas?|doses?|latas?|ampolas?|bisnagas?|pomadas?|suspens[aã]o|solu[cç][aã]o|cartuchos?)$/i;

/**
 * The quantity of a receita line with its number also in words: "30 comprimidos" → "30 (trinta)
 * comprimidos", "2 caixas com 10" → "2 (duas) caixas com 10". A quantity already in words, or with no
 * leading whole number, is returned as written.
 */
export function quantityWithWords(quantity: string): string {
  const text = quantity.trim();
  const match = /^(\d{1,3}(?:\.\d{3})*|\d+)(?![\d,.])\s*(.*)$/s.exec(text);
  if (!match) return text;
  const digits = match[1] ?? '';
  const rest = match[2] ?? '';
  if (rest.startsWith('(')) return text;
  const value = Number(digits.replace(/\./g, ''));
  if (!Number.isSafeInteger(value) || value > 999_999) return text;
  const noun = rest.split(/\s+/)[0] ?? '';
  const words = numberInWords(value, FEMININE_NOUNS.test(noun));
  return rest ? `${digits} (${words}) ${rest}` : `${digits} (${words})`;
}
