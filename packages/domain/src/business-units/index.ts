export * from './create-unit.ts';
export * from './invitation-link.ts';
export * from './messages.ts';
export * from './permissions.ts';
export * from './roles.ts';
export * from './schemas.ts';
export * from './unit-quota.ts';
export * from './views.ts';
