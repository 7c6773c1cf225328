import { attributeTranscript, crossAnimalFlags, drugKeysOf, findDrugMentions } from '@vetvoz/domain';
import { MULTI_ANIMAL_HELD_OUT } from './fixtures/multi-animal-held-out.ts';
import { MULTI_ANIMAL_VISITS, type MultiAnimalVisit } from './fixtures/multi-animal-visits.ts';
import { MORE_MULTI_ANIMAL_VISITS } from './fixtures/multi-animal-visits-more.ts';

export const ANIMAL_VISITS: readonly MultiAnimalVisit[] = [
  ...MULTI_ANIMAL_VISITS,
  ...MORE_MULTI_ANIMAL_VISITS,
];
export const ANIMAL_HELD_OUT_VISITS = MULTI_ANIMAL_HELD_OUT;

export interface AnimalFigures {
  visits: number;
  /** Drugs of the set (one per visit and drug), and those the drug vocabulary recognises. */
  drugs: number;
  recognised: number;
  /** Recognised drugs whose attribution names an animal the drug was not said about ÷ recognised drugs. */
  wrongAnimalRate: number;
  wrongAnimal: number;
  /** Recognised drugs whose attribution leaves out an animal it was said about. */
  missedAnimal: number;
  /** Documents with another animal's drug or dose planted, warned on that field ÷ such documents. */
  warningRecall: number;
  planted: number;
  caught: number;
  /** Faithful per-animal receitas with a cross-animal warning ÷ faithful receitas. */
  falseWarningRate: number;
  faithful: number;
  falseWarnings: number;
  misses: string[];
}

const keysOf = (drug: string) => findDrugMentions(drug).flatMap((m) => drugKeysOf(m.ref));

function receita(items: { farmaco: string; dose?: string }[]) {
  return { itens: items.map((item) => ({ farmaco: item.farmaco, dose: item.dose ?? '' })) };
}

/** Drug attribution and the cross-animal warning on the visits with several animals (docs/quality.md). */
export function measureAnimals(visits: readonly MultiAnimalVisit[] = ANIMAL_VISITS): AnimalFigures {
  let drugs = 0;
  let recognised = 0;
  let wrongAnimal = 0;
  let missedAnimal = 0;
  let planted = 0;
  let caught = 0;
  let faithful = 0;
  let falseWarnings = 0;
  const misses: string[] = [];
  for (const visit of visits) {
    const names = visit.patients.map((p) => p.name);
    const attribution = attributeTranscript(visit.transcript, visit.patients);
    const flagsFor = (animalIndex: number, content: unknown) =>
      crossAnimalFlags({
        content,
        transcript: visit.transcript,
        animals: visit.patients,
        animalIndex,
        attribution,
      });
    for (const expected of visit.drugs) {
      drugs += 1;
      const keys = keysOf(expected.drug);
      if (keys.length === 0) continue;
      recognised += 1;
      const said = attribution.drugs.filter((d) => d.keys.some((k) => keys.includes(k)));
      const got = new Set(said.flatMap((d) => d.animals.map((i) => names[i])));
      const wrong = [...got].filter((name) => name && !expected.animals.includes(name));
      const missed = expected.animals.filter((name) => !got.has(name));
      if (wrong.length > 0) wrongAnimal += 1;
      if (missed.length > 0) missedAnimal += 1;
      if (wrong.length + missed.length > 0)
        misses.push(`${visit.id}: ${expected.drug} → ${[...got].join(', ') || 'nenhum'}`);
      // Planted: this drug in the document of each animal it was not said about.
      names.forEach((name, index) => {
        if (expected.animals.includes(name)) return;
        planted += 1;
        const flags = flagsFor(index, receita([{ farmaco: expected.drug }]));
        if (flags.some((f) => f.path === 'itens.0.farmaco')) caught += 1;
        else misses.push(`${visit.id}: ${expected.drug} na receita de ${name} sem aviso`);
      });
    }
    for (const dose of visit.doses ?? []) {
      names.forEach((name, index) => {
        if (name === dose.animal) return;
        planted += 1;
        const flags = flagsFor(index, receita([{ farmaco: dose.drug, dose: dose.dose }]));
        if (flags.some((f) => f.path === 'itens.0.dose')) caught += 1;
        else misses.push(`${visit.id}: ${dose.dose} de ${dose.animal} na receita de ${name} sem aviso`);
      });
    }
    // Faithful: each animal's receita holds its own drugs, with its own doses.
    names.forEach((name, index) => {
      const items = visit.drugs
        .filter((d) => d.animals.includes(name))
        .map((d) => ({
          farmaco: d.drug,
          dose: visit.doses?.find((x) => x.drug === d.drug && x.animal === name)?.dose,
        }));
      if (items.length === 0) return;
      faithful += 1;
      const flags = flagsFor(index, receita(items));
      if (flags.length > 0) {
        falseWarnings += 1;
        misses.push(`${visit.id}: receita fiel de ${name} avisada (${flags.map((f) => f.value).join(', ')})`);
      }
    });
  }
  return {
    visits: visits.length,
    drugs,
    recognised,
    wrongAnimal,
    wrongAnimalRate: recognised === 0 ? 0 : wrongAnimal / recognised,
    missedAnimal,
    planted,
    caught,
    warningRecall: planted === 0 ? 0 : caught / planted,
    faithful,
    falseWarnings,
    falseWarningRate: faithful === 0 ? 0 : falseWarnings / faithful,
    misses,
  };
}
