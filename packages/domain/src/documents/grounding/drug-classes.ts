import { DRUG_GROUPS } from '../drug-names.ts';
import { foldText } from '../text-fold.ts';

/**
 * Drug classes a vet rules out in one word ("nada de anti-inflamatório", "sem corticoide"), by the folded,
 * hyphen-free word, each naming the groups of drug-names.ts it covers (by any of their names). From the
 * vocabulary's §3 headings. "Anti-inflamatório" alone means the AINEs: that is what vets mean by it (renal
 * patients, gastric ulcers), and a corticoid is often the alternative they then prescribe; corticoids are
 * ruled out by their own word.
 */
const CLASS_MEMBERS: Record<string, readonly string[]> = {
  aine: [
    'meloxicam',
    'carprofeno',
    'cetoprofeno',
    'firocoxibe',
    'robenacoxibe',
    'mavacoxibe',
    'fenilbutazona',
    'flunixina',
    'aspirina',
    'nimesulida',
    'piroxicam',
    'deracoxibe',
    'grapipranto',
  ],
  corticoide: [
    'prednisolona',
    'prednisona',
    'dexametasona',
    'metilprednisolona',
    'hidrocortisona',
    'triancinolona',
    'betametasona',
    'budesonida',
    'fludrocortisona',
  ],
  opioide: [
    'tramadol',
    'metadona',
    'morfina',
    'butorfanol',
    'buprenorfina',
    'fentanil',
    'alfentanil',
    'codeína',
  ],
  antibiotico: [
    'amoxicilina',
    'amoxicilina com clavulanato',
    'ampicilina',
    'penicilina',
    'cefalexina',
    'cefadroxila',
    'cefazolina',
    'ceftriaxona',
    'ceftiofur',
    'cefovecina',
    'enrofloxacino',
    'marbofloxacino',
    'ciprofloxacino',
    'doxiciclina',
    'oxitetraciclina',
    'tetraciclina',
    'azitromicina',
    'tilosina',
    'clindamicina',
    'lincomicina',
    'metronidazol',
    'sulfametoxazol + trimetoprima',
    'sulfadoxina + trimetoprima',
    'gentamicina',
    'amicacina',
    'neomicina',
    'florfenicol',
    'cloranfenicol',
    'vancomicina',
    'rifampicina',
    'tulatromicina',
  ],
  // Collies and other MDR1 breeds: the reason vets most often rule a drug out by class.
  avermectina: ['ivermectina', 'abamectina', 'doramectina', 'moxidectina', 'eprinomectina', 'selamectina'],
};

/** Spoken words (folded, hyphens removed, singular and plural) → class. */
const CLASS_WORDS: Record<string, keyof typeof CLASS_MEMBERS> = {
  antiinflamatorio: 'aine',
  antiinflamatorios: 'aine',
  aine: 'aine',
  aines: 'aine',
  corticoide: 'corticoide',
  corticoides: 'corticoide',
  corticosteroide: 'corticoide',
  corticosteroides: 'corticoide',
  corticoesteroide: 'corticoide',
  corticoesteroides: 'corticoide',
  cortisona: 'corticoide',
  opioide: 'opioide',
  opioides: 'opioide',
  opiaceo: 'opioide',
  opiaceos: 'opioide',
  antibiotico: 'antibiotico',
  antibioticos: 'antibiotico',
  avermectina: 'avermectina',
  avermectinas: 'avermectina',
};

const GROUP_BY_NAME = new Map(
  DRUG_GROUPS.flatMap((names, group) => names.map((name) => [foldText(name), group] as const)),
);

const CLASS_GROUPS = new Map(
  Object.entries(CLASS_MEMBERS).map(([name, members]) => [
    name,
    members.flatMap((member) => {
      const group = GROUP_BY_NAME.get(foldText(member));
      return group === undefined ? [] : [group];
    }),
  ]),
);

/** The drug groups a class word stands for, or undefined when the word names no class. */
export function classGroupsOf(foldedWord: string): readonly number[] | undefined {
  const name = CLASS_WORDS[foldedWord];
  return name === undefined ? undefined : CLASS_GROUPS.get(name);
}
