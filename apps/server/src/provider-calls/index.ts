/**
 * The provider-calls capability's entry point: what the rest of the server uses from it (docs/architecture.md).
 * Files inside provider-calls/ import each other directly.
 */
export { deleteOldProviderCalls, flushProviderCalls, recordProviderCall } from './record-provider-call.ts';
