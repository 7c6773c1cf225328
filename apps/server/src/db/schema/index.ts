export * from './auth.ts';
export * from './consultations.ts';
export * from './site.ts';
export * from './prompts.ts';
export * from './documents.ts';
