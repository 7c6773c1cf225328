export * from './client-reference.ts';
export * from './free-trial-rule.ts';
export * from './quota.ts';
export * from './quota-messages.ts';
export * from './subscription.ts';
export * from './views.ts';
