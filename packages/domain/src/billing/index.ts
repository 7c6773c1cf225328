export * from './quota.ts';
export * from './subscription.ts';
