import { z } from 'zod';
import { multiLineText } from '../text.ts';

/**
 * Building blocks of the document content schemas. Every field has a default (null, [] or an object of
 * nulls), so an answer that leaves a field out still parses: the model is told to leave unknowns empty
 * rather than guess (GUIDE §5), and a field it omits is as empty as one it sets to null. The same schemas
 * validate the vet's edits, hence the limits and the refusal of control characters and bidi overrides.
 */
export const MAX_FIELD_CHARS = 4000;
export const MAX_LIST_ITEMS = 40;

const tooLong = `Texto longo demais (máximo de ${MAX_FIELD_CHARS} caracteres).`;
const tooMany = `Itens demais (máximo de ${MAX_LIST_ITEMS}).`;

/** Free text; null when the consultation did not say it. */
export const textField = (description: string) =>
  multiLineText().max(MAX_FIELD_CHARS, tooLong).nullable().default(null).describe(description);

/** A list of short texts; empty when nothing was said. */
export const textList = (description: string) =>
  z
    .array(multiLineText().max(MAX_FIELD_CHARS, tooLong))
    .max(MAX_LIST_ITEMS, tooMany)
    .default([])
    .describe(description);

/** A list of objects; empty when nothing was said. */
export const objectList = <T extends z.ZodObject>(item: T, description: string) =>
  z.array(item).max(MAX_LIST_ITEMS, tooMany).default([]).describe(description);

/** Yes/no that the consultation must have stated; null when it did not. */
export const flagField = (description: string) => z.boolean().nullable().default(null).describe(description);

/** A group of fields; absent means every field in it is empty. */
export const fieldGroup = <T extends z.ZodRawShape>(shape: T, description: string) =>
  // `prefault` parses {} through the object, filling each field's default. Every field here has one, which
  // the generic signature cannot see, hence the cast.
  z
    .object(shape)
    .describe(description)
    .prefault({} as z.input<z.ZodObject<T>>);

/** Pelagem, marcas and microchip: part of the animal's identification on receitas and atestados. */
export const animalIdentificationSchema = fieldGroup(
  {
    pelagem: textField('Cor e tipo de pelagem (ou plumagem) do animal, se dito na consulta.'),
    sinaisParticulares: textField('Marcas, cicatrizes ou sinais particulares do animal, se ditos.'),
    microchip: textField(
      'Número do microchip, tatuagem, brinco ou registro genealógico, exatamente como dito. Vazio se não dito.',
    ),
  },
  'Identificação complementar do animal, só com o que foi dito na consulta.',
);
