/**
 * Brazilian field rules: CEP, phone, UF, IBGE municipality code, NCM, CFOP and vehicle
 * plate. Masked values are accepted wherever a mask exists; each rule strips it first.
 */
import { Uf as UfEnum } from '@generated/api/model';
import { onlyDigits } from '@/lib/format/pattern';

/** The 27 federative units (26 states and the Distrito Federal), as the contract lists them. */
export const UFS: readonly Uf[] = Object.values(UfEnum);

export type Uf = UfEnum;

/** True for one of the 27 UF abbreviations; lower case is accepted. */
export function isValidUf(value: string): boolean {
  return (UFS as readonly string[]).includes(value.trim().toUpperCase());
}

/** True for exactly 8 digits (masked ##.###-### / #####-### or not), 00000-000 excepted. */
export function isValidCep(value: string): boolean {
  if (!/^[\d.\s-]+$/.test(value)) return false;
  const cep = onlyDigits(value);
  return cep.length === 8 && cep !== '00000000';
}

/** The area codes (DDD) in use in Brazil (Anatel). */
const DDDS = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46,
  47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85,
  86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

export type PhoneKind = 'FIXO' | 'CELULAR';

/**
 * True for a phone number with its DDD, masked ((11) 98765-4321) or not: 10 digits for a landline
 * (number starting 2–5) or 11 digits for a mobile (number starting with 9). `kind` narrows it to one.
 */
export function isValidPhone(value: string, kind?: PhoneKind): boolean {
  if (!/^[\d\s()+.-]+$/.test(value)) return false;
  const phone = onlyDigits(value);
  if (!DDDS.has(Number(phone.slice(0, 2)))) return false;
  const landline = phone.length === 10 && /^[2-5]/.test(phone.slice(2));
  const mobile = phone.length === 11 && phone[2] === '9';
  if (kind === 'FIXO') return landline;
  if (kind === 'CELULAR') return mobile;
  return landline || mobile;
}

/**
 * Municipality codes whose last digit does not follow the IBGE check-digit rule but are real
 * (the mock API's seed checks its cities against this same set).
 */
export const IBGE_CHECK_DIGIT_EXCEPTIONS: ReadonlySet<string> = new Set([
  '2201919', // Bom Princípio do Piauí - PI
  '2201988', // Brejo do Piauí - PI
  '2202251', // Canavieira - PI
  '2611533', // Quixaba - PE
  '3117836', // Cônego Marinho - MG
  '3152131', // Ponto Chique - MG
  '4305871', // Coronel Barros - RS
  '5203939', // Buriti de Goiás - GO
  '5203962', // Buritinópolis - GO
]);

/**
 * The IBGE check digit of a municipality code's first 6 digits: weights 1,2,1,2,1,2, products above 9
 * summed digit by digit, then (10 − sum mod 10) mod 10. The mock API's seed makes its codes with it.
 */
export function ibgeCheckDigit(first6: string): number {
  const sum = [...first6].reduce((acc, char, i) => {
    const product = Number(char) * (i % 2 === 0 ? 1 : 2);
    return acc + (product > 9 ? product - 9 : product);
  }, 0);
  return (10 - (sum % 10)) % 10;
}

/** True for a 7-digit IBGE municipality code whose check digit matches, or one of the known exceptions. */
export function isValidIbgeCode(value: string): boolean {
  const code = value.trim();
  if (!/^\d{7}$/.test(code)) return false;
  if (IBGE_CHECK_DIGIT_EXCEPTIONS.has(code)) return true;
  return ibgeCheckDigit(code.slice(0, 6)) === Number(code[6]);
}

/** True for an NCM of 8 digits, masked (####.##.##) or not. */
export function isValidNcm(value: string): boolean {
  return /^[\d.\s]+$/.test(value) && onlyDigits(value).length === 8;
}

/** True for a CFOP of 4 digits (masked #.### or not) whose first digit is 1, 2, 3, 5, 6 or 7. */
export function isValidCfop(value: string): boolean {
  if (!/^[\d.\s]+$/.test(value)) return false;
  return /^[123567]\d{3}$/.test(onlyDigits(value));
}

/**
 * True for a vehicle plate in the old format (AAA9999, shown AAA-9999) or the Mercosul one (AAA9A99),
 * with or without the hyphen; lower case is accepted.
 */
export function isValidPlate(value: string): boolean {
  return /^[A-Z]{3}-?\d[A-Z0-9]\d{2}$/.test(value.trim().toUpperCase());
}
