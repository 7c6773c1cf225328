import { isValidCpf } from '@vetvoz/domain';
import { fold } from './fold.ts';
import { findPersonNames } from './person-names.ts';
import { findSpokenContacts } from './spoken.ts';

/**
 * Redacts the tutor's personal data from a transcript before it is stored (docs/privacy.md): CPF, phone
 * numbers, e-mails, CEPs, street addresses and the tutor's name become placeholders. The animal's
 * data (name, age, weight) and clinical numbers (doses, temperatures) stay.
 *
 * Rules are patterns over what speech-to-text writes in Portuguese: digits for numbers, the usual
 * address words, and the ways people introduce themselves ("meu nome é…", "sou a dona…").
 */
export type RedactionKind = 'TUTOR' | 'CPF' | 'TELEFONE' | 'EMAIL' | 'CEP' | 'ENDERECO';

export const PLACEHOLDERS: Record<RedactionKind, string> = {
  TUTOR: '[TUTOR]',
  CPF: '[CPF]',
  TELEFONE: '[TELEFONE]',
  EMAIL: '[EMAIL]',
  CEP: '[CEP]',
  ENDERECO: '[ENDEREÇO]',
};

export interface Redaction {
  kind: RedactionKind;
  start: number;
  end: number;
  /** The redacted text; for measurement in tests only — never stored or logged. */
  original: string;
}

export interface AnonymiseResult {
  text: string;
  redactions: Redaction[];
}

const NAME_WORD = "[A-ZÁÉÍÓÚÂÊÔÃÕÇ][a-záéíóúâêôãõçü'’]+";
/** A person's name: one to four capitalised words, allowing "da", "de", "dos" between them. */
const PERSON_NAME = `${NAME_WORD}(?:\\s+(?:d[aeo]s?\\s+)?${NAME_WORD}){0,3}`;

const STREET =
  '(?:[Rr]ua|[Aa]venida|[Aa]v\\.|[Tt]ravessa|[Aa]lameda|[Ee]strada|[Rr]odovia|[Pp]raça|[Ll]argo|[Vv]iela|[Ss]ítio|[Cc]hácara|[Ff]azenda|[Cc]ondomínio|[Rr]esidencial|[Ee]difício)';
const HOUSE_NUMBER = '(?:,?\\s*(?:n[º°o.]?\\s*|número\\s+)?\\d+[A-Za-z]?(?![\\d,.]\\d))?';
const COMPLEMENTS =
  '(?:,?\\s*(?:apartamento|apto\\.?|ap\\.?|casa|bloco|lote|quadra|quilômetro|km)\\s*\\d+[A-Za-z]?)*';

interface Pattern {
  kind: RedactionKind;
  regex: RegExp;
  /** Capture group holding the part to redact (the rest of the match is context). */
  group?: number;
  /** Extra check on a match, given the text before it. */
  accept?: (value: string, before: string) => boolean;
}

