import { IBGE_CHECK_DIGIT_EXCEPTIONS } from '@/lib/validation/br-rules';
/**
 * IBGE municipality code helpers.
 *
 * A municipality code has 7 digits: 2 for the UF, 4 for the municipality and a
 * final check digit computed over the first 6 digits with the weights
 * 1,2,1,2,1,2 (products above 9 are summed digit-wise) and
 * dv = (10 − sum mod 10) mod 10.
 *
 * A handful of real codes, created after the rule was set, do not follow it.
 */

/** Real IBGE codes whose last digit does not follow the rule: the app's list (src/lib/validation). */
export { IBGE_CHECK_DIGIT_EXCEPTIONS };

/** The check digit the IBGE rule gives for the first 6 digits of a municipality code. */
export function ibgeCheckDigit(first6: string): number {
  if (!/^\d{6}$/.test(first6)) throw new RangeError(`expected 6 digits: "${first6}"`);
  const weights = [1, 2, 1, 2, 1, 2];
  const sum = [...first6].reduce((acc, char, i) => {
    const product = Number(char) * weights[i];
    return acc + (product > 9 ? Math.floor(product / 10) + (product % 10) : product);
  }, 0);
  return (10 - (sum % 10)) % 10;
}

/** True when `code` has 7 digits and its last digit is the one the IBGE rule gives. */
export function ibgeCheckDigitOk(code: string): boolean {
  if (!/^\d{7}$/.test(code)) return false;
  return ibgeCheckDigit(code.slice(0, 6)) === Number(code[6]);
}

/** True for a 7-digit code that passes the check-digit rule or is one of the known exceptions. */
export function isValidIbgeMunicipio(code: string): boolean {
  return ibgeCheckDigitOk(code) || IBGE_CHECK_DIGIT_EXCEPTIONS.has(code);
}
