export { checkReceitaDoses, type DosePatient } from './check-doses.ts';
export { FORMULARY, FORMULARY_VERSION, findFormularyDrug } from './formulary.ts';
export { FORMULARY_SOURCES } from './formulary-sources.ts';
export type { FormularyDrug, FormularyRow } from './formulary-types.ts';
export { knownWeight } from './patient-weight.ts';