const PATTERNS: Pattern[] = [
  { kind: 'EMAIL', regex: /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g },
  // CPF: 11 digits as 000.000.000-00, 000 000 000 00 or 00000000000 — kept only when the check digits
  // hold or the word CPF precedes it (a mobile number with DDD also has 11 digits).
  {
    kind: 'CPF',
    regex: /(?<!\d)\d{3}[.\s]?\d{3}[.\s]?\d{3}[-.\s]?\d{2}(?!\d)/g,
    accept: (value, before) => isValidCpf(value) || /CPF[^\d]{0,15}$/i.test(before),
  },
  // CEP: 00000-000, 00.000-000, or 8 digits right after the word CEP.
  { kind: 'CEP', regex: /(?<!\d)\d{2}\.?\d{3}-\d{3}(?!\d)/g },
  { kind: 'CEP', regex: /\bCEP\s*(?:é|e)?\s*:?\s*(\d{8}|\d{5}\s\d{3})(?!\d)/gi, group: 1 },
  // Phones: optional +55 and DDD, then 8 or 9 digits split 4-4 or 5-4 (or together with a DDD).
  {
    kind: 'TELEFONE',
    regex: /(?<!\d|\d[,.])(?:\+?55\s?)?(?:\(?\d{2}\)?[\s-]?)?(?:9\s?)?\d{4}[\s-]\d{4}(?!\d|[,.]\d)/g,
  },
  { kind: 'TELEFONE', regex: /(?<!\d|\d[,.])(?:\+?55\s?)?\(?\d{2}\)?\s?9\d{8}(?!\d|[,.]\d)/g },
  // Street addresses: a street (or rural property, building) word, its name, and the number when said,
  // with the complements that follow ("apartamento 92", "bloco 3", "quilômetro 8").
  {
    kind: 'ENDERECO',
    regex: new RegExp(
      `\\b${STREET}\\s+(?:d[aeo]s?\\s+)?(?:${NAME_WORD}|\\d+\\s+de\\s+${NAME_WORD})(?:\\s+(?:d[aeo]s?\\s+)?(?:${NAME_WORD}|\\d+))*${HOUSE_NUMBER}${COMPLEMENTS}`,
      'g',
    ),
  },
  // Said in lower case, a street counts only with its number: "na rua são josé 45" (not "achou na rua").
  {
    kind: 'ENDERECO',
    regex: new RegExp(
      `\\b(?:rua|avenida|travessa|alameda|estrada|rodovia)\\s+(?:[\\p{L}]+\\s+){1,4}?(?:n[º°o.]?\\s*|número\\s+)?\\d+[A-Za-z]?(?!\\s*(?:mg|kg|ml|anos|dias|horas|minutos))${COMPLEMENTS}`,
      'gu',
    ),
  },
  // A building's complements on their own: "apartamento 12", "bloco 3, apartamento 201".
  {
    kind: 'ENDERECO',
    regex: new RegExp(`\\b(?:[Aa]partamento|[Aa]pto\\.?|[Bb]loco)\\s*\\d+[A-Za-z]?${COMPLEMENTS}`, 'g'),
  },
  // Self-introductions: "meu nome é Ana Souza", "me chamo Ana", "sou a dona Maria", "aqui é o João".
  {
    kind: 'TUTOR',
    regex: new RegExp(
      `\\b(?:[Mm]eu nome é|[Mm]e chamo|[Ss]ou (?:a|o) (?:dona|dono|tutora|tutor|responsável),?|[Aa]qui é (?:a|o)|[Ff]ala (?:a|o))\\s+(?!d[aeo]s?\\b)(${PERSON_NAME})`,
      'g',
    ),
    group: 1,
  },
  // Forms of address before a name: "Dona Maria", "Seu João", "Sr. Carlos", "Sra. Lima".
  {
    kind: 'TUTOR',
    regex: new RegExp(`\\b(?:Dona|Seu|Sr\\.?|Sra\\.?|Senhor|Senhora)\\s+(${PERSON_NAME})`, 'g'),
    group: 1,
  },
];

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The given tutor name, whole and each part of 3+ letters, found accent- and case-insensitively. */
function tutorNameRedactions(text: string, tutorName: string | undefined): Redaction[] {
  if (!tutorName?.trim()) return [];
  const parts = tutorName
    .trim()
    .split(/\s+/)
    .filter((part) => part.length >= 3 && !/^d[aeo]s?$/i.test(part));
  const variants = [tutorName.trim(), ...parts].sort((a, b) => b.length - a.length).map(fold);
  const folded = fold(text);
  const found: Redaction[] = [];
  for (const variant of variants) {
    const regex = new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(variant)}(?![\\p{L}\\d])`, 'gu');
    for (const match of folded.matchAll(regex)) {
      const start = match.index;
      found.push({
        kind: 'TUTOR',
        start,
        end: start + variant.length,
        original: text.slice(start, start + variant.length),
      });
    }
  }
  return found;
}

function patternRedactions(text: string): Redaction[] {
  const found: Redaction[] = [];
  for (const { kind, regex, group, accept } of PATTERNS) {
    for (const match of text.matchAll(regex)) {
      const value = group ? match[group] : match[0];
      if (!value) continue;
      const offset = group ? match[0].indexOf(value) : 0;
      const start = match.index + offset;
      if (accept && !accept(value, text.slice(0, start))) continue;
      found.push({ kind, start, end: start + value.length, original: value });
    }
  }
  return found;
}

/** Keeps the longest of overlapping spans (an address that contains a number stays one address). */
export function withoutOverlaps(redactions: Redaction[]): Redaction[] {
  const sorted = [...redactions].sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start));
  const kept: Redaction[] = [];
  for (const redaction of sorted) {
    const last = kept.at(-1);
    if (last && redaction.start < last.end) {
      if (redaction.end - redaction.start > last.end - last.start) kept[kept.length - 1] = redaction;
      continue;
    }
    kept.push(redaction);
  }
  return kept;
}

/** The names a consultation knows: typed by the vet for the tutor, and the patient block's and the vet's own. */
export interface ConsultationNames {
  tutorName?: string;
  patientName?: string;
  vetName?: string;
}

/** The words of the patient block's animal name and of the vet's own name: never the tutor's. */
function protectedWords({ patientName, vetName }: ConsultationNames): Set<string> {
  const words = new Set(fold(`${patientName ?? ''} ${vetName ?? ''}`).split(/[^\p{L}]+/u));
  words.delete('');
  return words;
}

/** A name redaction made only of protected words (and titles) is the animal or the vet: kept in clear. */
function isProtectedName(redaction: Redaction, keep: Set<string>): boolean {
  if (redaction.kind !== 'TUTOR' || keep.size === 0) return false;
  const words = fold(redaction.original)
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 0 && !/^(?:d[aeo]s?|e|doutora?|dra?|dona|seu|senhora?|sra?)$/.test(w));
  return words.length > 0 && words.every((w) => keep.has(w));
}

export function anonymise(text: string, options: ConsultationNames = {}): AnonymiseResult {
  const keep = protectedWords(options);
  const redactions = withoutOverlaps(
    [
      ...tutorNameRedactions(text, options.tutorName),
      ...patternRedactions(text),
      ...findSpokenContacts(text).map((span) => ({ ...span, original: text.slice(span.start, span.end) })),
      ...findPersonNames(text, options).map((span) => ({
        kind: 'TUTOR' as const,
        ...span,
        original: text.slice(span.start, span.end),
      })),
    ].filter((r) => !isProtectedName(r, keep)),
  );
  return { text: applyRedactions(text, redactions), redactions };
}

/** The text with each (non-overlapping, sorted) redaction replaced by its placeholder. */
export function applyRedactions(text: string, redactions: readonly Redaction[]): string {
  let output = '';
  let cursor = 0;
  for (const redaction of redactions) {
    output += text.slice(cursor, redaction.start) + PLACEHOLDERS[redaction.kind];
    cursor = redaction.end;
  }
  return output + text.slice(cursor);
}
