/** Lower case without accents, for comparisons that must not care about "Cetamina" vs "cetâmina". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
