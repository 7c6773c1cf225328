import { z } from 'zod';

/** Animals one consultation may be about (a litter, a household's dogs and cats); the first is the main one. */
export const MAX_PATIENTS = 6;

/** Passages a split may hold: a sentence each at most, and a transcript holds at most 200,000 characters. */
export const MAX_SPLIT_PASSAGES = 2000;

const animalIndexes = z
  .array(
    z
      .number('Animal inválido.')
      .int('Animal inválido.')
      .min(0, 'Animal inválido.')
      .max(MAX_PATIENTS - 1, 'Animal inválido.'),
  )
  .max(MAX_PATIENTS, 'Animal inválido.');

/**
 * One run of the transcript and the animals it is about (indexes into the consultation's patients; none:
 * said of the visit as a whole, part of every animal's documents). `uncertain`: the rules and the text
 * model disagreed, or no animal was named in it — the vet should look at it first.
 */
export const animalSplitPassageSchema = z.object({
  text: z.string(),
  animals: z.array(z.number().int()),
  uncertain: z.boolean().optional(),
});
export type AnimalSplitPassage = z.infer<typeof animalSplitPassageSchema>;

/** A proposed or confirmed split of the transcript between the visit's animals. */
export const animalSplitViewSchema = z.object({
  passages: z.array(animalSplitPassageSchema),
  /** `rules` when the text model was not asked or failed; the split then rests on the rules alone. */
  source: z.enum(['rules', 'rules+model']),
  /** Null while proposed: documents are drafted per animal only once the vet confirms. */
  confirmedAt: z.string().nullable(),
});
export type AnimalSplitView = z.infer<typeof animalSplitViewSchema>;

/** PUT /api/consultations/:id/animal-split — the vet's answer: the animals of each proposed passage, in order. */
export const confirmAnimalSplitSchema = z.object({
  passages: z
    .array(animalIndexes, 'Divisão inválida.')
    .min(1, 'Divisão inválida.')
    .max(MAX_SPLIT_PASSAGES, 'Divisão inválida.'),
});
export type ConfirmAnimalSplitInput = z.input<typeof confirmAnimalSplitSchema>;

export const SPLIT_CHANGED_MESSAGE =
  'A transcrição ou os animais mudaram desde a divisão proposta. Proponha a divisão de novo.';
export const SPLIT_NEEDS_ANIMALS_MESSAGE = 'Adicione outro animal à consulta antes de dividir a transcrição.';
export const SPLIT_FAILED_MESSAGE =
  'Não foi possível dividir a transcrição entre os animais. Os documentos seguem para o animal principal.';
