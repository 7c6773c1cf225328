import { foldText } from '../text-fold.ts';
import { type DrugSources, type findDrugMentions, nearWordIn } from './drugs.ts';

// Words of a product field that are not part of its name: salts, forms, connectors.
const PRODUCT_NOISE = new Set(
  [
    'com',
    'mais',
    'para',
    'uso',
    'sodica',
    'sodico',
    'potassica',
    'potassico',
    'potassio',
    'cloridrato',
    'sulfato',
    'citrato',
    'maleato',
    'acetato',
    'besilato',
    'fosfato',
    'succinato',
    'mesilato',
    'dipropionato',
    'aceponato',
    'pamoato',
    'butilbrometo',
    'hiclato',
    'benzoato',
    'cipionato',
    'acido',
    'comprimido',
    'comprimidos',
    'capsula',
    'capsulas',
    'suspensao',
    'solucao',
    'oral',
    'injetavel',
    'gotas',
    'pomada',
    'creme',
    'colirio',
    'xarope',
    'spray',
    'xampu',
    'shampoo',
    'pasta',
    'pipeta',
    'coleira',
    'palatavel',
    'mastigavel',
    'manipulado',
    'manipulada',
    'veterinario',
    'veterinaria',
    'humano',
    'humana',
    'generico',
    'vacina',
    'dose',
    'frasco',
    'topico',
    'topica',
    'otologico',
    'otologica',
    'oftalmico',
    'oftalmica',
    'caes',
    'gatos',
  ].map(foldText),
);

/** Fields whose whole value is a product name. */
export function isProductField(path: string): boolean {
  return /(^|\.)(farmaco|produto)$/.test(path);
}

/** Whether a product field's words, past the drug names already judged, were all said in the consultation. */
export function productWordsGrounded(
  text: string,
  drugs: ReturnType<typeof findDrugMentions>,
  sources: DrugSources,
): boolean {
  // Blank out the names the vocabulary already judged, then check what is left word by word.
  let rest = text;
  for (const mention of drugs) {
    rest = rest.slice(0, mention.start) + ' '.repeat(mention.end - mention.start) + rest.slice(mention.end);
  }
  const words = foldText(rest)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 4 && !/^\d/.test(word) && !PRODUCT_NOISE.has(word));
  return words.every((word) => nearWordIn(word, sources.words));
}
