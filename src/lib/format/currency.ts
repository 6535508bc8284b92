/**
 * Money and number display in pt-BR ('R$', dot thousands, comma decimals).
 * Intl separates 'R$' (and we separate 'km') from the number with a NO-BREAK SPACE (U+00A0), kept on
 * purpose so a table cell never wraps between symbol and value. Missing or non-numeric values → ''.
 */
type NumericInput = number | string | null | undefined;

/** Non-breaking space used between a number and its symbol or unit. */
export const NBSP = '\u00A0';

/** Accepts numbers and numeric strings as the API sends them ('1234.56'); anything else → null. */
function toNumber(value: NumericInput): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const number = typeof value === 'number' ? value : Number(value.trim());
  return Number.isFinite(number) ? number : null;
}

/** Avoids '-R$ 0,00' / '-0,0' for values that round to zero. */
function withoutNegativeZero(value: number, digits: number): number {
  return Math.abs(value) < 0.5 * 10 ** -digits ? 0 : value;
}

// Formatters are made on first use: building one costs tens of ms on a slow CPU (currency data), and a
// list whose visible columns show no money or number should not pay it before its first paint.
let brl: Intl.NumberFormat | null = null;
const numberFormats = new Map<number | undefined, Intl.NumberFormat>();

function numberFormat(digits: number | undefined): Intl.NumberFormat {
  let formatter = numberFormats.get(digits);
  if (!formatter) {
    const options =
      digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits };
    formatter = new Intl.NumberFormat('pt-BR', options);
    numberFormats.set(digits, formatter);
  }
  return formatter;
}

/** 1234.56 → 'R$ 1.234,56'; -1234.56 → '-R$ 1.234,56' (with U+00A0 after 'R$'). */
export function formatBrl(value: NumericInput): string {
  const number = toNumber(value);
  if (number === null) return '';
  brl ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  return brl.format(withoutNegativeZero(number, 2));
}

/**
 * 1234.5 → '1.234,5'. With `digits`, exactly that many decimals; without, up to 3 (Intl default).
 */
export function formatNumber(value: NumericInput, digits?: number): string {
  const number = toNumber(value);
  if (number === null) return '';
  return numberFormat(digits).format(withoutNegativeZero(number, digits ?? 3));
}

/** The percent sign as every percentage shows it: right after the number ('19,00%'), in lists, views and inputs. */
export const PERCENT_SIGN = '%';

/** Percentage points, not a fraction: 12 → '12,00%'; 7.5 with 1 digit → '7,5%'. */
export function formatPercent(value: NumericInput, digits = 2): string {
  const text = formatNumber(value, digits);
  return text === '' ? '' : `${text}${PERCENT_SIGN}`;
}

/** 123.4 → '123,4 km' (one decimal by default, U+00A0 before 'km'). */
export function formatKm(value: NumericInput, digits = 1): string {
  const text = formatNumber(value, digits);
  return text === '' ? '' : `${text}${NBSP}km`;
}

/** Integer part: plain digits or correctly grouped thousands ('1.234.567'). */
const INTEGER = /^(\d+|\d{1,3}(\.\d{3})+)$/;

/** Splits the text into integer and decimal digits following the rules of parseBrl; null when malformed. */
function splitAmount(body: string): [string, string] | null {
  const commas = body.split(',').length - 1;
  const dots = body.split('.').length - 1;
  if (commas > 1 || !/\d/.test(body)) return null;
  if (commas === 1) {
    const [integer, decimals] = body.split(',');
    return (integer === '' || INTEGER.test(integer)) && /^\d*$/.test(decimals) ? [integer, decimals] : null;
  }
  if (INTEGER.test(body)) return [body, ''];
  if (dots !== 1) return null;
  const [integer, decimals] = body.split('.');
  return /^\d*$/.test(integer) && /^\d+$/.test(decimals) ? [integer, decimals] : null;
}

/**
 * Reads money typed or pasted by a user: 'R$ 1.234,56', '1.234,56', '1234,5', '1234.56', '-10'.
 * A comma is always the decimal separator. Without a comma, dots that group thousands correctly are
 * thousands separators ('1.500' → 1500, the pt-BR reading; '1.234.567' → 1234567) and a single other
 * dot is a decimal point ('1234.56' → 1234.56). Empty or malformed text → null.
 */
export function parseBrl(text: string | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const compact = text.replace(/R\$/gi, '').replace(/[\s\u00A0]/g, '');
  const match = /^(-?)([\d.,]+)$/.exec(compact);
  const parts = match ? splitAmount(match[2]) : null;
  if (!match || !parts) return null;
  const [integer, decimals] = parts;
  const number = Number(`${match[1]}${integer.replace(/\./g, '') || '0'}.${decimals || '0'}`);
  return Number.isFinite(number) ? number + 0 : null;
}
