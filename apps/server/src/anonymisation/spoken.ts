import { isValidCpf } from '@vetvoz/domain';
import { fold } from './fold.ts';

/**
 * Contact details said aloud: e-mails spelt with "arroba" and "ponto com", and phone, CPF
 * and CEP numbers said as words or digit groups ("nove nove oito, sete sete…", "21 9 8877 6655").
 * A run of number words becomes its digits; its length and the word before it (CPF, CEP) say what it is.
 */
export type SpokenKind = 'EMAIL' | 'TELEFONE' | 'CPF' | 'CEP';

export interface SpokenSpan {
  kind: SpokenKind;
  start: number;
  end: number;
}

const EMAIL_WORD = "[\\p{L}\\d_'-]+";
const SPOKEN_EMAIL = new RegExp(
  `${EMAIL_WORD}(?:(?:\\s+(?:ponto|underline|underscore|tra[çc]o|tracinho|h[íi]fen)\\s+|[._-])${EMAIL_WORD})*\\s+arroba\\s+${EMAIL_WORD}(?:(?:\\s+ponto\\s+|\\.)${EMAIL_WORD})+`,
  'giu',
);

const UNITS: Record<string, string> = {
  zero: '0',
  um: '1',
  uma: '1',
  dois: '2',
  duas: '2',
  tres: '3',
  quatro: '4',
  cinco: '5',
  seis: '6',
  meia: '6',
  sete: '7',
  oito: '8',
  nove: '9',
};
const TEENS: Record<string, string> = {
  dez: '10',
  onze: '11',
  doze: '12',
  treze: '13',
  catorze: '14',
  quatorze: '14',
  quinze: '15',
  dezesseis: '16',
  dezessete: '17',
  dezoito: '18',
  dezenove: '19',
};
const TENS: Record<string, string> = {
  vinte: '2',
  trinta: '3',
  quarenta: '4',
  cinquenta: '5',
  sessenta: '6',
  setenta: '7',
  oitenta: '8',
  noventa: '9',
};

/** Words after a number that make it a measure, never a phone: "12 horas", "8,3 kg". */
const MEASURE_AFTER =
  /^\s*(?:mg|kg|g|ml|l|mcg|ui|%|por|anos?|mes(?:es)?|meses|dias?|horas?|min|minutos|graus|vezes|mil|comprimidos?|gotas|cm|mm|bpm|mpm|gramas|quilos?|litros?)\b/i;

interface NumberToken {
  start: number;
  end: number;
  digits: string;
}

/** Digit groups and the number words (and the "e" of "vinte e um"): other words only break a run. */
const NUMBER_TOKEN = new RegExp(
  `\\d+|(?<![\\p{L}])(?:e|${[...Object.keys(UNITS), 'três', ...Object.keys(TEENS), ...Object.keys(TENS)].join('|')})(?![\\p{L}])`,
  'giu',
);

/** Runs of number words and digit groups, separated by spaces, commas or hyphens, as digit strings. */
function numberRuns(text: string): NumberToken[] {
  const runs: NumberToken[] = [];
  let run: NumberToken | undefined;
  let pendingTens: string | undefined;
  const close = () => {
    if (pendingTens !== undefined && run) run.digits += `${pendingTens}0`;
    pendingTens = undefined;
    if (run) runs.push(run);
    run = undefined;
  };
  for (const m of text.matchAll(NUMBER_TOKEN)) {
    const value = m[0];
    const start = m.index;
    const end = start + value.length;
    const gap = run ? text.slice(run.end, start) : '';
    const joined = pendingTens !== undefined && /^\s+e\s+$/.test(gap);
    if (run && !joined && !/^[\s,-]*$/.test(gap)) close();
    const lower = value.toLowerCase();
    const word = /^[a-z]+$/.test(lower) ? lower : fold(value);
    let digits: string | undefined;
    if (/^\d+$/.test(value)) digits = value;
    else if (word === 'e' && pendingTens !== undefined) continue;
    else if (UNITS[word] !== undefined && joined) {
      digits = pendingTens + UNITS[word];
      pendingTens = undefined;
    } else digits = UNITS[word] ?? TEENS[word];
    if (TENS[word] !== undefined) {
      if (pendingTens !== undefined && run) run.digits += `${pendingTens}0`;
      pendingTens = TENS[word];
      run ??= { start, end, digits: '' };
      run.end = end;
      continue;
    }
    if (digits === undefined) {
      close();
      continue;
    }
    if (pendingTens !== undefined && run && !/^\s+e\s+$/.test(gap)) {
      run.digits += `${pendingTens}0`;
      pendingTens = undefined;
    }
    run ??= { start, end, digits: '' };
    run.digits += digits;
    run.end = end;
  }
  close();
  return runs;
}

export function findSpokenContacts(text: string): SpokenSpan[] {
  const spans: SpokenSpan[] = [];
  // The e-mail pattern runs only around each "arroba", so a long transcript without one costs nothing.
  for (const at of text.matchAll(/\barroba\b/giu)) {
    const from = Math.max(0, at.index - 120);
    for (const m of text.slice(from, at.index + 120).matchAll(SPOKEN_EMAIL)) {
      const start = from + m.index;
      const end = start + m[0].length;
      if (start <= at.index && at.index < end && !spans.some((s) => s.start === start))
        spans.push({ kind: 'EMAIL', start, end });
    }
  }
  for (const run of numberRuns(text)) {
    const n = run.digits.length;
    const groups = text.slice(run.start, run.end).split(/[\s,-]+/).length;
    // One plain number is a measure or handled by the digit patterns; a spoken contact has groups.
    if (n < 8 || n > 13 || groups < 2 || MEASURE_AFTER.test(text.slice(run.end, run.end + 16))) continue;
    const before = fold(text.slice(Math.max(0, run.start - 25), run.start));
    let kind: SpokenKind = 'TELEFONE';
    if (n === 11 && (/\bcpf\b/.test(before) || isValidCpf(run.digits))) kind = 'CPF';
    else if (n === 8 && /\bcep\b/.test(before)) kind = 'CEP';
    spans.push({ kind, start: run.start, end: run.end });
  }
  return spans;
}
