import type { Contraindication } from './formulary-types.ts';

/** Dogs that often carry the MDR1 (ABCB1) deletion: herding breeds and their crosses (folded words). */
export const MDR1_BREEDS: readonly string[] = [
  'collie',
  'border collie',
  'pastor de shetland',
  'shetland',
  'sheltie',
  'pastor australiano',
  'australian shepherd',
  'old english sheepdog',
  'bobtail',
  'pastor branco suico',
  'whippet de pelo longo',
  'silken windhound',
];

/** Ingredients that must not be given to a species (or breed group), with the fact and where it is read. */
export const CONTRAINDICATIONS: readonly Contraindication[] = [
  {
    ingredient: 'paracetamol',
    species: 'gato',
    reason:
      'gatos quase não conjugam o paracetamol (glicuronidação deficiente): metemoglobinemia e lesão hepática em doses pequenas',
    source: 'allen2003',
  },
  {
    ingredient: 'permetrina',
    species: 'gato',
    reason: 'produtos de permetrina para cães causam tremores, convulsões e morte em gatos',
    source: 'boland2010',
  },
  {
    ingredient: 'ivermectina',
    species: 'cao',
    breeds: MDR1_BREEDS,
    aboveMgPerKg: 0.012,
    reason:
      'raças com a mutação MDR1 (collie, pastor de shetland, pastor australiano…) têm neurotoxicidade com doses acima da preventiva de dirofilariose; faça o teste MDR1 ou escolha outro fármaco',
    source: 'mealey2001',
  },
  {
    ingredient: 'loperamida',
    species: 'cao',
    breeds: MDR1_BREEDS,
    reason:
      'em cães com a mutação MDR1 a loperamida atravessa a barreira hematoencefálica e causa depressão neurológica',
    source: 'sartor2004',
  },
  {
    ingredient: 'brometo de potássio',
    species: 'gato',
    reason: 'em gatos o brometo causa doença pulmonar (pneumonite) em parte dos tratados',
    source: 'boothe2002',
  },
  {
    ingredient: 'amitraz',
    species: 'gato',
    reason: 'o amitraz não é indicado para gatos (sedação, bradicardia, hiperglicemia)',
    source: 'plumb10',
  },
  {
    ingredient: 'amitraz',
    species: 'equino',
    reason: 'em equinos o amitraz reduz a motilidade intestinal e pode causar cólica',
    source: 'plumb10',
  },
];
