import { DRUG_BRANDS, DRUG_GROUPS } from '../drug-names.ts';
import { foldText } from '../text-fold.ts';
import { classGroupsOf } from './drug-classes.ts';
import { type DrugMention, findDrugMentions } from './drugs.ts';
import {
  GLUE,
  LINK_AFTER,
  LIST_GLUE,
  NEGATORS,
  NOT_A_RULING,
  POINTING_BACK,
  PRESCRIBE,
  QUESTION_OR_PAUSE,
  REASON,
  RULE_OUT_AFTER,
  RULE_OUT_BEFORE,
  SWITCH,
  TO,
  USELESS,
} from './negation-words.ts';

/**
 * What a sentence does with a drug it names: rules it out ("ivermectina não, ele é collie", "sem dipirona",
 * "suspende o cetoprofeno", "nada de anti-inflamatório"), prescribes it ("vamos usar meloxicam") or only
 * names it ("o meloxicam é um anti-inflamatório").
 */
export type DrugPolarity = 'negated' | 'prescribed' | 'neutral';

export interface DrugStatement {
  /** The drug groups meant: one for a name, its ingredients for a brand, every member for a class. */
  groups: readonly number[];
  /** Whether the mention is a class word ("anti-inflamatório") rather than a drug or brand name. */
  isClass: boolean;
  polarity: DrugPolarity;
  start: number;
  end: number;
  /** The sentence it was said in, for the vet to recognise it. */
  sentence: string;
}

interface Token {
  norm: string;
  start: number;
  end: number;
  /** "." ";" "!" "?" end a sentence; a comma or colon ends a clause. */
  stop?: 'sentence' | 'clause';
}

// Line breaks are not stops: speech-to-text cuts segments mid-sentence, and transcripts join them.
const TOKEN = /\d+(?:[.,]\d+)*|[\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)*|[.,;:!?]/gu;

function tokenize(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((m) => {
    const raw = m[0];
    const token: Token = { norm: foldText(raw).replace(/-/g, ''), start: m.index, end: m.index + raw.length };
    if (/^[.;!?]$/.test(raw)) token.stop = 'sentence';
    else if (raw === ',' || raw === ':') token.stop = 'clause';
    return token;
  });
}

interface Mention {
  groups: readonly number[];
  isClass: boolean;
  first: number;
  last: number;
  start: number;
  end: number;
}

/** Every drug, brand and class mention in a text, with what the sentence around it does with it. */
export function drugStatements(text: string): DrugStatement[] {
  const tokens = tokenize(text);
  const mentions = mentionsOf(text, tokens);
  const polarity = mentions.map((m) => polarityOf(tokens, m));
  // A list shares its cue, both ways: "sem dipirona nem meloxicam", "meloxicam e carprofeno não".
  for (let pass = 0; pass < 2; pass += 1) {
    for (let k = 0; k + 1 < mentions.length; k += 1) {
      const [a, b] = [mentions[k] as Mention, mentions[k + 1] as Mention];
      const between = tokens.slice(a.last + 1, b.first);
      if (!between.every((t) => LIST_GLUE.has(t.norm))) continue;
      if (polarity[k] === 'negated' && polarity[k + 1] === 'neutral') polarity[k + 1] = 'negated';
      if (polarity[k + 1] === 'negated' && polarity[k] === 'neutral') polarity[k] = 'negated';
    }
  }
  return mentions.map((m, k) => ({
    groups: m.groups,
    isClass: m.isClass,
    polarity: polarity[k] as DrugPolarity,
    start: m.start,
    end: m.end,
    sentence: sentenceAround(text, tokens, m),
  }));
}

