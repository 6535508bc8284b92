/** Inscrição Estadual check digits (SINTEGRA) of AC, AM, AP, PA, RO, RR and TO. Input: digits only. */
import { cyclic, descending, mod11, simpleMod11, toDigits, weightedSum } from './ie-math';

/** AC: 13 digits starting 01, two check digits (weights 4,3,2,9..2 then 5,4,3,2,9..2). */
export function isValidIeAc(ie: string): boolean {
  if (!/^01\d{11}$/.test(ie)) return false;
  const digits = toDigits(ie);
  const dv1 = mod11(weightedSum(digits.slice(0, 11), cyclic(4, 11)));
  const dv2 = mod11(weightedSum([...digits.slice(0, 11), dv1], cyclic(5, 12)));
  return digits[11] === dv1 && digits[12] === dv2;
}

/** AM: 9 digits, weights 9..2; a sum below 11 gives 11 − sum. */
export function isValidIeAm(ie: string): boolean {
  if (!/^\d{9}$/.test(ie)) return false;
  const digits = toDigits(ie);
  const sum = weightedSum(digits.slice(0, 8), descending(9));
  return digits[8] === (sum < 11 ? 11 - sum : mod11(sum));
}

/**
 * AP: 9 digits starting 03, weights 9..2 plus a constant p; 11 − remainder, 10 → 0 and 11 → d. For the
 * first eight digits 03000001..03017000 p = 5, d = 0; 03017001..03019022 p = 9, d = 1; above p = d = 0.
 */
export function isValidIeAp(ie: string): boolean {
  if (!/^03\d{7}$/.test(ie)) return false;
  const digits = toDigits(ie);
  const base = Number(ie.slice(0, 8));
  const [p, d] =
    base >= 3000001 && base <= 3017000 ? [5, 0] : base >= 3017001 && base <= 3019022 ? [9, 1] : [0, 0];
  const dv = 11 - ((p + weightedSum(digits.slice(0, 8), descending(9))) % 11);
  return digits[8] === (dv === 10 ? 0 : dv === 11 ? d : dv);
}

/** PA: 9 digits starting 15, weights 9..2. */
export function isValidIePa(ie: string): boolean {
  return ie.startsWith('15') && simpleMod11(ie, 9);
}

/** RO's check digit: 11 − (sum mod 11), 10 → 0 and 11 → 1. */
function roCheckDigit(sum: number): number {
  const dv = 11 - (sum % 11);
  return dv > 9 ? dv - 10 : dv;
}

/**
 * RO: 14 digits since 08/2000 (weights 6..2,9..2 over the first 13); the former 9-digit number is a
 * 3-digit municipality code, 5 digits and the check digit (weights 6..2 over the 5).
 */
export function isValidIeRo(ie: string): boolean {
  const digits = toDigits(ie);
  if (/^\d{14}$/.test(ie))
    return digits[13] === roCheckDigit(weightedSum(digits.slice(0, 13), cyclic(6, 13)));
  if (!/^\d{9}$/.test(ie)) return false;
  return digits[8] === roCheckDigit(weightedSum(digits.slice(3, 8), descending(6)));
}

/** RR: 9 digits starting 24, weights 1..8, the check digit is sum mod 9. */
export function isValidIeRr(ie: string): boolean {
  if (!/^24\d{7}$/.test(ie)) return false;
  const digits = toDigits(ie);
  return digits[8] === weightedSum(digits.slice(0, 8), [1, 2, 3, 4, 5, 6, 7, 8]) % 9;
}

/**
 * TO: 9 digits (weights 9..2), or the former 11 digits whose 3rd and 4th are the kind of taxpayer
 * (01, 02, 03 or 99) and are left out of the check digit.
 */
export function isValidIeTo(ie: string): boolean {
  if (/^\d{2}(01|02|03|99)\d{7}$/.test(ie)) return simpleMod11(ie.slice(0, 2) + ie.slice(4), 9);
  return simpleMod11(ie, 9);
}
