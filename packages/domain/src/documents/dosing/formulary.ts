import type { Species } from '../../consultation.ts';
import { foldText } from '../text-fold.ts';
import { CONTRAINDICATIONS } from './contraindications.ts';
import { ANALGESIC_DRUGS } from './formulary-analgesics.ts';
import { ANTIMICROBIAL_DRUGS } from './formulary-antimicrobials.ts';
import { ANTIPARASITIC_DRUGS } from './formulary-antiparasitics.ts';
import { NEURO_GI_DRUGS } from './formulary-neuro-gi.ts';
import { OTHER_DRUGS } from './formulary-other.ts';
import type { Contraindication, FormularyDrug } from './formulary-types.ts';

/**
 * The dose formulary, versioned as data: bump the version and the date when a row changes, so a flag can
 * be traced to the table that raised it (docs/decisions/037-dose-check-formulary.md).
 */
export const FORMULARY_VERSION = '2026-11-26.2';

export const FORMULARY: readonly FormularyDrug[] = [
  ...ANALGESIC_DRUGS,
  ...ANTIMICROBIAL_DRUGS,
  ...NEURO_GI_DRUGS,
  ...ANTIPARASITIC_DRUGS,
  ...OTHER_DRUGS,
];

interface NameEntry {
  words: string[];
  drug: FormularyDrug | null;
  ingredient: string;
}

const words = (text: string) =>
  foldText(text)
    .split(/[^a-z0-9-]+/)
    .filter(Boolean);

// Every name (ingredient, alias, brand, and contraindicated ingredients outside the table), longest first so
// "amoxicilina com clavulanato" wins over "amoxicilina".
const NAMES: NameEntry[] = [
  ...FORMULARY.flatMap((drug) =>
    [drug.ingredient, ...drug.aliases, ...drug.brands].map((name) => ({
      words: words(name),
      drug,
      ingredient: drug.ingredient,
    })),
  ),
  ...CONTRAINDICATIONS.filter((c) => !FORMULARY.some((drug) => drug.ingredient === c.ingredient)).map(
    (c) => ({ words: words(c.ingredient), drug: null, ingredient: c.ingredient }),
  ),
].sort((a, b) => b.words.length - a.words.length);

function containsRun(haystack: string[], needle: string[]): boolean {
  if (needle.length === 0) return false;
  for (let i = 0; i + needle.length <= haystack.length; i += 1) {
    if (needle.every((word, j) => haystack[i + j] === word)) return true;
  }
  return false;
}

/** What a receita's product field names: a formulary drug, or only an ingredient with contraindications. */
export function findFormularyDrug(
  product: string,
): { drug: FormularyDrug | null; ingredient: string } | null {
  const said = words(product.replace(/\+/g, ' + '));
  const found = NAMES.find((entry) => containsRun(said, entry.words));
  return found ? { drug: found.drug, ingredient: found.ingredient } : null;
}

/** The contraindications of an ingredient in a species; a breed-bound one only when the breed is one of them. */
export function contraindicationsFor(
  ingredient: string,
  species: Species,
  breed: string | undefined,
): Contraindication[] {
  const breedWords = words(breed ?? '');
  return CONTRAINDICATIONS.filter(
    (c) =>
      c.ingredient === ingredient &&
      c.species === species &&
      (!c.breeds || c.breeds.some((b) => containsRun(breedWords, words(b)))),
  );
}
