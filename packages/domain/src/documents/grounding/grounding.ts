import { z } from 'zod';
import { type Patient, SPECIES_LABELS, type Species } from '../../consultation.ts';
import { formatDecimal } from '../format.ts';
import { foldText } from '../text-fold.ts';
import { collectDrugSources, type DrugSources, findDrugMentions, isDrugMentionGrounded } from './drugs.ts';
import { equivalentKeys, findNumberMentions, type NumberMention } from './mentions.ts';
import { drugStatements, ruledOutDrugs } from './negation.ts';
import { isProductField, productWordsGrounded } from './product-words.ts';
import { collectSpecies, findSpeciesMentions } from './species.ts';

export { comparableWords } from './tokens.ts';

/** A fact in a generated document that the transcript does not contain: the vet checks it. */
export const groundingFlagSchema = z.object({
  /** Dotted path of the field, as forms name it: "itens.0.dose", "sinaisVitais.temperatura". */
  path: z.string(),
  /** The text as written in the document: "10 mg", "a cada 8 horas", "Cefalexina". */
  value: z.string(),
  /** `dose`: the dose check's finding (dosing/check-doses.ts), with its working and source in `reason`. */
  /**
   * `animal`: on a visit with several animals, a drug or dose the transcript said about another of them
   * (animals/cross-animal-flags.ts), with the reasoning in `reason`.
   */
  kind: z.enum(['number', 'drug', 'species', 'dose', 'animal']),
  /**
   * Why the vet should check it, when it is not the usual "not in the transcript": a drug the consultation
   * ruled out ("Descartado na consulta: «ivermectina não, ele é collie»"). Older flags have none.
   */
  reason: z.string().optional(),
  /**
   * The vet typed this value (the generated version of the field does not hold it): shown as "Editado por
   * você", not as unsupported. Safety checks still warn whoever wrote it (isGroundingWarning).
   */
  byVet: z.boolean().optional(),
  /**
   * `info`: a note, not a warning — the dose check could not judge (no weight, "meia colher", a drug the
   * formulary lacks). Absent: a warning.
   */
  level: z.enum(['info']).optional(),
});
export type GroundingFlag = z.infer<typeof groundingFlagSchema>;

const foldForCompare = (text: string) => foldText(text).replace(/\s+/g, ' ').trim();

