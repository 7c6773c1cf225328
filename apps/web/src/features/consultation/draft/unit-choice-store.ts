/**
 * Whether this vet's consultations are personal or for a unit, remembered on this device as the default
 * for the next one. Per user: another vet signing in here has their own. '' means personal.
 * A unit id only, which says nothing about any patient or tutor.
 */
const keyOf = (userId: string) => `vetvoz:unidade-da-consulta:${userId}`;

export function savedUnitChoice(userId: string | undefined): string {
  if (!userId) return '';
  try {
    return window.localStorage.getItem(keyOf(userId)) ?? '';
  } catch {
    return '';
  }
}

export function saveUnitChoice(userId: string | undefined, unitId: string): void {
  if (!userId) return;
  try {
    if (unitId) window.localStorage.setItem(keyOf(userId), unitId);
    else window.localStorage.removeItem(keyOf(userId));
  } catch {
    // Private mode: the choice simply isn't remembered.
  }
}

/** The remembered unit when the vet is still an active member of it; personal otherwise (left, removed). */
export function effectiveUnitChoice(saved: string, units: readonly { id: string }[]): string {
  return saved && units.some((unit) => unit.id === saved) ? saved : '';
}
