import { applyPattern, onlyDigits, unmask } from './pattern';

export { unmask } from './pattern';

/**
 * Display formats for Brazilian documents and codes. Every function accepts the value with or
 * without a mask; a complete and well-formed value comes back masked, anything else (partial, overlong,
 * unexpected characters) comes back exactly as received, so nothing the user or the API sent is lost.
 * null/undefined → ''.
 */
type Input = string | null | undefined;

function asText(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** Formats when `clean` (the unmasked value) matches `shape`; otherwise returns the original text. */
function formatIf(value: Input, clean: string, shape: RegExp, pattern: string): string {
  return shape.test(clean) ? applyPattern(clean, pattern) : asText(value);
}

const CPF = /^\d{11}$/;
/** CNPJ: 12 alphanumeric characters (numeric before July 2026, alphanumeric after) and 2 check digits. */
const CNPJ = /^[0-9A-Z]{12}\d{2}$/;

/** '12345678909' → '123.456.789-09'. */
export function formatCpf(value: Input): string {
  return formatIf(value, unmask(value), CPF, '###.###.###-##');
}

/** '11222333000181' → '11.222.333/0001-81'; alphanumeric '12ABC34501DE35' → '12.ABC.345/01DE-35'. */
export function formatCnpj(value: Input): string {
  return formatIf(value, unmask(value), CNPJ, '##.###.###/####-##');
}

/** CPF when the value has 11 digits, CNPJ (numeric or alphanumeric) when it has 14 characters. */
export function formatCpfCnpj(value: Input): string {
  const clean = unmask(value);
  return clean.length === 11 ? formatCpf(value) : formatCnpj(value);
}

/** '01310100' → '01.310-100'. */
export function formatCep(value: Input): string {
  return formatIf(value, unmask(value), /^\d{8}$/, '##.###-###');
}

/** '1133334444' → '(11) 3333-4444'; '11987654321' → '(11) 98765-4321'; '08001234567' → '0800 123 4567'. */
export function formatPhone(value: Input): string {
  const clean = unmask(value);
  if (/^0[3589]00\d{7}$/.test(clean)) return applyPattern(clean, '#### ### ####');
  if (/^\d{10}$/.test(clean)) return applyPattern(clean, '(##) ####-####');
  return formatIf(value, clean, /^\d{11}$/, '(##) #####-####');
}

/** State registration: each UF has its own layout, so it is shown as typed, trimmed and upper case ('isento' → 'ISENTO'). */
export function formatIe(value: Input): string {
  return asText(value).trim().toUpperCase();
}

/** '84713012' → '8471.30.12'. */
export function formatNcm(value: Input): string {
  return formatIf(value, unmask(value), /^\d{8}$/, '####.##.##');
}

/** '5102' → '5.102'. */
export function formatCfop(value: Input): string {
  return formatIf(value, unmask(value), /^\d{4}$/, '#.###');
}

/** Old plate 'abc1234' → 'ABC-1234'; Mercosul 'abc1d23' → 'ABC1D23' (no hyphen). */
export function formatPlate(value: Input): string {
  const clean = unmask(value);
  if (/^[A-Z]{3}\d{4}$/.test(clean)) return applyPattern(clean, '###-####');
  if (/^[A-Z]{3}\d[A-Z]\d{2}$/.test(clean)) return clean;
  return asText(value);
}

/** NF-e/CT-e/MDF-e access key: 44 digits in 11 groups of 4 separated by spaces. */
export function formatAccessKey(value: Input): string {
  const clean = unmask(value);
  return /^\d{44}$/.test(clean) ? clean.replace(/(\d{4})(?=\d)/g, '$1 ') : asText(value);
}

/** IBGE city code: 7 digits shown as they are (numbers accepted, as the API may send one). */
export function formatIbge(value: string | number | null | undefined): string {
  const clean = onlyDigits(value);
  return /^\d{7}$/.test(clean) ? clean : asText(value);
}
