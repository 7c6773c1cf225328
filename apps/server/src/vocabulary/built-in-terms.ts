import { DRUG_BRANDS, DRUG_GROUPS } from '@vetvoz/domain';
import { fold } from '../anonymisation/index.ts';

/**
 * Whisper's `prompt` (≤ 900 characters) when the vet has no vocabulary of their own: rare words spelled
 * right, chosen from the veterinary vocabulary. See docs/domain-references.md.
 */
export const VETERINARY_PROMPT_HINT =
  'Consulta veterinária. Tutor, cão, gata, SRD, Shih Tzu, Spitz Alemão, Lhasa Apso, Nelore, Girolando, ' +
  'Mangalarga Marchador. Êmese, hiporexia, polidipsia, poliúria, hematoquezia, melena, prurido, alopecia, ' +
  'otite, claudicação, dispneia, mucosas normocoradas, TPC, linfonodos não reativos, escore corporal, ' +
  'castrado, vermifugação, V10, V8, V4, V5, FeLV, FIV, antirrábica, cinomose, parvovirose, erliquiose, ' +
  'leishmaniose. Meloxicam, carprofeno, firocoxibe, dipirona, tramadol, metadona, gabapentina, maropitant, ' +
  'ondansetrona, omeprazol, sucralfato, amoxicilina com clavulanato, cefalexina, enrofloxacino, doxiciclina, ' +
  'metronidazol, prednisolona, oclacitinib, fluralaner, afoxolaner, sarolaner, ivermectina, praziquantel, ' +
  'acepromazina, dexmedetomidina, xilazina, cetamina, propofol, isoflurano, Bravecto, Simparic, NexGard, ' +
  'Cerenia, Apoquel, Agemoxi. SID, BID, TID, mg/kg, mL, VO, SC, IM, IV.';

export const PROMPT_OPENING = 'Consulta veterinária.';

/** The hint's terms in its order (the most useful first), then the rest of the drug and brand list. */
export const BUILT_IN_TERMS: readonly string[] = (() => {
  const seen = new Set<string>();
  const out: string[] = [];
  const add = (term: string) => {
    const key = fold(term);
    if (!term || seen.has(key)) return;
    seen.add(key);
    out.push(term);
  };
  for (const term of VETERINARY_PROMPT_HINT.slice(PROMPT_OPENING.length).split(/[,.]\s+|\.$/))
    add(term.trim());
  for (const brand of Object.keys(DRUG_BRANDS)) add(brand);
  for (const group of DRUG_GROUPS) if (group[0]) add(group[0]);
  return out;
})();

/** Every folded form VetVoz knows as a drug, brand or clinical term: never a person's name, always a term. */
export const BUILT_IN_FOLDED: ReadonlySet<string> = new Set([
  ...BUILT_IN_TERMS.map(fold),
  ...DRUG_GROUPS.flat().map(fold),
  ...Object.values(DRUG_BRANDS).flat().map(fold),
]);

export function isBuiltInTerm(term: string): boolean {
  return BUILT_IN_FOLDED.has(fold(term));
}
