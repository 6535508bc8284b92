/**
 * Brazilian document helpers (CPF, CNPJ — numeric and the alphanumeric CNPJ
 * introduced by the Receita Federal from July 2026 — and CEP) used by the mock
 * seed and by tests.
 *
 * CNPJ check digits follow the Receita's published algorithm, which covers both
 * formats: each of the 12 base characters is worth its ASCII code minus 48
 * ('0'..'9' → 0..9, 'A' → 17 … 'Z' → 42); the first digit uses the weights
 * 5,4,3,2,9,8,7,6,5,4,3,2, the second 6,5,4,3,2,9,8,7,6,5,4,3,2 over the base
 * plus the first digit; dv = 11 − (sum mod 11), or 0 when that is 10 or 11.
 * The two check digits are always numeric.
 */

/** A source of uniformly distributed numbers in [0, 1), e.g. `Math.random` or a seeded PRNG. */
export type Rng = () => number;

export interface MakeCnpjOptions {
  /** Generate the alphanumeric format (root and order may contain A–Z). Default: numeric. */
  readonly alphanumeric?: boolean;
}

const DIGITS = '0123456789';
const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** Removes every character that is not a decimal digit. */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Removes mask punctuation (.-/ and spaces) from a CNPJ and upper-cases it; letters are kept. */
export function normalizeCnpj(value: string): string {
  return value.replace(/[\s./-]/g, '').toUpperCase();
}

function allSameChar(value: string): boolean {
  return value.length > 0 && [...value].every((c) => c === value[0]);
}

function mod11Digit(sum: number): number {
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * The two CPF check digits for a 9-digit base (weights 10..2, then 11..2).
 * @throws RangeError when `base` is not exactly 9 digits.
 */
export function cpfCheckDigits(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new RangeError(`CPF base must have 9 digits: "${base}"`);
  const digits = [...base].map(Number);
  const dv1 = mod11Digit(digits.reduce((acc, d, i) => acc + d * (10 - i), 0));
  const withDv1 = [...digits, dv1];
  const dv2 = mod11Digit(withDv1.reduce((acc, d, i) => acc + d * (11 - i), 0));
  return `${dv1}${dv2}`;
}

/** True for a well-formed CPF (masked or not) whose check digits match; all-same-digit CPFs are rejected. */
export function isValidCpf(value: string): boolean {
  if (!/^[\d.\-\s]+$/.test(value)) return false;
  const cpf = onlyDigits(value);
  if (cpf.length !== 11 || allSameChar(cpf)) return false;
  return cpfCheckDigits(cpf.slice(0, 9)) === cpf.slice(9);
}

/** The value the CNPJ algorithm assigns to a character: ASCII code minus 48. */
function cnpjCharValue(char: string): number {
  return char.charCodeAt(0) - 48;
}

/**
 * The two CNPJ check digits for a 12-character base ([0-9A-Z], numeric or alphanumeric).
 * @throws RangeError when `base` is not 12 characters of [0-9A-Z].
 */
export function cnpjCheckDigits(base: string): string {
  const normalized = base.toUpperCase();
  if (!/^[0-9A-Z]{12}$/.test(normalized))
    throw new RangeError(`CNPJ base must have 12 characters [0-9A-Z]: "${base}"`);
  const values = [...normalized].map(cnpjCharValue);
  const dv1 = mod11Digit(values.reduce((acc, v, i) => acc + v * CNPJ_WEIGHTS_1[i], 0));
  const withDv1 = [...values, dv1];
  const dv2 = mod11Digit(withDv1.reduce((acc, v, i) => acc + v * CNPJ_WEIGHTS_2[i], 0));
  return `${dv1}${dv2}`;
}

/**
 * True for a valid CNPJ, masked or not, numeric or alphanumeric (12 characters [0-9A-Z]
 * followed by 2 numeric check digits). Lower-case letters are accepted; all-same-character
 * CNPJs (e.g. 00.000.000/0000-00) are rejected.
 */
export function isValidCnpj(value: string): boolean {
  if (!/^[0-9A-Za-z.\-/\s]+$/.test(value)) return false;
  const cnpj = normalizeCnpj(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || allSameChar(cnpj)) return false;
  return cnpjCheckDigits(cnpj.slice(0, 12)) === cnpj.slice(12);
}

/** True when the CNPJ (masked or not) contains at least one letter, i.e. uses the 2026 alphanumeric format. */
export function isAlphanumericCnpj(value: string): boolean {
  return /[A-Z]/.test(normalizeCnpj(value));
}

function pick(rng: Rng, alphabet: string): string {
  const index = Math.min(alphabet.length - 1, Math.floor(rng() * alphabet.length));
  return alphabet[index];
}

function randomString(rng: Rng, alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += pick(rng, alphabet);
  return out;
}

/** A random valid CPF (11 digits, unmasked). Deterministic for a deterministic `rng`. */
export function makeCpf(rng: Rng): string {
  let base = randomString(rng, DIGITS, 9);
  while (allSameChar(base)) base = randomString(rng, DIGITS, 9);
  return base + cpfCheckDigits(base);
}

/**
 * A random valid CNPJ (14 characters, unmasked) for a head office (order "0001").
 * With `{ alphanumeric: true }` the 8-character root contains at least one letter.
 */
export function makeCnpj(rng: Rng, options: MakeCnpjOptions = {}): string {
  const alphabet = options.alphanumeric ? ALPHANUMERIC : DIGITS;
  let root = randomString(rng, alphabet, 8);
  while (allSameChar(root) || (options.alphanumeric && !/[A-Z]/.test(root))) {
    root = randomString(rng, alphabet, 8);
  }
  const base = `${root}0001`;
  return base + cnpjCheckDigits(base);
}

/** Masks a CPF as ###.###.###-##; returns the input unchanged when it does not have 11 digits. */
export function formatCpf(value: string): string {
  const cpf = onlyDigits(value);
  if (cpf.length !== 11) return value;
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}

/**
 * Masks a CNPJ as ##.###.###/####-## (letters kept, upper-cased, for the alphanumeric format);
 * returns the input unchanged when it does not have 14 characters.
 */
export function formatCnpj(value: string): string {
  const cnpj = normalizeCnpj(value);
  if (!/^[0-9A-Z]{14}$/.test(cnpj)) return value;
  return `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
}

/** Masks a CEP as ##.###-###; returns the input unchanged when it does not have 8 digits. */
export function formatCep(value: string): string {
  const cep = onlyDigits(value);
  if (cep.length !== 8) return value;
  return `${cep.slice(0, 2)}.${cep.slice(2, 5)}-${cep.slice(5)}`;
}

/** True for 8 digits (masked as 00000-000 / 00.000-000 or not), excluding 00000000. */
export function isValidCep(value: string): boolean {
  if (!/^[\d.\-\s]+$/.test(value)) return false;
  const cep = onlyDigits(value);
  return cep.length === 8 && cep !== '00000000';
}
