export * from './auth.ts';
export * from './billing.ts';
export * from './business-units.ts';
export * from './consultations.ts';
export * from './documents.ts';
export * from './notifications.ts';
export * from './prompts.ts';
export * from './site.ts';
