export * from './analytics.ts';
export * from './app-config.ts';
export * from './constants.ts';
export * from './current-user.ts';
export * from './errors.ts';
export * from './routes.ts';
export * from './site-info.ts';
