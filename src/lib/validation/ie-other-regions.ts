/** Inscrição Estadual check digits (SINTEGRA) of BA, GO, DF, PE, CE, MT, MS, PA and AM. Input: digits only. */
import { descending, mod11, simpleMod11, toDigits, weightedSum } from './ie-math';

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

/** GO: 9 digits starting 10, 11, 15 or 20–29; remainder 1 gives 1 for 10103105..10119997, else 0. */
export function isValidIeGo(ie: string): boolean {
  if (!/^(1[015]|2\d)\d{7}$/.test(ie)) return false;
  const digits = toDigits(ie);
  const base = Number(ie.slice(0, 8));
  const rest = weightedSum(digits.slice(0, 8), descending(9)) % 11;
  if (base === 11094402) return digits[8] === 0 || digits[8] === 1;
  let dv = 11 - rest;
  if (rest === 0) dv = 0;
  if (rest === 1) dv = base >= 10103105 && base <= 10119997 ? 1 : 0;
  return digits[8] === dv;
}

/** DF: 13 digits starting 07 or 08, two check digits (weights 4,3,2,9..2 then 5,4,3,2,9..2). */
export function isValidIeDf(ie: string): boolean {
  if (!/^0[78]\d{11}$/.test(ie)) return false;
  const digits = toDigits(ie);
  const dv1 = mod11(weightedSum(digits.slice(0, 11), [4, 3, 2, ...descending(9)]));
  const dv2 = mod11(weightedSum([...digits.slice(0, 11), dv1], [5, 4, 3, 2, ...descending(9)]));
  return digits[11] === dv1 && digits[12] === dv2;
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

/** CE: 9 digits, weights 9..2. */
export function isValidIeCe(ie: string): boolean {
  return simpleMod11(ie, 9);
}

/** MT: 11 digits (shorter numbers are left-padded with zeros), weights 3,2,9..2. */
export function isValidIeMt(ie: string): boolean {
  if (!/^\d{1,11}$/.test(ie)) return false;
  const digits = toDigits(ie.padStart(11, '0'));
  return digits[10] === mod11(weightedSum(digits.slice(0, 10), [3, 2, ...descending(9)]));
}

/** MS: 9 digits starting 28 or 50, weights 9..2. */
export function isValidIeMs(ie: string): boolean {
  return /^(28|50)/.test(ie) && simpleMod11(ie, 9);
}

/** PA: 9 digits starting 15, weights 9..2. */
export function isValidIePa(ie: string): boolean {
  return ie.startsWith('15') && simpleMod11(ie, 9);
}

/** AM: 9 digits, weights 9..2; a sum below 11 gives 11 − sum. */
export function isValidIeAm(ie: string): boolean {
  if (!/^\d{9}$/.test(ie)) return false;
  const digits = toDigits(ie);
  const sum = weightedSum(digits.slice(0, 8), descending(9));
  return digits[8] === (sum < 11 ? 11 - sum : mod11(sum));
}
