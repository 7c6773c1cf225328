/**
 * CNPJ: 12 base characters and 2 check digits (mod 11). Since July 2026 the Receita Federal also issues
 * alphanumeric CNPJs (IN RFB 2.229/2024): the base may hold letters, each character counting as its ASCII
 * code minus 48, so the same rule checks both kinds. All-equal characters are invalid by rule.
 */
export function isValidCnpj(value: string): boolean {
  const cnpj = normalizeCnpj(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || /^(.)\1{13}$/.test(cnpj)) return false;
  return completeCnpj(cnpj.slice(0, 12)) === cnpj;
}

/** As stored: upper case, without dots, slash, hyphen or spaces ("11.222.333/0001-81" → "11222333000181"). */
export function normalizeCnpj(value: string): string {
  return value.replace(/[\s./-]/g, '').toUpperCase();
}

/** Appends the two check digits to the 12 base characters of a CNPJ. */
export function completeCnpj(base: string): string {
  const values = [...normalizeCnpj(base).slice(0, 12)].map((char) => char.charCodeAt(0) - 48);
  for (const length of [12, 13]) {
    let sum = 0;
    // Weights 2 to 9 from the right, starting over after 9.
    for (let i = 0; i < length; i += 1) sum += (values[i] ?? 0) * (2 + ((length - 1 - i) % 8));
    const rest = sum % 11;
    values.push(rest < 2 ? 0 : 11 - rest);
  }
  return values.map((value, i) => (i < 12 ? String.fromCharCode(value + 48) : String(value))).join('');
}

export const CNPJ_MASK_MAX_LENGTH = 18;

/** Masks as the user types: 00.000.000/0000-00 (letters kept, in upper case, for alphanumeric CNPJs). */
export function maskCnpj(value: string): string {
  const c = value
    .replace(/[^0-9a-z]/gi, '')
    .toUpperCase()
    .slice(0, 14);
  if (c.length <= 2) return c;
  if (c.length <= 5) return `${c.slice(0, 2)}.${c.slice(2)}`;
  if (c.length <= 8) return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5)}`;
  if (c.length <= 12) return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8)}`;
  return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
}