function mentionsOf(text: string, tokens: Token[]): Mention[] {
  const located = (start: number, end: number) => {
    const first = tokens.findIndex((t) => t.end > start);
    let last = first;
    while (last + 1 < tokens.length && (tokens[last + 1] as Token).start < end) last += 1;
    return { first, last };
  };
  const mentions: Mention[] = findDrugMentions(text).map((m) => ({
    groups: groupsOfMention(m),
    isClass: false,
    start: m.start,
    end: m.end,
    ...located(m.start, m.end),
  }));
  tokens.forEach((token, i) => {
    let groups = classGroupsOf(token.norm);
    if (!groups) return;
    // "anti-inflamatório esteroidal" is a corticoid.
    if (/^esteroid/.test(tokens[i + 1]?.norm ?? '') && token.norm.startsWith('antiinflamatorio'))
      groups = classGroupsOf('corticoide');
    mentions.push({
      groups: groups ?? [],
      isClass: true,
      start: token.start,
      end: token.end,
      first: i,
      last: i,
    });
  });
  return mentions.filter((m) => m.first >= 0).sort((a, b) => a.start - b.start);
}

const GROUP_BY_NAME = new Map(
  DRUG_GROUPS.flatMap((names, group) => names.map((name) => [foldText(name), group] as const)),
);

function groupsOfMention(mention: DrugMention): number[] {
  if ('group' in mention.ref) return [mention.ref.group];
  return (DRUG_BRANDS[mention.ref.brand] ?? []).flatMap((name) => {
    const group = GROUP_BY_NAME.get(foldText(name));
    return group === undefined ? [] : [group];
  });
}

function polarityOf(tokens: Token[], mention: Mention): DrugPolarity {
  const before = lookBefore(tokens, mention.first);
  if (before === 'negated') return 'negated';
  if (ruledOutAfter(tokens, mention.last)) return 'negated';
  return before;
}

/** Walks back from the drug over glue words to the cue that governs it, within the clause. */
function lookBefore(tokens: Token[], first: number): DrugPolarity {
  let prescribing = false;
  let switchedTo = false;
  for (let i = first - 1; i >= 0 && first - i <= 8; i -= 1) {
    const token = tokens[i] as Token;
    if (token.stop) break;
    const word = token.norm;
    if (NEGATORS.has(word)) return 'negated';
    if (word === 'nada' && tokens[i + 1]?.norm === 'de') return 'negated';
    // "para de dar o meloxicam", not "para o Thor" nor "não é para dar".
    const stopVerb =
      RULE_OUT_BEFORE.has(word) || (word === 'para' && prescribing && tokens[i + 1]?.norm === 'de');
    if (stopVerb) {
      // "vamos trocar pra firocoxibe": the drug switched to.
      if (switchedTo && SWITCH.has(word)) return 'prescribed';
      // "não suspender o meloxicam", "não pode ficar sem dipirona": the drug goes on.
      return negatedJustBefore(tokens, i) ? 'prescribed' : 'negated';
    }
    if (TO.has(word)) switchedTo = true;
    if (PRESCRIBE.has(word)) prescribing = true;
    else if (!GLUE.has(word)) break;
  }
  return prescribing ? 'prescribed' : 'neutral';
}

function negatedJustBefore(tokens: Token[], i: number): boolean {
  for (let k = i - 1; k >= 0 && i - k <= 3; k -= 1) {
    const token = tokens[k] as Token;
    if (token.stop) return false;
    if (NEGATORS.has(token.norm)) return true;
  }
  return false;
}

/** "ivermectina não, ele é collie", "o meloxicam ele não pode tomar", "meloxicam está contraindicado". */
function ruledOutAfter(tokens: Token[], last: number): boolean {
  if (pointedBackAndStopped(tokens, last)) return true;
  let i = last + 1;
  // "Meloxicam? Não." — only a bare "não" counts after the pause, not "Meloxicam, não tem problema".
  if (QUESTION_OR_PAUSE.has(tokens[i]?.norm ?? '') && NEGATORS.has(tokens[i + 1]?.norm ?? '')) {
    const after = tokens[i + 2];
    return !after || after.stop !== undefined || REASON.has(after.norm);
  }
  while (i < tokens.length && i - last <= 6 && LINK_AFTER.has((tokens[i] as Token).norm)) i += 1;
  const cue = tokens[i];
  if (!cue || cue.stop) return false;
  if (RULE_OUT_AFTER.has(cue.norm)) return true;
  // "ivermectina de jeito nenhum", "dipirona nem pensar".
  if (cue.norm === 'nem' && tokens[i + 1]?.norm === 'pensar') return true;
  if (cue.norm === 'de' && tokens[i + 1]?.norm === 'jeito' && tokens[i + 2]?.norm === 'nenhum') return true;
  if (!NEGATORS.has(cue.norm)) return false;
  return rulesOutAfterNegator(tokens, i);
}

