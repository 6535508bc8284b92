import { describe, expect, it } from 'vitest';
import { accessKeyCheckDigit, accessKeyModel, isValidAccessKey } from '@/lib/validation/access-key';

/** Independent check digit: weights 2..9 repeating from the right, mod 11, 0 for remainders 0 and 1. */
function referenceDv(first43: string): string {
  const weights = [2, 3, 4, 5, 6, 7, 8, 9];
  const sum = [...first43]
    .reverse()
    .reduce((acc, char, i) => acc + (char.charCodeAt(0) - 48) * weights[i % 8], 0);
  const rest = sum % 11;
  return String(rest === 0 || rest === 1 ? 0 : 11 - rest);
}

/** cUF AAMM CNPJ model series number tpEmis cNF + dv. */
function key(model: string, cnpj = '11222333000181', number = '000001234'): string {
  const first43 = `352401${cnpj}${model}001${number}1${'12345678'}`;
  return first43 + referenceDv(first43);
}

describe('isValidAccessKey', () => {
  it('accepts an NF-e key built on the manual layout (SP, 01/2024, CNPJ 11.222.333/0001-81, series 1, nº 1234)', () => {
    // 35 2401 11222333000181 55 001 000001234 1 12345678 + dv 4, worked out by hand.
    expect(accessKeyCheckDigit('3524011122233300018155001000001234112345678')).toBe(4);
    expect(isValidAccessKey('35240111222333000181550010000012341123456784')).toBe(true);
    expect(isValidAccessKey('35240111222333000181550010000012341123456785')).toBe(false);
  });

  it.each(['55', '65', '57', '67', '58', '63', '59'])('accepts model %s', (model) => {
    expect(isValidAccessKey(key(model))).toBe(true);
  });

  it('accepts groups of four separated by spaces', () => {
    const grouped = key('55')
      .replace(/(.{4})/g, '$1 ')
      .trim();
    expect(isValidAccessKey(grouped)).toBe(true);
  });

  it('accepts a key whose issuer has an alphanumeric CNPJ (2026)', () => {
    expect(isValidAccessKey(key('55', '12ABC34501DE35'))).toBe(true);
    expect(accessKeyModel(key('57', '12ABC34501DE35'))).toBe('57');
  });

  it('refuses a wrong check digit, an unknown model, a wrong length or letters outside the CNPJ', () => {
    const good = key('55');
    const wrongDv = good.slice(0, 43) + String((Number(good[43]) + 1) % 10);
    expect(isValidAccessKey(wrongDv)).toBe(false);
    expect(isValidAccessKey(key('01'))).toBe(false);
    expect(isValidAccessKey(key('56'))).toBe(false);
    expect(isValidAccessKey(good.slice(0, 43))).toBe(false);
    expect(isValidAccessKey(`${good}0`)).toBe(false);
    expect(isValidAccessKey(`A${good.slice(1)}`)).toBe(false);
    expect(isValidAccessKey('')).toBe(false);
  });

  it('gives 0 when the remainder is 0 or 1', () => {
    for (let n = 0; n < 300; n += 1) {
      const first43 = `352401112223330001815500100000${String(n).padStart(4, '0')}112345678`.slice(0, 43);
      expect(String(accessKeyCheckDigit(first43))).toBe(referenceDv(first43));
    }
  });
});
