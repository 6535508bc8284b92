/** Shared arithmetic of the Inscrição Estadual check digits (SINTEGRA). */

export function toDigits(value: string): number[] {
  return [...value].map(Number);
}

export function weightedSum(digits: readonly number[], weights: readonly number[]): number {
  return digits.reduce((acc, digit, i) => acc + digit * weights[i], 0);
}

/** 11 − (sum mod 11), or 0 when the remainder is 0 or 1 (the most common IE rule). */
export function mod11(sum: number): number {
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Weights n, n−1, …, 2 (e.g. descending(9) = 9,8,7,6,5,4,3,2). */
export function descending(from: number): number[] {
  return Array.from({ length: from - 1 }, (_, i) => from - i);
}

/**
 * `count` weights from `first` down to 2, then again from 9 down to 2 (e.g. cyclic(4, 11) =
 * 4,3,2,9,8,7,6,5,4,3,2): the weights of the long IEs (AC, DF, RO).
 */
export function cyclic(first: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => (i < first - 1 ? first - i : 9 - ((i - (first - 1)) % 8)));
}

/** A rule for digits whose single last check digit is mod 11 over weights length..2. */
export function simpleMod11(ie: string, length: number): boolean {
  if (!new RegExp(`^\\d{${length}}$`).test(ie)) return false;
  const digits = toDigits(ie);
  return digits[length - 1] === mod11(weightedSum(digits.slice(0, length - 1), descending(length)));
}
