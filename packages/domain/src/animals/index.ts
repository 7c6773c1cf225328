export { drugKeysOf, findDrugMentions } from '../documents/grounding/drugs.ts';
export * from './animal-references.ts';
export * from './attribute-animals.ts';
export * from './cross-animal-flags.ts';
export * from './split-schemas.ts';
