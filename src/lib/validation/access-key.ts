/**
 * NF-e / CT-e / MDF-e access key (chave de acesso), 44 characters: cUF(2) AAMM(4) CNPJ/CPF(14)
 * model(2) series(3) number(9) emission type(1) numeric code(8) check digit(1).
 * From July 2026 the issuer CNPJ may be alphanumeric (ARCHITECTURE), so positions 7–20 accept
 * [0-9A-Z]; every character is worth its ASCII code minus 48, as in the CNPJ rule.
 */

/** Document model codes an access key may carry: NF-e, NFC-e, CT-e, CT-e OS, MDF-e, BP-e, CF-e SAT. */
export const ACCESS_KEY_MODELS = ['55', '65', '57', '67', '58', '63', '59'] as const;

/** Removes spaces, dots and hyphens (keys are often shown in groups of 4) and upper-cases the rest. */
export function normalizeAccessKey(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/** The access-key check digit of the first 43 characters: mod 11, weights 2..9 from the right; 0 when the remainder is 0 or 1. */
export function accessKeyCheckDigit(first43: string): number {
  let sum = 0;
  for (let i = 0; i < first43.length; i += 1) {
    const weight = 2 + ((first43.length - 1 - i) % 8);
    sum += (first43.charCodeAt(i) - 48) * weight;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The model code of a normalized key (positions 21–22). */
export function accessKeyModel(key: string): string {
  return normalizeAccessKey(key).slice(20, 22);
}

/** True for a 44-character access key (spaces allowed) with a known model and a matching check digit. */
export function isValidAccessKey(value: string): boolean {
  const key = normalizeAccessKey(value);
  if (!/^\d{6}[0-9A-Z]{14}\d{24}$/.test(key)) return false;
  if (!(ACCESS_KEY_MODELS as readonly string[]).includes(key.slice(20, 22))) return false;
  return accessKeyCheckDigit(key.slice(0, 43)) === Number(key[43]);
}
