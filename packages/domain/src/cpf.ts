/** CPF: 11 digits, two check digits (mod 11). All-equal digits (000…, 111…) are invalid by rule. */
export function isValidCpf(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  return completeCpf(digits.slice(0, 9)) === digits;
}

/** Appends the two check digits to the first nine digits of a CPF. */
export function completeCpf(firstNine: string): string {
  const numbers = [...firstNine.replace(/\D/g, '').slice(0, 9)].map(Number);
  for (const length of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < length; i += 1) sum += (numbers[i] ?? 0) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    numbers.push(rest === 10 ? 0 : rest);
  }
  return numbers.join('');
}

export const CPF_MASK_MAX_LENGTH = 14;
export const PHONE_MASK_MAX_LENGTH = 15;

/** Masks as the user types: 000.000.000-00. */
export function maskCpf(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`;
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** Masks a Brazilian phone as the user types: (00) 0000-0000 for landlines, (00) 00000-0000 for mobiles. */
export function maskPhone(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  if (d.length <= 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}
