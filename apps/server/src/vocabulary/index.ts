/**
 * The vocabulary capability's entry point: what the rest of the server uses from it (docs/architecture.md).
 * Files inside vocabulary/ import each other directly.
 */
export {
  type ConsultationVocabulary,
  consultationVocabularyColumn,
  loadConsultationVocabulary,
  parseConsultationVocabulary,
} from './consultation-vocabulary.ts';
export { learnFromEdit } from './learn-from-edit.ts';
export { applyCorrectionPairs } from './post-correct.ts';
export { vocabularyRoutes } from './routes.ts';
export { buildSpeechPrompt } from './speech-prompt.ts';
