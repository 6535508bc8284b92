import { contractRules } from '@/lib/validation/contract-rules';
import { IBGE_CHECK_DIGIT_EXCEPTIONS, ibgeCheckDigit as checkDigitOf } from '@/lib/validation/br-rules';
/**
 * IBGE municipality code helpers for the seed and its tests, over the app's one implementation of the
 * rule (src/lib/validation/br-rules.ts; the contract's x-regra ibge-digito-verificador).
 *
 * A municipality code has 7 digits: 2 for the UF, 4 for the municipality and a final check digit
 * computed over the first 6. A handful of real codes, created after the rule was set, do not follow it.
 */

/** Real IBGE codes whose last digit does not follow the rule: the app's list (src/lib/validation). */
export { IBGE_CHECK_DIGIT_EXCEPTIONS };

/** The check digit the IBGE rule gives for the first 6 digits of a municipality code. */
export function ibgeCheckDigit(first6: string): number {
  // The seed only ever asks with 6 digits: anything else is a bug in it, said at once.
  if (!/^\d{6}$/.test(first6)) throw new RangeError(`expected 6 digits: "${first6}"`);
  return checkDigitOf(first6);
}

/** True when `code` has 7 digits and its last digit is the one the IBGE rule gives (no exceptions). */
export function ibgeCheckDigitOk(code: string): boolean {
  if (!/^\d{7}$/.test(code)) return false;
  return ibgeCheckDigit(code.slice(0, 6)) === Number(code[6]);
}

/** True for a 7-digit code that passes the check-digit rule or is one of the known exceptions. */
export const isValidIbgeMunicipio = contractRules['ibge-digito-verificador'].check;
