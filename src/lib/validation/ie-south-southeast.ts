/** Inscrição Estadual check digits (SINTEGRA) of SP, MG, RJ, ES, PR, RS and SC. Input: digits only (SP rural may start with P). */
import { mod11, simpleMod11, toDigits, weightedSum } from './ie-math';

/** SP: 12 digits, 9th and 12th are check digits (remainder mod 11, its last digit). Rural producer: P + 12 digits, 9th checked. */
export function isValidIeSp(ie: string): boolean {
  const rural = /^P\d{12}$/.test(ie);
  if (!rural && !/^\d{12}$/.test(ie)) return false;
  const digits = toDigits(rural ? ie.slice(1) : ie);
  const dv1 = (weightedSum(digits.slice(0, 8), [1, 3, 4, 5, 6, 7, 8, 10]) % 11) % 10;
  if (digits[8] !== dv1) return false;
  if (rural) return true;
  const dv2 = (weightedSum(digits.slice(0, 11), [3, 2, 10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11) % 10;
  return digits[11] === dv2;
}

/** MG: 13 digits; dv1 inserts a 0 after the municipality code and sums the digits of the 1,2,1,2… products. */
export function isValidIeMg(ie: string): boolean {
  if (!/^\d{13}$/.test(ie)) return false;
  const digits = toDigits(ie);
  const padded = toDigits(`${ie.slice(0, 3)}0${ie.slice(3, 11)}`);
  const products = padded.map((digit, i) => String(digit * (i % 2 === 0 ? 1 : 2))).join('');
  const sum = toDigits(products).reduce((acc, digit) => acc + digit, 0);
  const dv1 = (10 - (sum % 10)) % 10;
  const dv2 = mod11(weightedSum([...digits.slice(0, 11), dv1], [3, 2, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]));
  return digits[11] === dv1 && digits[12] === dv2;
}

/** RJ: 8 digits, weights 2,7,6,5,4,3,2. */
export function isValidIeRj(ie: string): boolean {
  if (!/^\d{8}$/.test(ie)) return false;
  const digits = toDigits(ie);
  return digits[7] === mod11(weightedSum(digits.slice(0, 7), [2, 7, 6, 5, 4, 3, 2]));
}

/** ES: 9 digits, weights 9..2. */
export function isValidIeEs(ie: string): boolean {
  return simpleMod11(ie, 9);
}

/** PR: 10 digits, two check digits (weights 3,2,7..2 then 4,3,2,7..2). */
export function isValidIePr(ie: string): boolean {
  if (!/^\d{10}$/.test(ie)) return false;
  const digits = toDigits(ie);
  const dv1 = mod11(weightedSum(digits.slice(0, 8), [3, 2, 7, 6, 5, 4, 3, 2]));
  const dv2 = mod11(weightedSum(digits.slice(0, 9), [4, 3, 2, 7, 6, 5, 4, 3, 2]));
  return digits[8] === dv1 && digits[9] === dv2;
}

/** RS: 10 digits, weights 2,9,8..2. */
export function isValidIeRs(ie: string): boolean {
  if (!/^\d{10}$/.test(ie)) return false;
  const digits = toDigits(ie);
  return digits[9] === mod11(weightedSum(digits.slice(0, 9), [2, 9, 8, 7, 6, 5, 4, 3, 2]));
}

/** SC: 9 digits, weights 9..2. */
export function isValidIeSc(ie: string): boolean {
  return simpleMod11(ie, 9);
}