/** After the "não" at `i`: glue up to the end of the clause, the reason, or a giving verb. */
function rulesOutAfterNegator(tokens: Token[], i: number): boolean {
  // "não vamos usar nesse caso": the giving verb decides, whatever follows it.
  for (let k = i + 1; k < tokens.length; k += 1) {
    const token = tokens[k] as Token;
    if (token.stop || REASON.has(token.norm)) return true;
    if (USELESS.has(token.norm)) return true;
    const next = tokens[k + 1]?.norm ?? '';
    // "esse a gente não para", "não suspende": stopping is not done, the drug goes on.
    if (RULE_OUT_BEFORE.has(token.norm)) return false;
    if (token.norm === 'para' && (!next || tokens[k + 1]?.stop || next === 'de' || next === 'por'))
      return false;
    // "não dá pra parar": "dá pra" is "it is possible to", the verb that decides comes after.
    const possible = token.norm === 'da' && (next === 'pra' || next === 'para');
    if (PRESCRIBE.has(token.norm) && !possible) return !NOT_A_RULING.has(next);
    if (!GLUE.has(token.norm)) return false;
  }
  return true;
}

/** "A prednisolona que ela tomava, essa a gente para por enquanto." */
function pointedBackAndStopped(tokens: Token[], last: number): boolean {
  let comma = last + 1;
  while (comma < tokens.length && comma - last <= 8 && !tokens[comma]?.stop) comma += 1;
  if (tokens[comma]?.stop !== 'clause' || !POINTING_BACK.has(tokens[comma + 1]?.norm ?? '')) return false;
  for (let k = comma + 2; k < tokens.length && k - comma <= 6; k += 1) {
    const word = (tokens[k] as Token).norm;
    if (tokens[k]?.stop) return false;
    if (NEGATORS.has(word)) return rulesOutAfterNegator(tokens, k);
    if (RULE_OUT_BEFORE.has(word) || word === 'para') return !negatedJustBefore(tokens, k);
    if (!LINK_AFTER.has(word) && !GLUE.has(word)) return false;
  }
  return false;
}

function sentenceAround(text: string, tokens: Token[], mention: Mention): string {
  let from = mention.first;
  while (from > 0 && tokens[from - 1]?.stop !== 'sentence') from -= 1;
  let to = mention.last;
  while (to + 1 < tokens.length && tokens[to + 1]?.stop !== 'sentence') to += 1;
  const sentence = text.slice((tokens[from] as Token).start, (tokens[to] as Token).end).replace(/\s+/g, ' ');
  return sentence.length <= 120 ? sentence : `${sentence.slice(0, 117).trimEnd()}…`;
}

/**
 * The drug groups the sources rule out and still leave out at the end: a later prescription of the same
 * drug ("pensando bem, vamos usar meloxicam") means the vet changed their mind. Group → the sentence.
 */
export function ruledOutDrugs(texts: string[]): Map<number, string> {
  const ruledOut = new Map<number, string>();
  for (const text of texts) {
    for (const statement of drugStatements(text)) {
      for (const group of statement.groups) {
        if (statement.polarity === 'negated') ruledOut.set(group, statement.sentence);
        else if (statement.polarity === 'prescribed' && !statement.isClass) ruledOut.delete(group);
      }
    }
  }
  return ruledOut;
}
