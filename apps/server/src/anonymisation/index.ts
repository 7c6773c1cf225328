/**
 * The anonymisation capability's entry point: what the rest of the server uses from it (docs/architecture.md).
 * Files inside anonymisation/ import each other directly.
 */
export { type AnonymiseResult, anonymise, type ConsultationNames } from './anonymise.ts';
export { fold } from './fold.ts';
export { learnNameWords, nameWordHasher, redactNameWords } from './learnt-names.ts';
export { type ModelPassSetting, secondPass, shouldRunModelPass } from './model-pass.ts';
export { couldBePersonName } from './name-words.ts';
