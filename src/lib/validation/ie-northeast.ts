/** Inscrição Estadual check digits (SINTEGRA) of AL, BA, CE, MA, PB, PE, PI, RN and SE. Input: digits only. */
import { descending, mod11, simpleMod11, toDigits, weightedSum } from './ie-math';

/** AL: 9 digits starting 24, weights 9..2 (SINTEGRA: sum × 10 mod 11, 10 → 0, the same digit). */
export function isValidIeAl(ie: string): boolean {
  return ie.startsWith('24') && simpleMod11(ie, 9);
}

/** BA: 8 or 9 digits; the last two are check digits, the last computed first; mod 10 or mod 11 by the leading digit. */
export function isValidIeBa(ie: string): boolean {
  if (!/^\d{8,9}$/.test(ie)) return false;
  const digits = toDigits(ie);
  const lead = ie.length === 8 ? digits[0] : digits[1];
  const useMod11 = lead === 6 || lead === 7 || lead === 9;
  const check = (sum: number): number => (useMod11 ? mod11(sum) : (10 - (sum % 10)) % 10);
  const base = digits.slice(0, ie.length - 2);
  const dv2 = check(weightedSum(base, descending(base.length + 1)));
  const dv1 = check(weightedSum([...base, dv2], descending(base.length + 2)));
  return digits[ie.length - 2] === dv1 && digits[ie.length - 1] === dv2;
}

/** CE: 9 digits, weights 9..2. */
export function isValidIeCe(ie: string): boolean {
  return simpleMod11(ie, 9);
}

/** MA: 9 digits starting 12, weights 9..2. */
export function isValidIeMa(ie: string): boolean {
  return ie.startsWith('12') && simpleMod11(ie, 9);
}

/** PB: 9 digits, weights 9..2. */
export function isValidIePb(ie: string): boolean {
  return simpleMod11(ie, 9);
}

/** PE: 9 digits (e-Fisco, two check digits) or the former 14-digit CACEPE number (one check digit). */
export function isValidIePe(ie: string): boolean {
  const digits = toDigits(ie);
  if (/^\d{14}$/.test(ie)) {
    const dv = 11 - (weightedSum(digits.slice(0, 13), [5, 4, 3, 2, 1, 9, 8, 7, 6, 5, 4, 3, 2]) % 11);
    return digits[13] === (dv > 9 ? dv - 10 : dv);
  }
  if (!/^\d{9}$/.test(ie)) return false;
  const dv1 = mod11(weightedSum(digits.slice(0, 7), descending(8)));
  const dv2 = mod11(weightedSum([...digits.slice(0, 7), dv1], descending(9)));
  return digits[7] === dv1 && digits[8] === dv2;
}

/** PI: 9 digits, weights 9..2. */
export function isValidIePi(ie: string): boolean {
  return simpleMod11(ie, 9);
}

/**
 * RN: 9 digits (weights 9..2) or 10 digits (weights 10..2) starting 20 (SINTEGRA: sum × 10 mod 11,
 * 10 → 0, the same digit as 11 − remainder with 10 and 11 → 0).
 */
export function isValidIeRn(ie: string): boolean {
  return /^20\d{7,8}$/.test(ie) && simpleMod11(ie, ie.length);
}

/** SE: 9 digits, weights 9..2. */
export function isValidIeSe(ie: string): boolean {
  return simpleMod11(ie, 9);
}
