/**
 * "Confirme seu e-mail" dismissed for this browser session: remembered in sessionStorage, per account,
 * so it stays away while the vet moves between pages and comes back in a new session (or for another
 * account). Only the account id is kept there, nothing about tutors or consultations.
 */
const KEY = 'vetvoz:aviso-confirmar-email-dispensado';

export function isConfirmEmailDismissed(userId: string): boolean {
  try {
    return window.sessionStorage.getItem(KEY) === userId;
  } catch {
    // Storage refused (private mode, policy): the bar simply shows again on the next page load.
    return false;
  }
}

export function dismissConfirmEmail(userId: string): void {
  try {
    window.sessionStorage.setItem(KEY, userId);
  } catch {
    // As above: dismissed for this page's life only.
  }
}