function valueAtPath(content: unknown, path: string): unknown {
  let current: unknown = content;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Marks the flags whose value the vet wrote: the generated content's same field does not contain it. */
export function markVetValues(flags: GroundingFlag[], generated: unknown): GroundingFlag[] {
  return flags.map((flag) => {
    const before = valueAtPath(generated, flag.path);
    const wasGenerated =
      typeof before === 'string' && foldForCompare(before).includes(foldForCompare(flag.value));
    return wasGenerated ? flag : { ...flag, byVet: true };
  });
}

/**
 * Whether a flag asks the vet to check something. A value the model wrote and the transcript lacks does; a
 * value the vet typed does not (it is theirs) — unless a safety check raised it: a drug the consultation
 * ruled out, or a species that is not the patient's, whoever wrote it.
 */
export function isGroundingWarning(flag: GroundingFlag): boolean {
  if (flag.level === 'info') return false;
  if (flag.kind === 'dose' || flag.kind === 'animal') return true;
  return !flag.byVet || Boolean(flag.reason) || flag.kind === 'species';
}

export interface FindUngroundedFactsInput {
  /** A document's content (any shape; every string in it is checked). */
  content: unknown;
  /** The consultation's (redacted) transcript. */
  transcript: string;
  /**
   * Other texts that count as said: the patient block (patientGroundingSources) and the issue date as
   * dd/mm/aaaa, which also gives spoken dates without a year ("dia vinte e um de novembro") their year.
   */
  extraSources?: string[];
}

/**
 * Every number (with its unit), drug name and species in a document that the transcript does not contain
 * (docs/ai-providers.md: nothing invented). Numbers compare by value and unit — "0,5" = "0.5" = "meio", "cinco dias" =
 * "5 dias", "a cada 12 horas" = "BID" = "de 12 em 12 horas" — and a number written without a unit on either
 * side matches the same value with any unit. Drug names compare by ingredient: variants, salts and brands
 * from the vocabulary; fields that hold a product name (receita `farmaco`, vaccine `produto`) also have
 * names missing from the vocabulary checked word by word.
 */
export function findUngroundedFacts({
  content,
  transcript,
  extraSources = [],
}: FindUngroundedFactsInput): GroundingFlag[] {
  const {
    numbers: sourceNumbers,
    drugs: sourceDrugs,
    ruledOut,
    species,
  } = sourcesOf([transcript, ...extraSources]);
  const flags: GroundingFlag[] = [];
  const seen = new Set<string>();
  const flag = (item: GroundingFlag) => {
    // The ruled-out check runs first: "Ivermectina" ruled out and never named is one flag, with its reason.
    const id = `${item.kind}|${item.path}|${item.value}`;
    if (seen.has(id)) return;
    seen.add(id);
    flags.push(item);
  };

  for (const { path, text } of stringLeaves(content)) {
    for (const mention of findNumberMentions(text)) {
      if (!isNumberGrounded(mention, sourceNumbers)) {
        flag({ path, value: text.slice(mention.start, mention.end), kind: 'number' });
      }
    }
    // Before the plain drug check: a drug ruled out by class ("nada de anti-inflamatório") and never named is
    // flagged once, with the reason that tells the vet more.
    if (ruledOut.size > 0 && isTreatmentField(path)) {
      for (const ruled of ruledOutIn(text, ruledOut)) flag({ path, ...ruled, kind: 'drug' });
    }
    const drugs = findDrugMentions(text);
    for (const mention of drugs) {
      if (!isDrugMentionGrounded(mention.ref, sourceDrugs)) {
        flag({ path, value: text.slice(mention.start, mention.end), kind: 'drug' });
      }
    }
    if (isProductField(path) && !productWordsGrounded(text, drugs, sourceDrugs)) {
      flag({ path, value: text.trim(), kind: 'drug' });
    }
    for (const mention of findSpeciesMentions(text)) {
      if (!species.has(mention.species))
        flag({ path, value: text.slice(mention.start, mention.end), kind: 'species' });
    }
  }
  return flags;
}

/**
 * How many facts findUngroundedFacts judges in a content: its numbers, drug names and species. The denominator of the
 * false-flag rate that `npm run eval` reports.
 */
export function countGroundingFacts(content: unknown): number {
  let count = 0;
  for (const { text } of stringLeaves(content))
    count +=
      findNumberMentions(text).length + findDrugMentions(text).length + findSpeciesMentions(text).length;
  return count;
}

// The documents of one consultation are checked one after the other against the same transcript: read it once.
interface Sources {
  numbers: NumberSources;
  drugs: DrugSources;
  /** Drug groups the vet ruled out and did not take back → the sentence that did it. */
  ruledOut: Map<number, string>;
  species: Set<Species>;
}
let lastSources: ({ texts: string[] } & Sources) | null = null;

function sourcesOf(texts: string[]): Sources {
  const cached = lastSources;
  if (cached && cached.texts.length === texts.length && cached.texts.every((text, i) => text === texts[i]))
    return cached;
  lastSources = {
    texts,
    numbers: collectNumberSources(texts),
    drugs: collectDrugSources(texts),
    ruledOut: ruledOutDrugs(texts),
    species: collectSpecies(texts),
  };
  return lastSources;
}

/**
 * Fields that say what is given to the animal: the receita's items, vaccines and antiparasitics applied, the
 * explained medicines, the plan. History fields (anamnese, findings) may rightly name a drug the vet stopped.
 */
function isTreatmentField(path: string): boolean {
  return /(^|\.)(itens|vacinas|medicacoes|conduta|orientacoesGerais|antiparasitarios|outrasImunizacoes)(\.|$)/.test(
    path,
  );
}

/** Drugs the consultation ruled out that a text gives (not those it, too, rules out: "Não usar ivermectina"). */
function ruledOutIn(text: string, ruledOut: Map<number, string>): { value: string; reason: string }[] {
  return drugStatements(text).flatMap((statement) => {
    if (statement.isClass || statement.polarity === 'negated') return [];
    const group = statement.groups.find((g) => ruledOut.has(g));
    if (group === undefined) return [];
    return [
      {
        value: text.slice(statement.start, statement.end),
        reason: `Descartado na consulta: «${ruledOut.get(group)}»`,
      },
    ];
  });
}

/** The patient block's facts as texts that count as said ("12,5 kg", "8 anos", the name, species and breed). */
export function patientGroundingSources(patient: Patient): string[] {
  return [
    patient.name,
    SPECIES_LABELS[patient.species],
    patient.breed ?? '',
    patient.age ?? '',
    patient.weightKg !== undefined ? `${formatDecimal(patient.weightKg)} kg` : '',
  ].filter(Boolean);
}

interface NumberSources {
  keys: Set<string>;
  /** Values said without a unit. */
  bare: Set<string>;
  /** Values said with any unit (a document's bare number matches them). */
  values: Set<string>;
  dates: { day: number; month: number; year: number | null }[];
}

const valueKey = (value: number) => String(Number(value.toPrecision(10)));

function collectNumberSources(texts: string[]): NumberSources {
  const sources: NumberSources = { keys: new Set(), bare: new Set(), values: new Set(), dates: [] };
  for (const text of texts) {
    for (const mention of findNumberMentions(text)) {
      if (mention.date) {
        sources.dates.push(mention.date);
        continue;
      }
      for (const k of equivalentKeys(mention)) sources.keys.add(k);
      // The value said, not those derived from it: "a cada 12 horas" must not ground a bare "2" ("estágio 2").
      sources.values.add(valueKey(mention.value));
      if (mention.unit === null) sources.bare.add(valueKey(mention.value));
    }
  }
  return sources;
}

/**
 * Units a vet often leaves unsaid ("temperatura trinta e nove", "FC cento e vinte", "peso doze"): a bare
 * number in the transcript grounds them. Doses, volumes and times are said with their unit, so "seis" in
 * "escore seis de nove" does not ground "a cada 6 horas".
 */
const UNITS_OFTEN_UNSAID = new Set(['°c', 'bpm', 'mpm', 'kg', '%', 's']);

function isNumberGrounded(mention: NumberMention, sources: NumberSources): boolean {
  if (mention.date) {
    const d = mention.date;
    // Spoken dates leave the year out ("dia vinte e um de novembro"): such a date stands for the year of the
    // full dates among the sources (pass the issue date), or for any year when there is none.
    const years = new Set(sources.dates.flatMap((s) => (s.year === null ? [] : [s.year])));
    return sources.dates.some(
      (s) =>
        s.day === d.day &&
        s.month === d.month &&
        (d.year === null ||
          s.year === d.year ||
          (s.year === null && (years.size === 0 || years.has(d.year)))),
    );
  }
  const value = valueKey(mention.value);
  if (mention.unit === null) return sources.values.has(value) || sources.bare.has(value);
  if (UNITS_OFTEN_UNSAID.has(mention.unit) && sources.bare.has(value)) return true;
  return equivalentKeys(mention).some((k) => sources.keys.has(k));
}

export function* stringLeaves(value: unknown, path = ''): Generator<{ path: string; text: string }> {
  if (typeof value === 'string') {
    if (value.trim()) yield { path, text: value };
    return;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1)
      yield* stringLeaves(value[i], path ? `${path}.${i}` : String(i));
    return;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value))
      yield* stringLeaves(child, path ? `${path}.${key}` : key);
  }
}
