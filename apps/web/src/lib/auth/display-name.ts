import type { CurrentUser } from '@vetvoz/domain';

/** Courtesy titles that aren't a first name ("Dra. Helena Prado" is greeted as "Helena"). */
const TITLES = new Set(['dr', 'dr.', 'dra', 'dra.', 'prof', 'prof.', 'profa', 'profa.', 'med.', 'vet.']);

/** The name to show, or the e-mail when the account has no name. */
export function displayNameOf(user: Pick<CurrentUser, 'name' | 'email'>): string {
  return user.name.trim() || user.email;
}

/** The first name for compact places (header), falling back to the e-mail's local part. */
export function firstNameOf(user: Pick<CurrentUser, 'name' | 'email'>): string {
  const words = user.name.trim().split(/\s+/).filter(Boolean);
  const first = words.find((word) => !TITLES.has(word.toLocaleLowerCase('pt-BR')));
  return first ?? words[0] ?? user.email.split('@')[0] ?? user.email;
}
