/**
 * docs/product-rules.md §8's texts for business units, exact. They are English because the spec fixes them: the first is
 * only ever logged; the others are the server's `message` for the caller, and the screens show the pt-BR
 * words of `BUSINESS_UNIT_ERROR_TEXTS` next to them (the vet reads Portuguese, support greps English).
 */
export const BUSINESS_UNIT_ERRORS = {
  /** Internal, for logs: create-unit called without its required data. */
  missingCreateParameters: 'Missing required parameters: name, ownerID, or ownerEmail',
  createFailed: 'Failed to create business unit',
  addMemberFailed: 'Failed to add business unit member',
  updateMemberFailed: 'Failed to update business unit member',
  removeMemberFailed: 'Failed to remove business unit member',
} as const;

export type BusinessUnitFailure = Exclude<keyof typeof BUSINESS_UNIT_ERRORS, 'missingCreateParameters'>;

/** What the screens say about each failure, in the vet's language. */
export const BUSINESS_UNIT_ERROR_TEXTS: Record<BusinessUnitFailure, string> = {
  createFailed: 'Não foi possível criar a unidade. Confira o nome e tente de novo.',
  addMemberFailed: 'Não foi possível convidar esta pessoa para a unidade. Tente de novo em instantes.',
  updateMemberFailed: 'Não foi possível alterar o papel desta pessoa na unidade. Tente de novo em instantes.',
  removeMemberFailed: 'Não foi possível remover esta pessoa da unidade. Tente de novo em instantes.',
};

/** The failure whose spec message the server answered, so the screen can put its pt-BR words beside it. */
export function businessUnitFailureOf(serverMessage: string): BusinessUnitFailure | null {
  for (const key of Object.keys(BUSINESS_UNIT_ERROR_TEXTS) as BusinessUnitFailure[]) {
    if (BUSINESS_UNIT_ERRORS[key] === serverMessage) return key;
  }
  return null;
}
