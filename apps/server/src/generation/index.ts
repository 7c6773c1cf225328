/**
 * The generation capability's entry point: what the rest of the server uses from it (docs/architecture.md).
 * Files inside generation/ import each other directly.
 */
export { GenerationError, generationMessageFor } from './errors.ts';
export { type GenerationPolicy, generateDocument, generateDocumentContent } from './generate-document.ts';
export { listInstalledTextProviders } from './installed-providers.ts';
export { createTextModelResolver } from './provider.ts';
export type { TextModelResolver } from './text-model.ts';
