import { onlyDigits } from '@/lib/format/pattern';

/**
 * CPF and CNPJ check digits (Receita Federal). The CNPJ rule covers both the numeric form and the
 * alphanumeric one used for new registrations from July 2026 (ARCHITECTURE): 12 characters [0-9A-Z]
 * followed by 2 numeric check digits, each character worth its ASCII code minus 48.
 */

const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** Removes the CNPJ mask punctuation (. / - and spaces) and upper-cases it; letters are kept. */
export function normalizeCnpj(value: string): string {
  return value.replace(/[\s./-]/g, '').toUpperCase();
}

function allSameChar(value: string): boolean {
  return [...value].every((char) => char === value[0]);
}

/** 11 − (sum mod 11), or 0 when that gives 10 or 11. */
function mod11CheckDigit(sum: number): number {
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

function weightedSum(values: readonly number[], weights: readonly number[]): number {
  return values.reduce((acc, value, i) => acc + value * weights[i], 0);
}

/** True for a CPF (masked ###.###.###-## or not) whose two check digits match; 111.111.111-11 and the like are refused. */
export function isValidCpf(value: string): boolean {
  if (!/^[\d.\s-]+$/.test(value)) return false;
  const cpf = onlyDigits(value);
  if (cpf.length !== 11 || allSameChar(cpf)) return false;
  const digits = [...cpf].map(Number);
  const dv1 = mod11CheckDigit(weightedSum(digits.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]));
  const dv2 = mod11CheckDigit(weightedSum([...digits.slice(0, 9), dv1], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]));
  return dv1 === digits[9] && dv2 === digits[10];
}

/**
 * True for a CNPJ, masked (##.###.###/####-##) or not, numeric or alphanumeric (lower-case letters are
 * accepted and read as upper-case). All-same-character values such as 00.000.000/0000-00 are refused.
 */
export function isValidCnpj(value: string): boolean {
  if (!/^[0-9A-Za-z.\s/-]+$/.test(value)) return false;
  const cnpj = normalizeCnpj(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || allSameChar(cnpj)) return false;
  const values = [...cnpj.slice(0, 12)].map((char) => char.charCodeAt(0) - 48);
  const dv1 = mod11CheckDigit(weightedSum(values, CNPJ_WEIGHTS_1));
  const dv2 = mod11CheckDigit(weightedSum([...values, dv1], CNPJ_WEIGHTS_2));
  return `${dv1}${dv2}` === cnpj.slice(12);
}

/** True when the CNPJ (masked or not) contains a letter, i.e. uses the 2026 alphanumeric form. */
export function isAlphanumericCnpj(value: string): boolean {
  return /[A-Z]/.test(normalizeCnpj(value));
}

/**
 * A CPF or a CNPJ, told apart by length once the mask is stripped: 11 characters are read as a CPF,
 * 14 as a CNPJ (numeric or alphanumeric); any other length is invalid.
 */
export function isValidCpfCnpj(value: string): boolean {
  const normalized = normalizeCnpj(value);
  if (normalized.length === 11) return isValidCpf(value);
  if (normalized.length === 14) return isValidCnpj(value);
  return false;
}
