/** Inscrição Estadual check digits (SINTEGRA) of DF, GO, MS and MT. Input: digits only. */
import { cyclic, descending, mod11, simpleMod11, toDigits, weightedSum } from './ie-math';

/** DF: 13 digits starting 07 or 08, two check digits (weights 4,3,2,9..2 then 5,4,3,2,9..2). */
export function isValidIeDf(ie: string): boolean {
  if (!/^0[78]\d{11}$/.test(ie)) return false;
  const digits = toDigits(ie);
  const dv1 = mod11(weightedSum(digits.slice(0, 11), cyclic(4, 11)));
  const dv2 = mod11(weightedSum([...digits.slice(0, 11), dv1], cyclic(5, 12)));
  return digits[11] === dv1 && digits[12] === dv2;
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

/** MS: 9 digits starting 28 or 50, weights 9..2. */
export function isValidIeMs(ie: string): boolean {
  return /^(28|50)/.test(ie) && simpleMod11(ie, 9);
}

/** MT: 11 digits (shorter numbers are left-padded with zeros), weights 3,2,9..2. */
export function isValidIeMt(ie: string): boolean {
  if (!/^\d{1,11}$/.test(ie)) return false;
  const digits = toDigits(ie.padStart(11, '0'));
  return digits[10] === mod11(weightedSum(digits.slice(0, 10), [3, 2, ...descending(9)]));
}
