/** Removes accents and lower-cases, so "Conceição" matches "conceicao" in a transcript. */
export function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
