import { z } from 'zod';
import { multiLineText } from '../text.ts';

/**
 * Building blocks of the document content schemas. Every field has a default (null, [] or an object of
 * nulls), so an answer that leaves a field out still parses: the model is told to leave unknowns empty
 * rather than guess (docs/ai-providers.md), and a field it omits is as empty as one it sets to null. The same schemas
 * validate the vet's edits, hence the limits and the refusal of control characters and bidi overrides.
 */
export const MAX_FIELD_CHARS = 4000;
/** A dose, a route, a batch number, a date: a line, not a paragraph. */
export const MAX_SHORT_FIELD_CHARS = 200;
/** A sentence or two: the chief complaint, one habit, an instruction. */
export const MAX_MEDIUM_FIELD_CHARS = 1000;
/** One item of a list (a differential, a care instruction). */
export const MAX_LIST_ITEM_CHARS = 400;
export const MAX_LIST_ITEMS = 40;
/** Products on a receita, vaccines on an atestado: far more than any visit prescribes or applies. */
export const MAX_PRODUCT_ITEMS = 20;

const tooLong = (max: number) => `Texto longo demais (máximo de ${max} caracteres).`;
const tooMany = (max: number) => `Itens demais (máximo de ${max}).`;

/** Free text; null when the consultation did not say it. */
export const textField = (description: string, maxChars = MAX_FIELD_CHARS) =>
  multiLineText().max(maxChars, tooLong(maxChars)).nullable().default(null).describe(description);

/** A short value (dose, route, date, batch); null when the consultation did not say it. */
export const shortTextField = (description: string) => textField(description, MAX_SHORT_FIELD_CHARS);

/** A sentence or two; null when the consultation did not say it. */
export const mediumTextField = (description: string) => textField(description, MAX_MEDIUM_FIELD_CHARS);

/** A list of short texts; empty when nothing was said. */
export const textList = (description: string) =>
  z
    .array(multiLineText().max(MAX_LIST_ITEM_CHARS, tooLong(MAX_LIST_ITEM_CHARS)))
    .max(MAX_LIST_ITEMS, tooMany(MAX_LIST_ITEMS))
    .default([])
    .describe(description);

/** A list of objects; empty when nothing was said. */
export const objectList = <T extends z.ZodObject>(item: T, description: string, maxItems = MAX_LIST_ITEMS) =>
  z.array(item).max(maxItems, tooMany(maxItems)).default([]).describe(description);

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
    pelagem: shortTextField('Cor e tipo de pelagem (ou plumagem) do animal, se dito na consulta.'),
    sinaisParticulares: mediumTextField('Marcas, cicatrizes ou sinais particulares do animal, se ditos.'),
    microchip: shortTextField(
      'Número do microchip, tatuagem, brinco ou registro genealógico, exatamente como dito. Vazio se não dito.',
    ),
  },
  'Identificação complementar do animal, só com o que foi dito na consulta.',
);
