import { drugKeysOf, findDrugMentions } from '../documents/grounding/drugs.ts';
import { type GroundingFlag, stringLeaves } from '../documents/grounding/grounding.ts';
import { findNumberMentions } from '../documents/grounding/mentions.ts';
import type { VisitAnimal } from './animal-references.ts';
import { type AttributedFact, attributeTranscript, type TranscriptAttribution } from './attribute-animals.ts';

export interface CrossAnimalInput {
  /** A document's content (any shape; every string in it is checked). */
  content: unknown;
  /** The whole (redacted) transcript of the visit, not the document's share of it. */
  transcript: string;
  animals: readonly VisitAnimal[];
  /** The animal the document is about. */
  animalIndex: number;
  /** attributeTranscript's answer, when the caller already has it. */
  attribution?: TranscriptAttribution;
}

const MAX_QUOTE = 130;

function quote(text: string): string {
  return text.length <= MAX_QUOTE ? text : `${text.slice(0, MAX_QUOTE - 1).trimEnd()}…`;
}

function namesOf(indexes: number[], animals: readonly VisitAnimal[]): string {
  const names = indexes.map((i) => animals[i]?.name ?? '').filter(Boolean);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`;
}

/**
 * The facts of the transcript with these keys, when every one of them was said about other animals only: a
 * fact said about this animal, about all of them, or before any animal was named is no cross-animal error.
 */
function saidOnlyOfOthers(facts: AttributedFact[], keys: string[], animalIndex: number): AttributedFact[] {
  const same = facts.filter((f) => f.keys.some((k) => keys.includes(k)));
  if (same.length === 0) return [];
  if (same.some((f) => f.animals.length === 0 || f.animals.includes(animalIndex))) return [];
  return same;
}

/**
 * On a visit with several animals, the drugs and doses (mg, ml, comprimidos, kg…) in one animal's document
 * that the transcript said only about another animal: a warning beside the field, with the sentence it was
 * said in. A drug the transcript never names is the grounding check's, not this one's.
 */
export function crossAnimalFlags({
  content,
  transcript,
  animals,
  animalIndex,
  attribution,
}: CrossAnimalInput): GroundingFlag[] {
  if (animals.length < 2 || !animals[animalIndex]) return [];
  const { drugs, doses } = attribution ?? attributeTranscript(transcript, animals);
  const own = animals[animalIndex]?.name ?? '';
  const flags: GroundingFlag[] = [];
  const seen = new Set<string>();
  const flag = (path: string, value: string, facts: AttributedFact[], what: string) => {
    const id = `${path}|${value}`;
    if (seen.has(id)) return;
    seen.add(id);
    const others = [...new Set(facts.flatMap((f) => f.animals))].sort((a, b) => a - b);
    const said = facts[0]?.clause ?? '';
    flags.push({
      path,
      value,
      kind: 'animal',
      reason: `${what} dit${what === 'Dose' ? 'a' : 'o'} na consulta para ${namesOf(others, animals)}, não para ${own}: «${quote(said)}»`,
    });
  };
  for (const { path, text } of stringLeaves(content)) {
    for (const mention of findDrugMentions(text)) {
      const facts = saidOnlyOfOthers(drugs, drugKeysOf(mention.ref), animalIndex);
      if (facts.length > 0) flag(path, text.slice(mention.start, mention.end), facts, 'Medicamento');
    }
    for (const mention of findNumberMentions(text)) {
      if (!mention.unit) continue;
      const facts = saidOnlyOfOthers(doses, [`${mention.value} ${mention.unit}`], animalIndex);
      if (facts.length > 0) flag(path, text.slice(mention.start, mention.end), facts, 'Dose');
    }
  }
  return flags;
}
