export * from './auth.ts';
export * from './site.ts';
