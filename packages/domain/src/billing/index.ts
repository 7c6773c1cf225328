export * from './free-trial-rule.ts';
export * from './payment-link.ts';
export * from './quota.ts';
export * from './quota-messages.ts';
export * from './subscription.ts';
export * from './views.ts';
