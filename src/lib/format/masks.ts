import { applyPattern, onlyDigits, unmask } from './pattern';

/**
 * Progressive input masks, applied on every keystroke: they keep the allowed characters the user typed,
 * in order, drop the rest, cut at the maximum length and insert separators only up to the last character
 * ('1234' → '123.4'). Re-applying a mask to its own output gives the same text. No caret handling.
 */

/**
 * Keeps the characters a CPF/CNPJ slot accepts: letters or digits in the first 12 positions
 * (alphanumeric CNPJ since July 2026), digits only in the 2 check-digit positions; at most 14.
 */
function cpfCnpjChars(raw: string): string {
  let out = '';
  for (const char of unmask(raw)) {
    if (out.length >= 14) break;
    if (out.length < 12 || /\d/.test(char)) out += char;
  }
  return out;
}

/** CPF mask while the value has up to 11 digits, CNPJ mask past 11 or as soon as a letter appears. */
export function maskCpfCnpj(raw: string): string {
  const chars = cpfCnpjChars(raw);
  const isCpf = chars.length <= 11 && /^\d*$/.test(chars);
  return applyPattern(chars, isCpf ? '###.###.###-##' : '##.###.###/####-##');
}

/** '52998224725' → '529.982.247-25': a CPF alone (a person's document), digits only, at most 11. */
export function maskCpf(raw: string): string {
  return applyPattern(onlyDigits(raw).slice(0, 11), '###.###.###-##');
}

/** '01310100' → '01.310-100'. */
export function maskCep(raw: string): string {
  return applyPattern(onlyDigits(raw).slice(0, 8), '##.###-###');
}

/** '(##) ####-####' up to 10 digits, '(##) #####-####' with 11. */
export function maskPhone(raw: string): string {
  const digits = onlyDigits(raw).slice(0, 11);
  if (digits.length === 0) return '';
  const pattern = digits.length === 11 ? '(##) #####-####' : '(##) ####-####';
  // The opening parenthesis is shown from the first digit: '1' → '(1'.
  return applyPattern(digits, pattern);
}

/** '84713012' → '8471.30.12'. */
export function maskNcm(raw: string): string {
  return applyPattern(onlyDigits(raw).slice(0, 8), '####.##.##');
}

/** '5102' → '5.102'. */
export function maskCfop(raw: string): string {
  return applyPattern(onlyDigits(raw).slice(0, 4), '#.###');
}

/** Which characters each of the 7 plate positions accepts: AAA9A99 (Mercosul) or AAA9999 (old). */
const PLATE_SLOTS = [/[A-Z]/, /[A-Z]/, /[A-Z]/, /\d/, /[0-9A-Z]/, /\d/, /\d/];

/** 'abc1234' → 'ABC-1234' (old plate: hyphen once the 5th character is a digit); 'abc1d23' → 'ABC1D23'. */
export function maskPlate(raw: string): string {
  let chars = '';
  for (const char of unmask(raw)) {
    const slot = PLATE_SLOTS[chars.length];
    if (!slot) break;
    if (slot.test(char)) chars += char;
  }
  return chars.length > 4 && /\d/.test(chars[4]) ? applyPattern(chars, '###-####') : chars;
}

/** At most 13 integer digits + 2 decimals: stays within Number.MAX_SAFE_INTEGER cents. */
const MAX_CURRENCY_DIGITS = 15;

/**
 * Cash-register style money input: digits fill from the right as cents. '1' → '0,01', '123456' → '1.234,56'.
 * Without the 'R$' prefix (the input shows it beside the field); '' when nothing was typed.
 * parseBrl (currency.ts) reads the result back.
 */
export function maskCurrencyInput(raw: string): string {
  const digits = onlyDigits(raw).replace(/^0+/, '').slice(0, MAX_CURRENCY_DIGITS);
  if (digits.length === 0) return onlyDigits(raw).length > 0 ? '0,00' : '';
  const padded = digits.padStart(3, '0');
  const integer = padded.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${integer},${padded.slice(-2)}`;
}
