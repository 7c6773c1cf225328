/**
 * The speakers capability's entry point: who said each paragraph (docs/architecture.md). Pure rules and one
 * model call; consultations/ stores the labels, so this capability imports no consultation code.
 */
export { alignLabels } from './align-labels.ts';
export { inferSpeakers } from './infer-speakers.ts';
export { mapVendorSpeakers } from './map-vendor-speakers.ts';
export { ruleRole, scoreRole } from './role-cues.ts';
