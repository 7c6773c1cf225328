import type { Species } from '../../consultation.ts';
import { foldWithMap } from './drugs.ts';

/**
 * Words that name a species, folded, by the species of the consultation's list they belong to. A model that
 * writes "felina" in a dog's anamnese has filled a gap with a guess: the species a document names must be
 * the patient's or one the consultation talked about ("tem dois gatos em casa").
 */
const SPECIES_WORDS: Record<string, Species> = {};
const add = (species: Species, words: string) => {
  for (const word of words.split(/\s+/).filter(Boolean)) SPECIES_WORDS[word] = species;
};
add('cao', 'cao caes cachorro cachorra cachorros cachorras cadela cadelas canino canina caninos caninas');
add('gato', 'gato gata gatos gatas gatinho gatinha felino felina felinos felinas');
add('equino', 'equino equina equinos cavalo cavalos egua eguas potro potra jumento jumenta muar mula burro');
add('bovino', 'bovino bovina bovinos vaca vacas boi bois bezerro bezerra novilha novilhas touro garrote');
add(
  'pequeno-ruminante',
  'ovino ovina ovinos ovelha ovelhas carneiro cordeiro caprino caprina caprinos cabra cabras bode cabrito',
);
add('suino', 'suino suina suinos porco porca porcos leitao leitoa leitoes');
add('ave', 'ave aves galinha galinhas calopsita papagaio periquito canario');

export interface SpeciesMention {
  species: Species;
  start: number;
  end: number;
}

export function findSpeciesMentions(text: string): SpeciesMention[] {
  const { folded, map } = foldWithMap(text);
  return [...folded.matchAll(/[a-z]+/g)].flatMap((m) => {
    const species = SPECIES_WORDS[m[0]];
    if (!species) return [];
    return [{ species, start: map[m.index] as number, end: map[m.index + m[0].length] as number }];
  });
}

/** The species the sources name (the patient block's species label among them). */
export function collectSpecies(texts: string[]): Set<Species> {
  return new Set(texts.flatMap((text) => findSpeciesMentions(text).map((m) => m.species)));
}
